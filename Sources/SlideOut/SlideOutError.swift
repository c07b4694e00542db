import SlideOutPlatform
import SlideOutRender

/// Why SlideOut cannot open a window or draw in it, or why a run ended
/// early: what `MenuHost.init(title:size:)` and `MenuOverlay.init` throw and
/// `MenuHost.endReason` holds. Its `description` is one line naming what
/// failed and how to fix it, fit to show a user as it is.
public enum SlideOutError: Error, CustomStringConvertible, Equatable {
    /// No window system to open a window on: `DISPLAY` and `WAYLAND_DISPLAY`
    /// unset, a server that refuses the connection, a Wayland socket that
    /// cannot be found.
    case noDisplay(reason: String)
    /// The window system gave no OpenGL 3.3 core context; the driver's reason.
    case noOpenGLContext(reason: String)
    /// The context offers an OpenGL older than 3.3 (its version string).
    case openGLTooOld(version: String)
    /// No GLFW serves `platform` (`"wayland"` or `"x11"`): none loads, or
    /// GLFW 3.3 is built for the other window system, its build for this
    /// one was not found, and either `platform` was asked for by name or
    /// the other window system's display is not at hand to fall back to.
    /// `reason` says what was found, `hint` how to get the build.
    case glfwBuildMissing(platform: String, reason: String, hint: String)
    /// A shader could not be read, compiled or linked; the driver's log on one line.
    case shaderFailed(reason: String)
    /// The window system went away while `run()` ran (`run()` returned 3):
    /// the X server or the Wayland compositor closed the connection, which
    /// `reason` names.
    case displayLost(reason: String)

    /// The case for a platform error.
    package init(_ error: PlatformError) {
        switch error {
        case .noDisplay(let reason): self = .noDisplay(reason: reason)
        case .noGLContext(let reason): self = .noOpenGLContext(reason: reason)
        case .glfwBuildMissing(let platform, let reason, let hint):
            self = .glfwBuildMissing(platform: platform.rawValue, reason: reason, hint: hint)
        }
    }

    /// The case for a lost display.
    package init(_ loss: DisplayLoss) {
        self = .displayLost(reason: loss.description)
    }

    /// The case for a renderer error.
    package init(_ error: RenderError) {
        switch error {
        case .glTooOld(let version): self = .openGLTooOld(version: version)
        case .shaderUnreadable, .shaderCompile, .programLink: self = .shaderFailed(reason: error.description)
        }
    }

    /// A one-line message naming what failed and how to fix it.
    public var description: String {
        switch self {
        case .noDisplay(let reason):
            return "no usable display: \(reason); run inside an X11 or Wayland session (set DISPLAY or WAYLAND_DISPLAY), e.g. under Xvfb"
        case .noOpenGLContext(let reason):
            return "cannot create an OpenGL 3.3 core context: \(reason); a Mesa 20+ driver (llvmpipe works) is needed"
        case .openGLTooOld(let version):
            return RenderError.glTooOld(version: version).description
        case .glfwBuildMissing(let platform, let reason, let hint):
            return "cannot open a window on \(platform): \(reason); \(hint)"
        case .shaderFailed(let reason):
            return reason
        case .displayLost(let reason):
            return reason
        }
    }
}
