import CEpoxy
import SlideOutCore

/// Replays a `DrawList` through OpenGL 3.3 core: one program, one unit-quad
/// buffer, textures from the cache, blending only where a quad is not opaque.
/// Needs a current GL context on the calling thread.
public final class GLBackend {
    private let program: GLuint
    private let vertexArray: GLuint
    private let matrixLocation, colorLocation, texturedLocation, sizeLocation, radiusLocation: GLint
    private let textures = TextureCache()
    /// Draw calls issued by the last `draw(_:)`.
    public private(set) var lastDrawCount = 0

    /// Checks the context's GL version and builds the program from `shaders`.
    public init(shaders: ShaderLibrary) throws(RenderError) {
        let version = sgl_version()
        guard version >= 33 else {
            throw .glTooOld(version: sgl_string(GLenum(GL_VERSION)).map { String(cString: $0) } ?? "\(version)")
        }
        program = try shaders.program(vertex: "quad.vert", fragment: "quad.frag")
        sgl_use_program(program)
        matrixLocation = sgl_uniform_location(program, "u_matrix")
        colorLocation = sgl_uniform_location(program, "u_color")
        texturedLocation = sgl_uniform_location(program, "u_textured")
        sizeLocation = sgl_uniform_location(program, "u_size")
        radiusLocation = sgl_uniform_location(program, "u_radius")
        sgl_uniform1i(sgl_uniform_location(program, "u_texture"), 0)

        vertexArray = sgl_gen_vertex_array()
        sgl_bind_vertex_array(vertexArray)
        let unitSquare: [Float] = [0, 0, 1, 0, 0, 1, 1, 1]
        let buffer = sgl_gen_buffer()
        unitSquare.withUnsafeBytes { sgl_array_buffer_data(buffer, $0.count, $0.baseAddress) }
        sgl_vertex_attrib(0, 2, GLsizei(2 * MemoryLayout<Float>.size), 0)
        sgl_blend_func(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Live GL textures (rasterized contents).
    public var textureCount: Int { textures.count }

    /// The GL version and renderer, for logs.
    public static var versionDescription: String {
        let version = sgl_string(GLenum(GL_VERSION)).map { String(cString: $0) } ?? "?"
        let renderer = sgl_string(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "?"
        return "\(version) on \(renderer)"
    }

    /// Draws `list` into the current framebuffer.
    public func draw(_ list: DrawList) {
        sgl_viewport(0, 0, GLsizei(list.framebufferWidth), GLsizei(list.framebufferHeight))
        let clear = list.clearColor
        sgl_clear_color(clear.x, clear.y, clear.z, clear.w)
        sgl_clear(GLbitfield(GL_COLOR_BUFFER_BIT))
        textures.keepOnly(list.referencedContents)

        var blending = false
        sgl_disable(GLenum(GL_BLEND))
        var boundTexture: GLuint = 0
        for command in list.commands {
            if command.isOpaque == blending {
                blending = !command.isOpaque
                if blending { sgl_enable(GLenum(GL_BLEND)) } else { sgl_disable(GLenum(GL_BLEND)) }
            }
            withUnsafeBytes(of: command.matrix) {
                sgl_uniform_matrix4(matrixLocation, $0.baseAddress!.assumingMemoryBound(to: GLfloat.self))
            }
            switch command.fill {
            case .solid(let color):
                sgl_uniform1i(texturedLocation, 0)
                sgl_uniform4f(colorLocation, color.x, color.y, color.z, color.w)
            case .texture(let key, let opacity):
                sgl_uniform1i(texturedLocation, 1)
                sgl_uniform4f(colorLocation, 1, 1, 1, opacity)
                let texture = textures.texture(for: key)
                if texture != boundTexture {
                    sgl_bind_texture(texture)
                    boundTexture = texture
                }
                sgl_texture_filter(command.isPixelAligned ? GL_NEAREST : GL_LINEAR)
            }
            sgl_uniform2f(sizeLocation, command.pixelSize.x, command.pixelSize.y)
            sgl_uniform1f(radiusLocation, command.cornerRadius)
            sgl_draw_quad()
        }
        lastDrawCount = list.commands.count
    }

    /// The framebuffer's pixels as BGRA rows, top row first.
    public func readPixels(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { sgl_read_bgra(GLsizei(width), GLsizei(height), $0.baseAddress) }
        let rowBytes = width * 4
        var flipped = [UInt8](repeating: 0, count: pixels.count)
        for row in 0..<height {
            let source = (height - 1 - row) * rowBytes
            flipped[row * rowBytes..<(row + 1) * rowBytes] = pixels[source..<source + rowBytes]
        }
        return flipped
    }
}
