// EGL and the offscreen framebuffer through epoxy, for the OpenGL context
// the platform makes itself on Wayland, which presents through an EGL
// window surface or the app's own shared-memory buffers: epoxy's eglXxx
// and glXxx names are macros over function pointers, which Swift cannot
// import; these inline wrappers can be.
#include <epoxy/egl.h>
#include <epoxy/gl.h>

/// EGL on Wayland connection `connection` (a `wl_display`), initialised;
/// NULL where EGL has no Wayland platform or cannot start on it. EGL gives
/// every caller with the same connection the same display.
static inline EGLDisplay segl_open_wayland(void *connection) {
    if (!epoxy_has_egl_extension(EGL_NO_DISPLAY, "EGL_EXT_platform_base")
        || (!epoxy_has_egl_extension(EGL_NO_DISPLAY, "EGL_EXT_platform_wayland")
            && !epoxy_has_egl_extension(EGL_NO_DISPLAY, "EGL_KHR_platform_wayland"))) return NULL;
    EGLDisplay display = eglGetPlatformDisplayEXT(EGL_PLATFORM_WAYLAND_EXT, connection, NULL);
    if (display == EGL_NO_DISPLAY) return NULL;
    EGLint major = 0, minor = 0;
    if (!eglInitialize(display, &major, &minor)) return NULL;
    return display;
}

static inline void segl_terminate(EGLDisplay display) { eglTerminate(display); }

/// A configuration for OpenGL windows with 8-bit RGBA colour and no depth,
/// stencil or multisample buffer (the closest the display has where none
/// matches exactly); NULL when it has none for OpenGL windows.
static inline EGLConfig segl_choose_window_config(EGLDisplay display) {
    const EGLint wanted[] = {
        EGL_SURFACE_TYPE, EGL_WINDOW_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
        EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE
    };
    EGLConfig configs[64];
    EGLint count = 0;
    if (!eglChooseConfig(display, wanted, configs, 64, &count) || count < 1) return NULL;
    for (EGLint i = 0; i < count; i++) {
        EGLint red = 0, alpha = 0, depth = 0, stencil = 0, samples = 0;
        eglGetConfigAttrib(display, configs[i], EGL_RED_SIZE, &red);
        eglGetConfigAttrib(display, configs[i], EGL_ALPHA_SIZE, &alpha);
        eglGetConfigAttrib(display, configs[i], EGL_DEPTH_SIZE, &depth);
        eglGetConfigAttrib(display, configs[i], EGL_STENCIL_SIZE, &stencil);
        eglGetConfigAttrib(display, configs[i], EGL_SAMPLES, &samples);
        if (red == 8 && alpha == 8 && depth == 0 && stencil == 0 && samples == 0) return configs[i];
    }
    return configs[0];
}

/// An OpenGL 3.3 core context of `config`; NULL where it cannot be had.
static inline EGLContext segl_create_core_context(EGLDisplay display, EGLConfig config) {
    if (!eglBindAPI(EGL_OPENGL_API)) return NULL;
    const EGLint attributes[] = {
        EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
        EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE
    };
    EGLContext context = eglCreateContext(display, config, EGL_NO_CONTEXT, attributes);
    return context == EGL_NO_CONTEXT ? NULL : context;
}

/// Makes `context` current drawing into `surface` (NULL, EGL_NO_SURFACE: only into
/// framebuffer objects, where EGL_KHR_surfaceless_context allows); 0 on failure.
static inline int segl_make_current(EGLDisplay display, EGLSurface surface, EGLContext context) {
    return eglMakeCurrent(display, surface, surface, context);
}

static inline void segl_destroy_context(EGLDisplay display, EGLContext context) {
    eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(display, context);
}

/// The display's EGL extensions, space-separated.
static inline const char *segl_extensions(EGLDisplay display) { return eglQueryString(display, EGL_EXTENSIONS); }

/// The current context's GL extension `index`; NULL past the last.
static inline const char *segl_gl_extension(GLuint index) {
    GLint count = 0;
    glGetIntegerv(GL_NUM_EXTENSIONS, &count);
    return index < (GLuint)count ? (const char *)glGetStringi(GL_EXTENSIONS, index) : NULL;
}

/// A window surface of `config` on `window` (a `wl_egl_window`); NULL where it cannot be had.
static inline EGLSurface segl_create_window_surface(EGLDisplay display, EGLConfig config, void *window) {
    EGLSurface surface = eglCreatePlatformWindowSurfaceEXT(display, config, window, NULL);
    return surface == EGL_NO_SURFACE ? NULL : surface;
}

static inline void segl_destroy_surface(EGLDisplay display, EGLSurface surface) { eglDestroySurface(display, surface); }

/// Asks for `interval` refreshes between swaps of the current surface.
static inline void segl_swap_interval(EGLDisplay display, EGLint interval) { eglSwapInterval(display, interval); }

/// How many swaps ago the current back buffer of `surface` was the front
/// one (EGL_EXT_buffer_age); 0: its pixels are unknown.
static inline EGLint segl_buffer_age(EGLDisplay display, EGLSurface surface) {
    EGLint age = 0;
    if (!eglQuerySurface(display, surface, EGL_BUFFER_AGE_EXT, &age)) return 0;
    return age;
}

static inline void segl_swap(EGLDisplay display, EGLSurface surface) { eglSwapBuffers(display, surface); }

/// Swaps, telling the compositor that only `count` rectangles (x, y from
/// the bottom, width, height) changed since the last swap: with
/// EGL_KHR_swap_buffers_with_damage where `khr`, else EGL_EXT_swap_buffers_with_damage.
static inline void segl_swap_with_damage(EGLDisplay display, EGLSurface surface, EGLint *rects, EGLint count, int khr) {
    if (khr) eglSwapBuffersWithDamageKHR(display, surface, rects, count);
    else eglSwapBuffersWithDamageEXT(display, surface, rects, count);
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
