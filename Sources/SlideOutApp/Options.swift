import SlideOutCore
import SlideOutPlatform

/// The demo's command line (SPEC.md, "The demo app's command line").
public struct Options: Equatable, Sendable {
    /// The menu styles `--style` accepts, named as on the command line.
    public enum StyleName: String, CaseIterable, Sendable {
        case push, drawer, panels, sidebar3d, slidedown
    }

    /// Where the menu starts: settled closed or open, or a reveal progress.
    public enum StartState: Equatable, Sendable {
        case closed, open
        case progress(Double)
    }

    /// `--style`: which menu style to demo (sidebar3d by default).
    public var style: StyleName = .sidebar3d
    /// `--size WxH`: the window's size in points (1024 x 700 by default).
    public var size = Size(width: 1024, height: 700)
    /// `--scale S`: pixels per point in (0, 8]; nil uses the window system's content scale.
    public var scale: Double?
    /// Nil: the style's own start (push closed, sidebar3d with the menu shown).
    public var state: StartState?
    /// `--screenshot FILE.png`: writes the first drawn frame there and exits; the window stays hidden.
    public var screenshotPath: String?
    /// `--trace`: prints one JSON line on stdout per event (ready, frames, taps, settles).
    public var trace = false
    /// `--bench N`: toggles the menu N times, each after the last settled, then reports the timings.
    public var benchToggles: Int?
    /// `--virtual-clock`: steps time a fixed amount per frame instead of reading the wall clock.
    public var virtualClock = false
    /// `--help` or `-h`: prints the usage and exits.
    public var showHelp = false
    /// `--list-styles`: prints the style names, one per line, and exits.
    public var listStyles = false
    /// `--replay FILE`: feeds the input events recorded in FILE instead of waiting for live input.
    public var replayPath: String?
    /// `--record FILE`: writes every raw input event to FILE as JSON lines.
    public var recordPath: String?
    /// The window system: `auto` is Wayland on a Wayland session.
    public var platform = PlatformRequest.auto

    /// Creates the defaults: the sidebar3d style in a 1024 x 700 point window, no flags set.
    public init() {}

    /// A bad command line: the message names the flag and what it accepts.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// A message naming the flag and what it accepts.
        public let description: String
    }

    /// The one-screen usage text `--help` prints.
    public static let usage = """
        usage: slideout [--style push|drawer|panels|sidebar3d|slidedown] [--size WxH] [--scale S]
                        [--state closed|open|P] [--screenshot FILE.png] [--trace] [--bench N]
                        [--virtual-clock] [--replay FILE] [--record FILE] [--platform auto|wayland|x11]
                        [--list-styles]
        """

    /// Parses `arguments` (without the program name) into options; throws on an unknown or malformed flag.
    public static func parse(_ arguments: [String]) throws(ParseError) -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(for flag: String) throws(ParseError) -> String {
            guard let value = rest.popFirst() else { throw ParseError(description: "\(flag) needs a value") }
            return value
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--style":
                let name = try value(for: flag)
                guard let style = StyleName(rawValue: name) else {
                    throw ParseError(description: "unknown style '\(name)'; use one of "
                                     + StyleName.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.style = style
            case "--size":
                options.size = try parseSize(try value(for: flag))
            case "--scale":
                let text = try value(for: flag)
                guard let scale = Double(text), scale > 0, scale <= 8 else {
                    throw ParseError(description: "--scale takes a number in (0, 8], not '\(text)'")
                }
                options.scale = scale
            case "--state":
                options.state = try parseState(try value(for: flag))
            case "--screenshot":
                let path = try value(for: flag)
                guard path.hasSuffix(".png") else {
                    throw ParseError(description: "--screenshot writes PNG: give a FILE.png, not '\(path)'")
                }
                options.screenshotPath = path
            case "--trace":
                options.trace = true
            case "--bench":
                let text = try value(for: flag)
                guard let count = Int(text), count > 0 else {
                    throw ParseError(description: "--bench takes a positive number of toggles, not '\(text)'")
                }
                options.benchToggles = count
            case "--virtual-clock":
                options.virtualClock = true
            case "--replay":
                options.replayPath = try value(for: flag)
            case "--record":
                options.recordPath = try value(for: flag)
            case "--platform":
                let name = try value(for: flag)
                guard let platform = PlatformRequest(rawValue: name) else {
                    throw ParseError(description: "--platform takes auto, wayland or x11, not '\(name)'")
                }
                options.platform = platform
            case "--list-styles":
                options.listStyles = true
            case "--help", "-h":
                options.showHelp = true
            default:
                throw ParseError(description: "unknown argument '\(flag)'")
            }
        }
        return options
    }

    private static func parseSize(_ text: String) throws(ParseError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...16384).contains(width), (1...16384).contains(height) else {
            throw ParseError(description: "--size takes WxH in points (1 to 16384 each), e.g. 1024x700, not '\(text)'")
        }
        return Size(width: Double(width), height: Double(height))
    }

    private static func parseState(_ text: String) throws(ParseError) -> StartState {
        switch text {
        case "closed": return .closed
        case "open": return .open
        default:
            guard let progress = Double(text), (-1...1).contains(progress) else {
                throw ParseError(description: "--state takes closed, open or a progress in [-1, 1], not '\(text)'")
            }
            return .progress(progress)
        }
    }
}
