import CEpoxy
import FoundationEssentials

/// Finds the top-level `shaders/` folder at run time and builds GL programs
/// from it, reporting a missing or broken file by path with the GL log.
/// The sources are always read; a program already built from the same ones
/// by the same driver is loaded from `binaries` instead of compiled.
public struct ShaderLibrary {
    /// The path of the folder the shader files are read from.
    public let directory: String
    /// Where linked programs are kept between runs; nil keeps none.
    let binaries: ProgramBinaryCache?

    /// Uses `SLIDEOUT_SHADER_DIR` when set, else the first `shaders/` folder
    /// found: beside the executable (an installed copy), then the package's
    /// own top-level folder, where this source file was built from.
    public static func locate() throws(RenderError) -> ShaderLibrary {
        if let override = ProcessInfo.processInfo.environment["SLIDEOUT_SHADER_DIR"], !override.isEmpty {
            return ShaderLibrary(directory: override, binaries: .standard())
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [executable.deletingLastPathComponent(), package].map { $0.appendingPathComponent("shaders").path }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw .shaderNotFound(searched: candidates)
        }
        return ShaderLibrary(directory: found, binaries: .standard())
    }

    /// Builds the program of `vertex` and `fragment` (file names in the
    /// folder): from its stored binary where there is one, else compiled and
    /// linked, and its binary stored.
    func program(vertex: String, fragment: String) throws(RenderError) -> GLuint {
        let (vertexPath, fragmentPath) = (path(of: vertex), path(of: fragment))
        let (vertexSource, fragmentSource) = (try source(at: vertexPath), try source(at: fragmentPath))
        let cache = sgl_program_binary_formats() > 0 ? binaries : nil
        let key = cache.map { _ in ProgramBinaryCache.key(for: [vertex, vertexSource, fragment, fragmentSource]) }
        if let cache, let key, let program = cache.program(named: fragment, key: key) { return program }
        let vertexShader = try compile(vertexSource, at: vertexPath, type: GLenum(GL_VERTEX_SHADER))
        let fragmentShader = try compile(fragmentSource, at: fragmentPath, type: GLenum(GL_FRAGMENT_SHADER))
        let program = sgl_create_program()
        sgl_attach_shader(program, vertexShader)
        sgl_attach_shader(program, fragmentShader)
        if cache != nil { sgl_keep_program_binary(program) }
        sgl_link_program(program)
        sgl_delete_shader(vertexShader)
        sgl_delete_shader(fragmentShader)
        guard sgl_program_param(program, GLenum(GL_LINK_STATUS)) != 0 else {
            throw .programLink(log: log(of: program, length: sgl_program_param(program, GLenum(GL_INFO_LOG_LENGTH)),
                                        read: sgl_program_log))
        }
        if let cache, let key { cache.store(program, named: fragment, key: key) }
        return program
    }

    private func path(of name: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }

    private func source(at path: String) throws(RenderError) -> String {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .shaderUnreadable(path: path)
        }
        return source
    }

    private func compile(_ source: String, at path: String, type: GLenum) throws(RenderError) -> GLuint {
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
