import FoundationEssentials
import SlideOutCore

/// What the demo remembers between runs (SPEC "Desktop sizes"): the style
/// shown, the docked menu's width and whether it showed, and the window's
/// size. Each field is optional: a file from an older demo, or one a user
/// trimmed, restores what it has.
struct DemoState: Codable, Equatable {
    var style: Options.StyleName?
    /// The docked menu's width in points; nil: the style's default.
    var dockedMenuWidth: Double?
    var showsDockedMenu: Bool?
    var windowWidth: Double?
    var windowHeight: Double?

    /// The window's size, when both sides are known.
    var windowSize: Size? {
        guard let windowWidth, let windowHeight else { return nil }
        return Size(width: windowWidth, height: windowHeight)
    }

    /// True when every field holds a value the command line would accept.
    var isValid: Bool {
        [windowWidth, windowHeight].compactMap { $0 }.allSatisfy(Self.isWindowSide)
            && dockedMenuWidth.map { $0.isFinite && $0 > 0 } ?? true
    }

    /// True for a window side `--size` accepts: whole points from 1 to 16384.
    static func isWindowSide(_ points: Double) -> Bool {
        (1...16384).contains(points) && points == points.rounded()
    }

    /// Fills what the command line left out; flags given win.
    func apply(to options: inout Options) {
        if let style, !options.givenFlags.contains("--style") { options.style = style }
        if let windowSize, !options.givenFlags.contains("--size") { options.size = windowSize }
    }
}

extension Options.StyleName: Codable {}
