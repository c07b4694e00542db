// epoxy's glXxx names are macros over function pointers, which Swift cannot
// import; these inline wrappers are the GL surface the renderer uses.
#include <epoxy/gl.h>

static inline int sgl_version(void) { return epoxy_gl_version(); }
static inline const char *sgl_string(GLenum name) { return (const char *)glGetString(name); }
static inline void sgl_viewport(GLint x, GLint y, GLsizei w, GLsizei h) { glViewport(x, y, w, h); }
static inline void sgl_clear_color(GLfloat r, GLfloat g, GLfloat b, GLfloat a) { glClearColor(r, g, b, a); }
static inline void sgl_clear(GLbitfield mask) { glClear(mask); }
static inline void sgl_enable(GLenum cap) { glEnable(cap); }
static inline void sgl_disable(GLenum cap) { glDisable(cap); }
static inline void sgl_blend_func(GLenum s, GLenum d) { glBlendFunc(s, d); }
static inline void sgl_finish(void) { glFinish(); }
/// Which channels draws write (all four, or colour alone to keep the alpha under them).
static inline void sgl_color_mask(GLboolean r, GLboolean g, GLboolean b, GLboolean a) { glColorMask(r, g, b, a); }
/// The blend factors and equations, RGB and alpha apart (a host's, put back).
static inline void sgl_blend_func_separate(GLenum sRGB, GLenum dRGB, GLenum sA, GLenum dA) { glBlendFuncSeparate(sRGB, dRGB, sA, dA); }
static inline void sgl_blend_equation_separate(GLenum rgb, GLenum alpha) { glBlendEquationSeparate(rgb, alpha); }
/// Reads integer state (`count` values: 4 for the viewport or scissor box).
static inline void sgl_get_integers(GLenum name, GLint *values) { glGetIntegerv(name, values); }
static inline void sgl_get_floats(GLenum name, GLfloat *values) { glGetFloatv(name, values); }
static inline void sgl_get_booleans(GLenum name, GLboolean *values) { glGetBooleanv(name, values); }
static inline GLboolean sgl_is_enabled(GLenum cap) { return glIsEnabled(cap); }
static inline void sgl_set_enabled(GLenum cap, GLboolean on) { if (on) glEnable(cap); else glDisable(cap); }
static inline void sgl_active_texture(GLenum unit) { glActiveTexture(unit); }
static inline void sgl_bind_array_buffer(GLuint b) { glBindBuffer(GL_ARRAY_BUFFER, b); }
static inline void sgl_pixel_store(GLenum name, GLint value) { glPixelStorei(name, value); }
/// Binds the framebuffers drawn into and read from (a host's may differ).
static inline void sgl_bind_framebuffers(GLuint draw, GLuint read) {
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, draw);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, read);
}
/// Limits drawing (and clearing) to a framebuffer rectangle, origin bottom-left, while GL_SCISSOR_TEST is on.
static inline void sgl_scissor(GLint x, GLint y, GLsizei w, GLsizei h) { glScissor(x, y, w, h); }

