import CEpoxy
import FoundationEssentials

/// Finds the top-level `shaders/` folder at run time and builds GL programs
/// from it, reporting a missing or broken file by path with the GL log.
public struct ShaderLibrary {
    /// The path of the folder the shader files are read from.
    public let directory: String

    /// Uses `SLIDEOUT_SHADER_DIR` when set, else the first `shaders/` folder
    /// found: beside the executable (an installed copy), then the package's
    /// own top-level folder, where this source file was built from.
    public static func locate() throws(RenderError) -> ShaderLibrary {
        if let override = ProcessInfo.processInfo.environment["SLIDEOUT_SHADER_DIR"], !override.isEmpty {
            return ShaderLibrary(directory: override)
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [executable.deletingLastPathComponent(), package].map { $0.appendingPathComponent("shaders").path }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw .shaderNotFound(searched: candidates)
        }
        return ShaderLibrary(directory: found)
    }

    /// Compiles `vertex` and `fragment` (file names in the folder) and links them.
    func program(vertex: String, fragment: String) throws(RenderError) -> GLuint {
        let vertexShader = try compile(vertex, type: GLenum(GL_VERTEX_SHADER))
        let fragmentShader = try compile(fragment, type: GLenum(GL_FRAGMENT_SHADER))
        let program = sgl_create_program()
        sgl_attach_shader(program, vertexShader)
        sgl_attach_shader(program, fragmentShader)
        sgl_link_program(program)
        sgl_delete_shader(vertexShader)
        sgl_delete_shader(fragmentShader)
        guard sgl_program_param(program, GLenum(GL_LINK_STATUS)) != 0 else {
            throw .programLink(log: log(of: program, length: sgl_program_param(program, GLenum(GL_INFO_LOG_LENGTH)),
                                        read: sgl_program_log))
        }
        return program
    }

    private func compile(_ name: String, type: GLenum) throws(RenderError) -> GLuint {
        let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .shaderUnreadable(path: path)
        }
        let shader = sgl_create_shader(type)
        sgl_shader_source(shader, source)
        sgl_compile_shader(shader)
        guard sgl_shader_param(shader, GLenum(GL_COMPILE_STATUS)) != 0 else {
            let message = log(of: shader, length: sgl_shader_param(shader, GLenum(GL_INFO_LOG_LENGTH)),
                              read: sgl_shader_log)
            sgl_delete_shader(shader)
            throw .shaderCompile(path: path, log: message)
        }
        return shader
    }

    private func log(of object: GLuint, length: GLint,
                     read: (GLuint, GLsizei, UnsafeMutablePointer<CChar>?) -> Void) -> String {
        var buffer = [CChar](repeating: 0, count: Int(max(length, 1)) + 1)
        read(object, GLsizei(buffer.count - 1), &buffer)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
