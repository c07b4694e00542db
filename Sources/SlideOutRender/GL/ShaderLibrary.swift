import CEpoxy
import FoundationEssentials

/// Builds GL programs from the GLSL sources compiled into the library
/// (`BuiltInShaders`), or from files of the same names in an override
/// folder, reporting an unreadable or broken source by name with the GL log.
/// The sources are always read; a program already built from the same ones
/// by the same driver is loaded from `binaries` instead of compiled.
package struct ShaderLibrary {
    /// The folder whose files (`quad.vert`, `solid.frag`, ...) replace the
    /// built-in sources, all of them; nil uses the built-in ones.
    package let overrideDirectory: String?
    /// Where linked programs are kept between runs; nil keeps none.
    let binaries: ProgramBinaryCache?

    /// The built-in sources, or the files in `SLIDEOUT_SHADER_DIR` when it is
    /// set (to try a shader edit without rebuilding), with the standard
    /// binary cache.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ShaderLibrary {
        let override = environment["SLIDEOUT_SHADER_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        return ShaderLibrary(overrideDirectory: override, binaries: .standard(environment: environment))
    }

    /// What the program of `vertex` and `fragment` (file names, as in
    /// `BuiltInShaders.sources`) is made from: both sources, read now, and
    /// the binary this driver stored from them, if any.
    func recipe(vertex: String, fragment: String) throws(RenderError) -> ProgramRecipe {
        let (vertexSource, fragmentSource) = (try source(named: vertex), try source(named: fragment))
        let cache = sgl_program_binary_formats() > 0 ? binaries : nil
        let key = cache.map { _ in
            ProgramBinaryCache.key(for: [vertex, vertexSource.text, fragment, fragmentSource.text])
        }
        // Named by both shaders: one fragment shader serves programs of two vertex shaders.
        let name = vertex + "+" + fragment
        let stored = cache.flatMap { cache in key.flatMap { cache.binary(named: name, key: $0) } }
        return ProgramRecipe(name: name, vertex: vertexSource, fragment: fragmentSource, key: key, stored: stored)
    }

    /// Makes `recipe`'s program: from its stored binary where the driver
    /// takes it, else compiled and linked, and its binary stored.
    func program(from recipe: ProgramRecipe) throws(RenderError) -> GLuint {
        if let stored = recipe.stored, let program = binaries?.program(from: stored) { return program }
        let vertexShader = try compile(recipe.vertex, type: GLenum(GL_VERTEX_SHADER))
        let fragmentShader = try compile(recipe.fragment, type: GLenum(GL_FRAGMENT_SHADER))
        let program = sgl_create_program()
        sgl_attach_shader(program, vertexShader)
        sgl_attach_shader(program, fragmentShader)
        if recipe.key != nil { sgl_keep_program_binary(program) }
        sgl_link_program(program)
        sgl_delete_shader(vertexShader)
        sgl_delete_shader(fragmentShader)
        guard sgl_program_param(program, GLenum(GL_LINK_STATUS)) != 0 else {
            throw .programLink(log: log(of: program, length: sgl_program_param(program, GLenum(GL_INFO_LOG_LENGTH)),
                                        read: sgl_program_log))
        }
        if let cache = binaries, let key = recipe.key { cache.store(program, named: recipe.name, key: key) }
        return program
    }

    /// The text of source `name` and where it came from, for errors: the
    /// override folder's file, or the built-in source.
    private func source(named name: String) throws(RenderError) -> ShaderSource {
        guard let overrideDirectory else {
            guard let text = BuiltInShaders.sources[name] else { preconditionFailure("no built-in shader \(name)") }
            return (text, "\(name) (built in)")
        }
        let path = URL(fileURLWithPath: overrideDirectory).appendingPathComponent(name).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .shaderUnreadable(path: path)
        }
        return (text, path)
    }

    private func compile(_ source: ShaderSource, type: GLenum) throws(RenderError) -> GLuint {
        let shader = sgl_create_shader(type)
        sgl_shader_source(shader, source.text)
        sgl_compile_shader(shader)
        guard sgl_shader_param(shader, GLenum(GL_COMPILE_STATUS)) != 0 else {
            let message = log(of: shader, length: sgl_shader_param(shader, GLenum(GL_INFO_LOG_LENGTH)),
                              read: sgl_shader_log)
            sgl_delete_shader(shader)
            throw .shaderCompile(origin: source.origin, log: message)
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

/// A shader's text and where it came from, for errors: the override
/// folder's file, or the built-in source.
typealias ShaderSource = (text: String, origin: String)

/// What one program is made from (`ShaderLibrary.recipe`): a stored binary
/// means this driver linked these very sources before.
struct ProgramRecipe {
    /// Both shaders' file names, which name the stored binary too.
    let name: String
    let vertex: ShaderSource
    let fragment: ShaderSource
    /// The binary cache's key for these sources and driver; nil without a cache.
    let key: UInt64?
    let stored: ProgramBinaryCache.StoredBinary?
}
