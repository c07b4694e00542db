/// Why no window could be had, in one line that names what to fix.
package enum PlatformError: Error, CustomStringConvertible {
    case noDisplay(String)
    case noGLContext(String)
    /// The requested window system cannot be had with the GLFW found.
    case platformUnavailable(String)
    /// A recording or replay file that cannot be used.
    case badFile(String)

    /// A one-line message naming what failed and how to fix it.
    package var description: String {
        switch self {
        case .noDisplay(let reason):
            return "no usable display: \(reason); run inside an X11 or Wayland session (set DISPLAY or WAYLAND_DISPLAY), e.g. under Xvfb"
        case .noGLContext(let reason):
            return "cannot create an OpenGL 3.3 core context: \(reason); a Mesa 20+ driver (llvmpipe works) is needed"
        case .platformUnavailable(let reason):
            return "cannot start the requested platform: \(reason)"
        case .badFile(let reason):
            return reason
        }
    }
}
