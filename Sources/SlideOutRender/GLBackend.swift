import CEpoxy
import SlideOutCore

/// Replays a `DrawList` through OpenGL 3.3 core: one vertex buffer of the
/// frame's quads (no uniform changes between draws), a trivial program per
/// kind of fill (llvmpipe runs every instruction of a shader for every pixel,
/// so solid fills must not pay for texturing, nor untinted contents for a
/// tint), blending only where a quad is not opaque, and GL state changed only
/// when it differs.
/// Needs a current GL context on the calling thread.
public final class GLBackend {
    private let solid: QuadProgram
    private let rounded: QuadProgram
    private let textured: QuadProgram
    private let tinted: QuadProgram
    private let shadow: QuadProgram
    private let textures = TextureCache()
    private let vertexBuffer: GLuint
    private var vertices = QuadVertices()
    /// Draw calls issued by the last `draw(_:)`.
    public private(set) var lastDrawCount = 0

    /// Checks the context's GL version and builds the programs from `shaders`.
    public init(shaders: ShaderLibrary) throws(RenderError) {
        let version = sgl_version()
        guard version >= 33 else {
            throw .glTooOld(version: sgl_string(GLenum(GL_VERSION)).map { String(cString: $0) } ?? "\(version)")
        }
        solid = try QuadProgram(library: shaders, fragment: "solid.frag")
        rounded = try QuadProgram(library: shaders, fragment: "rounded.frag")
        textured = try QuadProgram(library: shaders, fragment: "textured.frag")
        tinted = try QuadProgram(library: shaders, fragment: "tinted.frag")
        shadow = try QuadProgram(library: shaders, fragment: "shadow.frag")

        sgl_bind_vertex_array(sgl_gen_vertex_array())
        vertexBuffer = sgl_gen_buffer()
        sgl_stream_buffer_data(vertexBuffer, 0, nil)
        let floatSize = MemoryLayout<Float>.size, stride = GLsizei(QuadVertices.floatsPerVertex * floatSize)
        for (index, (size, offset)) in [(4, 0), (2, 4), (4, 6), (4, 10), (4, 14)].enumerated() {
            sgl_vertex_attrib(GLuint(index), GLint(size), stride, offset * floatSize)
        }
        sgl_blend_func(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Live GL textures (rasterized contents).
    public var textureCount: Int { textures.count }

    /// Renders `picture` (a snapshot's recorded draws) into a new texture and
    /// keeps it as `key`'s contents, freed like any other once no visible
    /// layer shows it. Only snapshots drawn faded, scaled or turned need one.
    public func renderSnapshot(_ picture: DrawList, as key: ContentKey) {
        let (width, height) = (picture.framebufferWidth, picture.framebufferHeight)
        guard width > 0, height > 0 else { return }
        let texture = sgl_gen_texture()
        let framebuffer = sgl_render_target(texture, GLsizei(width), GLsizei(height))
        guard framebuffer != 0 else {
            sgl_delete_texture(texture)
            return
        }
        draw(picture, keepingTextures: true)
        sgl_end_render_target()
        sgl_delete_framebuffer(framebuffer)
        textures.adopt(texture, for: key)
    }

    /// True when `key`'s texture exists (a snapshot rendered earlier).
    public func hasTexture(for key: ContentKey) -> Bool {
        textures.contains(key)
    }

    /// Draws `list` into the current framebuffer.
    public func draw(_ list: DrawList) {
        draw(list, keepingTextures: false)
    }

    /// With `keepingTextures`, textures the list does not show survive (an
    /// off-screen pass shows only part of the tree).
    private func draw(_ list: DrawList, keepingTextures: Bool) {
        sgl_viewport(0, 0, GLsizei(list.framebufferWidth), GLsizei(list.framebufferHeight))
        if let index = list.backgroundIndex, case .solid(let color) = list.commands[index].fill {
            clear(to: color)
        } else if list.needsClear {
            clear(to: list.clearColor)
        }
        if !keepingTextures { textures.keepOnly(list.referencedContents) }
        let firstVertex = uploadQuads(of: list)

        // Every draw is scissored to its pixel bounds: a replayed picture's
        // draws are cut to where the picture shows.
        sgl_enable(GLenum(GL_SCISSOR_TEST))
        defer { sgl_disable(GLenum(GL_SCISSOR_TEST)) }
        var state = StateCache()
        for (index, command) in list.commands.enumerated() where index != list.backgroundIndex {
            let (x0, y0, x1, y1) = command.coveredPixels
            sgl_scissor(x0, GLint(list.framebufferHeight) - y1, x1 - x0, y1 - y0)
            if Self.isCleared(command), case .solid(let color) = command.fill {
                clear(to: color)
                continue
            }
            state.setBlending(!command.isOpaque)
            switch command.fill {
            case .solid where command.cornerRadius > 0:
                state.use(rounded)
            case .solid:
                state.use(solid)
            case .shadow:
                state.use(shadow)
            case .texture(let key, _, let tint):
                // Untinted contents (nearly all) take the one-read program.
                state.use(tint.w > 0 ? tinted : textured)
                state.bind(textures.texture(for: key, filter: command.isPixelAligned ? GL_NEAREST : GL_LINEAR))
            }
            sgl_draw_quad(firstVertex[index])
        }
        lastDrawCount = list.commands.count
    }

    /// Puts the quads of `list` that are drawn as quads (not cleared) into the
    /// vertex buffer; returns each command's first vertex (-1 for the cleared).
    private func uploadQuads(of list: DrawList) -> [Int32] {
        vertices.removeAll()
        let firstVertex = list.commands.enumerated().map { index, command -> Int32 in
            if index == list.backgroundIndex || Self.isCleared(command) { return -1 }
            var flipsV = false
            if case .texture(let key, _, _) = command.fill, case .snapshot = key.contents { flipsV = true }
            return vertices.append(command, flipsV: flipsV, framebufferHeight: list.framebufferHeight)
        }
        vertices.floats.withUnsafeBytes { sgl_stream_buffer_data(vertexBuffer, $0.count, $0.baseAddress) }
        return firstVertex
    }

    /// An opaque rectangle is a scissored clear: no blending, the simplest shading.
    private static func isCleared(_ command: DrawCommand) -> Bool {
        guard command.isOpaque, command.isAxisAligned, case .solid = command.fill else { return false }
        return true
    }

    /// Clears the framebuffer, or the scissor rectangle when the scissor test
    /// is on, to `color` on the framebuffer's levels.
    private func clear(to color: SIMD4<Float>) {
        let color = Self.framebufferLevels(color)
        sgl_clear_color(color.x, color.y, color.z, color.w)
        sgl_clear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }

    /// `color` on the framebuffer's 8-bit levels. A clear colour between two
    /// levels is rounded one way where a tile is only cleared and the other
    /// where something is drawn into it too (llvmpipe's 64-pixel tiles), so a
    /// folded overlay's tint would show tile-sized boxes one level apart.
    static func framebufferLevels(_ color: SIMD4<Float>) -> SIMD4<Float> {
        (color * 255).rounded(.toNearestOrAwayFromZero) / 255
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

/// The GL state of one frame's replay, changed only when a draw needs
/// something different.
private struct StateCache {
    private(set) var program = QuadProgram.none
    private var blending: Bool?
    private var texture: GLuint = 0

    mutating func use(_ next: QuadProgram) {
        if next.id != program.id {
            sgl_use_program(next.id)
            program = next
        }
    }

    mutating func setBlending(_ enabled: Bool) {
        guard enabled != blending else { return }
        if enabled { sgl_enable(GLenum(GL_BLEND)) } else { sgl_disable(GLenum(GL_BLEND)) }
        blending = enabled
    }

    mutating func bind(_ next: GLuint) {
        guard next != texture else { return }
        sgl_bind_texture(next)
        texture = next
    }
}
