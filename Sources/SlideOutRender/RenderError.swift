/// Why the renderer cannot draw, in one line that names what to fix.
package enum RenderError: Error, CustomStringConvertible {
    /// The context offers an OpenGL older than 3.3.
    case glTooOld(version: String)
    /// A shader in `SLIDEOUT_SHADER_DIR` cannot be read.
    case shaderUnreadable(path: String)
    /// A shader does not compile; the driver's log says why.
    case shaderCompile(origin: String, log: String)
    /// The shaders do not link into a program; the driver's log says why.
    case programLink(log: String)

    /// A one-line message naming what failed and how to fix it.
    package var description: String {
        switch self {
        case .glTooOld(let version):
            return "OpenGL 3.3 core is required, this context offers \(version); update the GL driver (Mesa) or run under a newer X/Wayland server"
        case .shaderUnreadable(let path):
            return "cannot read shader \(path)"
        case .shaderCompile(let origin, let log):
            return "shader \(origin) failed to compile: \(Self.oneLine(log))"
        case .programLink(let log):
            return "shader program failed to link: \(Self.oneLine(log))"
        }
    }

    private static func oneLine(_ log: String) -> String {
        log.split(whereSeparator: \.isNewline).joined(separator: " | ")
    }
}
