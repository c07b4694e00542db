import CEpoxy

/// The GL state the backend changes, read from the current context, so that
/// a host owning the context gets its own back after SlideOut builds its
/// programs there or draws into its frame: viewport, scissor, blending,
/// depth, stencil and culling tests, clear colour, colour write mask,
/// program, vertex array, array buffer, texture unit, unit 0's texture and
/// sampler, framebuffers, and the unpack alignment and row length.
struct GLState {
    private static let capabilities = [GL_SCISSOR_TEST, GL_BLEND, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE]
    private var viewport = [GLint](repeating: 0, count: 4)
    private var scissorBox = [GLint](repeating: 0, count: 4)
    private var enabled: [GLboolean]
    private var clearColor = [GLfloat](repeating: 0, count: 4)
    private var colorMask = [GLboolean](repeating: 1, count: 4)
    private let blend: [GLint]
    private let program, vertexArray, arrayBuffer, activeTexture, texture, sampler, drawFramebuffer, readFramebuffer: GLint
    private let unpackAlignment, unpackRowLength: GLint

    /// Reads the current context's state. It leaves texture unit 0 active
    /// (reading that unit's texture needs it), which the backend draws with.
    init() {
        sgl_get_integers(GLenum(GL_VIEWPORT), &viewport)
        sgl_get_integers(GLenum(GL_SCISSOR_BOX), &scissorBox)
        enabled = Self.capabilities.map { sgl_is_enabled(GLenum($0)) }
        sgl_get_floats(GLenum(GL_COLOR_CLEAR_VALUE), &clearColor)
        sgl_get_booleans(GLenum(GL_COLOR_WRITEMASK), &colorMask)
        blend = [GL_BLEND_SRC_RGB, GL_BLEND_DST_RGB, GL_BLEND_SRC_ALPHA, GL_BLEND_DST_ALPHA,
                 GL_BLEND_EQUATION_RGB, GL_BLEND_EQUATION_ALPHA].map(Self.integer)
        program = Self.integer(GL_CURRENT_PROGRAM)
        vertexArray = Self.integer(GL_VERTEX_ARRAY_BINDING)
        arrayBuffer = Self.integer(GL_ARRAY_BUFFER_BINDING)
        activeTexture = Self.integer(GL_ACTIVE_TEXTURE)
        sgl_active_texture(GLenum(GL_TEXTURE0))
        texture = Self.integer(GL_TEXTURE_BINDING_2D)
        sampler = Self.integer(GL_SAMPLER_BINDING)
        drawFramebuffer = Self.integer(GL_DRAW_FRAMEBUFFER_BINDING)
        readFramebuffer = Self.integer(GL_READ_FRAMEBUFFER_BINDING)
        unpackAlignment = Self.integer(GL_UNPACK_ALIGNMENT)
        unpackRowLength = Self.integer(GL_UNPACK_ROW_LENGTH)
    }

    /// Puts every value read back into the current context.
    func restore() {
        sgl_viewport(viewport[0], viewport[1], viewport[2], viewport[3])
        sgl_scissor(scissorBox[0], scissorBox[1], scissorBox[2], scissorBox[3])
        for (capability, on) in zip(Self.capabilities, enabled) { sgl_set_enabled(GLenum(capability), on) }
        sgl_clear_color(clearColor[0], clearColor[1], clearColor[2], clearColor[3])
        sgl_color_mask(colorMask[0], colorMask[1], colorMask[2], colorMask[3])
        let blend = self.blend.map { GLenum($0) }
        sgl_blend_func_separate(blend[0], blend[1], blend[2], blend[3])
        sgl_blend_equation_separate(blend[4], blend[5])
        sgl_use_program(GLuint(program))
        sgl_bind_vertex_array(GLuint(vertexArray))
        sgl_bind_array_buffer(GLuint(arrayBuffer))
        sgl_active_texture(GLenum(GL_TEXTURE0))
        sgl_bind_texture(GLuint(texture))
        sgl_bind_sampler(GLuint(sampler))
        sgl_active_texture(GLenum(activeTexture))
        sgl_bind_framebuffers(GLuint(drawFramebuffer), GLuint(readFramebuffer))
        sgl_pixel_store(GLenum(GL_UNPACK_ALIGNMENT), unpackAlignment)
        sgl_pixel_store(GLenum(GL_UNPACK_ROW_LENGTH), unpackRowLength)
    }

    private static func integer(_ name: Int32) -> GLint {
        var value: GLint = 0
        sgl_get_integers(GLenum(name), &value)
        return value
    }
}
