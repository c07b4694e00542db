// EGL and the offscreen framebuffer through epoxy, for the OpenGL context
// the platform makes itself where the window system's own EGL surface
// cannot say which pixels a frame changed (Mesa's software renderer on
// Wayland): epoxy's eglXxx and glXxx names are macros over function
// pointers, which Swift cannot import; these inline wrappers can be.
#include <epoxy/egl.h>
#include <epoxy/gl.h>
#include <string.h>

/// Mesa's surfaceless platform, initialised: a context that draws only into
/// framebuffer objects and needs no connection to any window system; NULL
/// where the EGL implementation has no such platform.
static inline EGLDisplay segl_open_surfaceless(void) {
    if (!epoxy_has_egl_extension(EGL_NO_DISPLAY, "EGL_MESA_platform_surfaceless")) return NULL;
    EGLDisplay display = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
    if (display == EGL_NO_DISPLAY) return NULL;
    EGLint major = 0, minor = 0;
    if (!eglInitialize(display, &major, &minor)) return NULL;
    return display;
}

/// An OpenGL 3.3 core context without a configuration, current with no
/// surface; NULL (and the display terminated) where that cannot be had.
static inline EGLContext segl_create_current_core_context(EGLDisplay display) {
    if (!epoxy_has_egl_extension(display, "EGL_KHR_surfaceless_context")
        || !epoxy_has_egl_extension(display, "EGL_KHR_no_config_context")
        || !eglBindAPI(EGL_OPENGL_API)) {
        eglTerminate(display);
        return NULL;
    }
    const EGLint attributes[] = {
        EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
        EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE
    };
    EGLContext context = eglCreateContext(display, EGL_NO_CONFIG_KHR, EGL_NO_CONTEXT, attributes);
    if (context == EGL_NO_CONTEXT || !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) {
        if (context != EGL_NO_CONTEXT) eglDestroyContext(display, context);
        eglTerminate(display);
        return NULL;
    }
    return context;
}

/// Makes `context` current with no surface, drawing into `framebuffer`.
static inline void segl_make_current(EGLDisplay display, EGLContext context, GLuint framebuffer) {
    eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
}

static inline void segl_destroy_context(EGLDisplay display, EGLContext context) {
    eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(display, context);
    eglTerminate(display);
}

/// The target's pixels: BGRA, as the unsized internal format lets the
/// driver keep them (GL_RGBA8 makes Mesa store RGBA), the order of the
/// textures drawn into it (llvmpipe's fast copy-and-blend path needs both
/// alike) and of the window system's buffers (read back as a row copy).
static inline void segl_target_storage(GLuint texture, GLsizei w, GLsizei h) {
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_BGRA, GL_UNSIGNED_BYTE, NULL);
}

/// A BGRA texture of w x h attached to a new framebuffer object, left bound
/// for drawing and reading; returns the framebuffer (0 when incomplete) and
/// the texture through `texture`.
static inline GLuint segl_create_target(GLsizei w, GLsizei h, GLuint *texture) {
    glGenTextures(1, texture);
    segl_target_storage(*texture, w, h);
    GLuint framebuffer = 0;
    glGenFramebuffers(1, &framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, *texture, 0);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glDeleteFramebuffers(1, &framebuffer);
        glDeleteTextures(1, texture);
        return 0;
    }
    return framebuffer;
}

/// Gives the target a new size (its pixels are lost).
static inline void segl_resize_target(GLuint texture, GLsizei w, GLsizei h) { segl_target_storage(texture, w, h); }

static inline void segl_delete_target(GLuint framebuffer, GLuint texture) {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteFramebuffers(1, &framebuffer);
    glDeleteTextures(1, &texture);
}

/// True where the current context draws on the CPU (llvmpipe, softpipe,
/// swrast): there no window system buffer can be written in place.
static inline int segl_renderer_is_software(void) {
    const char *renderer = (const char *)glGetString(GL_RENDERER);
    return renderer && (strstr(renderer, "llvmpipe") || strstr(renderer, "softpipe") || strstr(renderer, "swrast"));
}

/// True where the driver can read pixels top row first (GL_MESA_pack_invert,
/// every Mesa driver): rows then land in a window system's top-down buffer as they are.
static inline int segl_can_read_top_down(void) { return epoxy_has_gl_extension("GL_MESA_pack_invert"); }

/// Reads a rectangle of the bound framebuffer (x, y from its bottom-left)
/// as BGRA rows, top row first, `row_pixels` apart in `pixels`.
static inline void segl_read_bgra_top_down(GLint x, GLint y, GLsizei w, GLsizei h, GLint row_pixels, void *pixels) {
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glPixelStorei(GL_PACK_ROW_LENGTH, row_pixels);
    glPixelStorei(GL_PACK_INVERT_MESA, GL_TRUE);
    glReadPixels(x, y, w, h, GL_BGRA, GL_UNSIGNED_BYTE, pixels);
    glPixelStorei(GL_PACK_INVERT_MESA, GL_FALSE);
    glPixelStorei(GL_PACK_ROW_LENGTH, 0);
}

/// Makes `framebuffer` the one drawn into and read from.
static inline void segl_bind_framebuffer(GLuint framebuffer) { glBindFramebuffer(GL_FRAMEBUFFER, framebuffer); }