static inline GLuint sgl_create_shader(GLenum type) { return glCreateShader(type); }
static inline void sgl_shader_source(GLuint s, const char *src) { glShaderSource(s, 1, &src, NULL); }
static inline void sgl_compile_shader(GLuint s) { glCompileShader(s); }
static inline GLint sgl_shader_param(GLuint s, GLenum p) { GLint v = 0; glGetShaderiv(s, p, &v); return v; }
static inline void sgl_shader_log(GLuint s, GLsizei n, char *buf) { glGetShaderInfoLog(s, n, NULL, buf); }
static inline void sgl_delete_shader(GLuint s) { glDeleteShader(s); }
static inline GLuint sgl_create_program(void) { return glCreateProgram(); }
static inline void sgl_attach_shader(GLuint p, GLuint s) { glAttachShader(p, s); }
static inline void sgl_link_program(GLuint p) { glLinkProgram(p); }
static inline GLint sgl_program_param(GLuint p, GLenum n) { GLint v = 0; glGetProgramiv(p, n, &v); return v; }
static inline void sgl_program_log(GLuint p, GLsizei n, char *buf) { glGetProgramInfoLog(p, n, NULL, buf); }
static inline void sgl_use_program(GLuint p) { glUseProgram(p); }
/// How many program binary formats the driver offers (0: no program binaries).
static inline GLint sgl_program_binary_formats(void) { GLint n = 0; glGetIntegerv(GL_NUM_PROGRAM_BINARY_FORMATS, &n); return n; }
/// Asks the driver to keep `p`'s binary retrievable; set before linking.
static inline void sgl_keep_program_binary(GLuint p) { glProgramParameteri(p, GL_PROGRAM_BINARY_RETRIEVABLE_HINT, GL_TRUE); }
/// Writes up to `capacity` bytes of linked program `p`'s binary; returns the bytes written (0 when none).
static inline GLsizei sgl_get_program_binary(GLuint p, GLsizei capacity, GLenum *format, void *bytes) {
    GLsizei length = 0;
    glGetProgramBinary(p, capacity, &length, format, bytes);
    return length;
}
static inline void sgl_program_binary(GLuint p, GLenum format, const void *bytes, GLsizei length) {
    glProgramBinary(p, format, bytes, length);
}
static inline void sgl_delete_program(GLuint p) { glDeleteProgram(p); }
static inline GLint sgl_uniform_location(GLuint p, const char *name) { return glGetUniformLocation(p, name); }
static inline void sgl_uniform_matrix4(GLint loc, const GLfloat *m) { glUniformMatrix4fv(loc, 1, GL_FALSE, m); }
static inline void sgl_uniform4f(GLint loc, GLfloat a, GLfloat b, GLfloat c, GLfloat d) { glUniform4f(loc, a, b, c, d); }
static inline void sgl_uniform2f(GLint loc, GLfloat a, GLfloat b) { glUniform2f(loc, a, b); }
static inline void sgl_uniform1f(GLint loc, GLfloat a) { glUniform1f(loc, a); }
static inline void sgl_uniform1i(GLint loc, GLint a) { glUniform1i(loc, a); }

static inline GLuint sgl_gen_vertex_array(void) { GLuint v = 0; glGenVertexArrays(1, &v); return v; }
static inline void sgl_bind_vertex_array(GLuint v) { glBindVertexArray(v); }
static inline void sgl_delete_vertex_array(GLuint v) { glDeleteVertexArrays(1, &v); }
static inline void sgl_delete_buffer(GLuint b) { glDeleteBuffers(1, &b); }
static inline GLuint sgl_gen_buffer(void) { GLuint b = 0; glGenBuffers(1, &b); return b; }
static inline void sgl_array_buffer_data(GLuint b, GLsizeiptr size, const void *data) {
    glBindBuffer(GL_ARRAY_BUFFER, b);
    glBufferData(GL_ARRAY_BUFFER, size, data, GL_STATIC_DRAW);
}
static inline void sgl_vertex_attrib(GLuint index, GLint size, GLsizei stride, GLsizeiptr offset) {
    glEnableVertexAttribArray(index);
    glVertexAttribPointer(index, size, GL_FLOAT, GL_FALSE, stride, (const void *)offset);
}
static inline void sgl_draw_quad(void) { glDrawArrays(GL_TRIANGLES, 0, 6); }
/// Replaces `b`'s contents with `size` bytes of vertices drawn once, and draws
/// them as triangles of `count` vertices.
static inline void sgl_draw_streamed_triangles(GLuint b, GLsizeiptr size, const void *data, GLsizei count) {
    glBindBuffer(GL_ARRAY_BUFFER, b);
    glBufferData(GL_ARRAY_BUFFER, size, data, GL_STREAM_DRAW);
    glDrawArrays(GL_TRIANGLES, 0, count);
}

