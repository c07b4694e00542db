import CGLFW
import CX11
import FoundationEssentials
import SlideOutCore

/// The window's cursors, made once each on first use: GLFW's arrow, its
/// standard pointing hand and left-right resize arrows, and a closed hand from the user's cursor theme
/// (GLFW 3.3 has no such standard shape) through libXcursor.
///
/// Where a shape cannot be had (no theme, or GLFW 3.3 on Wayland without its
/// own theme, when a custom cursor would crash it) the arrow stands in; a set
/// that is not enabled (see `WaylandSeatProbe`) makes no cursor at all.
final class CursorSet {
    private let platform: DisplayPlatform
    private let isEnabled: Bool
    private var made: [CursorShape: OpaquePointer?] = [:]
    private var hasWarned = false
    /// Told, in one line, what the window goes without (a missing shape).
    var onWarning: ((String) -> Void)?

    init(platform: DisplayPlatform, isEnabled: Bool) {
        self.platform = platform
        self.isEnabled = isEnabled
    }

    /// GLFW's cursor for `shape`; nil is GLFW's default arrow.
    func cursor(for shape: CursorShape) -> OpaquePointer? {
        guard isEnabled else { return nil }
        if let cursor = made[shape] { return cursor }
        let made = make(shape)
        if made == nil, shape != .arrow { warnOfMissingShape(shape, glfwError: GLFWLibrary.takeLastErrorIfAny()) }
        self.made[shape] = made
        return made
    }

    /// One warning, the first time a shape is missing: the window goes on with the arrow.
    private func warnOfMissingShape(_ shape: CursorShape, glfwError: String?) {
        guard !hasWarned else { return }
        hasWarned = true
        let name = switch shape {
        case .grabbing: "closed hand"
        case .resizeLeftRight: "left-right resize"
        default: "pointing hand"
        }
        onWarning?("no \(name) cursor in the cursor theme '\(Self.themeName)'"
            + (glfwError.map { " (\($0))" } ?? "") + "; "
            + "the arrow stands in; install a theme (e.g. adwaita-icon-theme) or set XCURSOR_THEME and XCURSOR_PATH")
    }

    private func make(_ shape: CursorShape) -> OpaquePointer? {
        switch shape {
        case .arrow:
            return nil
        case .pointingHand:
            return glfwCreateStandardCursor(GLFW_HAND_CURSOR)
        case .resizeLeftRight:
            return glfwCreateStandardCursor(GLFW_HRESIZE_CURSOR)
        case .grabbing:
            // GLFW 3.3 on Wayland draws custom cursors on a surface it makes only
            // with its theme; its standard hand exists exactly when that theme does.
            let canDrawImages = platform == .x11 || cursor(for: .pointingHand) != nil
            return canDrawImages ? Self.themed(["grabbing", "closedhand", "fleur"]) : nil
        }
    }

    /// The user's cursor theme: `XCURSOR_THEME`, else the default theme.
    private static var themeName: String {
        ProcessInfo.processInfo.environment["XCURSOR_THEME"].flatMap { $0.isEmpty ? nil : $0 } ?? "default"
    }

    /// The first of `names` in the cursor theme (`XCURSOR_THEME`, else the
    /// default theme) at `XCURSOR_SIZE` (24), as a GLFW cursor.
    private static func themed(_ names: [String]) -> OpaquePointer? {
        let environment = ProcessInfo.processInfo.environment
        let size = environment["XCURSOR_SIZE"].flatMap { Int32($0) } ?? 24
        for name in names {
            guard let image = XcursorLibraryLoadImage(name, themeName, size) else { continue }
            defer { XcursorImageDestroy(image) }
            let width = Int(image.pointee.width), height = Int(image.pointee.height)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for index in 0..<(width * height) {
                // Xcursor pixels are premultiplied ARGB; GLFW takes straight RGBA.
                let pixel = image.pointee.pixels[index]
                let alpha = pixel >> 24
                func straight(_ shift: UInt32) -> UInt8 {
                    let channel = (pixel >> shift) & 0xff
                    return alpha == 0 ? 0 : UInt8(min(255, channel * 255 / alpha))
                }
                rgba[index * 4] = straight(16)
                rgba[index * 4 + 1] = straight(8)
                rgba[index * 4 + 2] = straight(0)
                rgba[index * 4 + 3] = UInt8(alpha)
            }
            let cursor = rgba.withUnsafeMutableBufferPointer { pixels in
                var glfwImage = GLFWimage(width: Int32(width), height: Int32(height), pixels: pixels.baseAddress)
                return glfwCreateCursor(&glfwImage, Int32(image.pointee.xhot), Int32(image.pointee.yhot))
            }
            if let cursor { return cursor }
        }
        return nil
    }
}