static inline GLuint sgl_gen_texture(void) { GLuint t = 0; glGenTextures(1, &t); return t; }
static inline void sgl_delete_texture(GLuint t) { glDeleteTextures(1, &t); }
static inline void sgl_bind_texture(GLuint t) { glBindTexture(GL_TEXTURE_2D, t); }
/// A sampler reading with `filter` (GL_NEAREST or GL_LINEAR) and clamping to the edge.
static inline GLuint sgl_gen_sampler(GLint filter) {
    GLuint s = 0;
    glGenSamplers(1, &s);
    glSamplerParameteri(s, GL_TEXTURE_MIN_FILTER, filter);
    glSamplerParameteri(s, GL_TEXTURE_MAG_FILTER, filter);
    glSamplerParameteri(s, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glSamplerParameteri(s, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    return s;
}
static inline void sgl_delete_sampler(GLuint s) { glDeleteSamplers(1, &s); }
/// Binds `s` to texture unit 0 (0: the texture's own parameters).
static inline void sgl_bind_sampler(GLuint s) { glBindSampler(0, s); }
/// Uploads premultiplied BGRA rows (Cairo ARGB32 on little-endian) with the given stride.
/// The unsized internal format lets the driver keep the rows in BGRA order
/// (GL_RGBA8 makes Mesa swizzle them to RGBA): the framebuffer's order, which
/// llvmpipe's fast copy-and-blend path requires.
static inline void sgl_upload_bgra(GLsizei w, GLsizei h, GLint stride, const void *pixels) {
    glPixelStorei(GL_UNPACK_ROW_LENGTH, stride / 4);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_BGRA, GL_UNSIGNED_BYTE, pixels);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
}
/// Storage for a w x h texture in the same BGRA order, its contents undefined.
static inline void sgl_allocate_bgra(GLsizei w, GLsizei h) {
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_BGRA, GL_UNSIGNED_BYTE, NULL);
}
/// Replaces the w x h texels at (x, y) (rows down from the first) of the bound
/// texture with premultiplied BGRA rows `w * 4` bytes apart.
static inline void sgl_upload_bgra_at(GLint x, GLint y, GLsizei w, GLsizei h, const void *pixels) {
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glTexSubImage2D(GL_TEXTURE_2D, 0, x, y, w, h, GL_BGRA, GL_UNSIGNED_BYTE, pixels);
}
/// Reads the framebuffer as BGRA rows, bottom row first (GL's origin).
static inline void sgl_read_bgra(GLsizei w, GLsizei h, void *pixels) {
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glReadPixels(0, 0, w, h, GL_BGRA, GL_UNSIGNED_BYTE, pixels);
}

/// An RGBA8 texture of w x h with no contents yet, attached to a new
/// framebuffer object that is left bound; returns the framebuffer (0 when
/// incomplete, `window` bound again).
static inline GLuint sgl_render_target(GLuint texture, GLsizei w, GLsizei h, GLuint window) {
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
    GLuint framebuffer = 0;
    glGenFramebuffers(1, &framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
        glBindFramebuffer(GL_FRAMEBUFFER, window);
        glDeleteFramebuffers(1, &framebuffer);
        return 0;
    }
    return framebuffer;
}
/// The framebuffer drawn into now (the window's: 0, or one the platform
/// presents from).
static inline GLuint sgl_bound_framebuffer(void) {
    GLint framebuffer = 0;
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &framebuffer);
    return (GLuint)framebuffer;
}
/// Back to drawing into `framebuffer`, the window's.
static inline void sgl_end_render_target(GLuint framebuffer) { glBindFramebuffer(GL_FRAMEBUFFER, framebuffer); }
static inline void sgl_delete_framebuffer(GLuint framebuffer) { glDeleteFramebuffers(1, &framebuffer); }
