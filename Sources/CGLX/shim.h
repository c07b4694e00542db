// GLX through epoxy, for the OpenGL surface the platform makes inside the
// window GLFW opens on X11: epoxy's glXXxx names are macros over function
// pointers, which Swift cannot import; these inline wrappers can be.
#include <epoxy/glx.h>

/// A double-buffered configuration with 8-bit RGBA colour and no depth,
/// stencil, accumulation or multisample buffer, drawn to windows; NULL when
/// the server has none.
static inline GLXFBConfig sglx_choose_config(Display *display) {
    const int wanted[] = {
        GLX_X_RENDERABLE, True, GLX_DRAWABLE_TYPE, GLX_WINDOW_BIT, GLX_RENDER_TYPE, GLX_RGBA_BIT,
        GLX_DOUBLEBUFFER, True, GLX_RED_SIZE, 8, GLX_GREEN_SIZE, 8, GLX_BLUE_SIZE, 8, GLX_ALPHA_SIZE, 8, None
    };
    int count = 0;
    GLXFBConfig *configs = glXChooseFBConfig(display, DefaultScreen(display), wanted, &count);
    GLXFBConfig chosen = NULL;
    for (int i = 0; configs && i < count && !chosen; i++) {
        int red = 0, alpha = 0, depth = 0, stencil = 0, accum = 0, samples = 0;
        glXGetFBConfigAttrib(display, configs[i], GLX_RED_SIZE, &red);
        glXGetFBConfigAttrib(display, configs[i], GLX_ALPHA_SIZE, &alpha);
        glXGetFBConfigAttrib(display, configs[i], GLX_DEPTH_SIZE, &depth);
        glXGetFBConfigAttrib(display, configs[i], GLX_STENCIL_SIZE, &stencil);
        glXGetFBConfigAttrib(display, configs[i], GLX_ACCUM_RED_SIZE, &accum);
        glXGetFBConfigAttrib(display, configs[i], GLX_SAMPLES, &samples);
        if (red == 8 && alpha == 8 && depth == 0 && stencil == 0 && accum == 0 && samples == 0) chosen = configs[i];
    }
    if (configs) XFree(configs);
    return chosen;
}

/// A mapped child of `parent` at its top-left, `width` x `height` pixels,
/// with `config`'s visual, selecting no events on this connection (input
/// goes on to the parent); 0 when the configuration has no visual.
static inline Window sglx_create_child(Display *display, Window parent, GLXFBConfig config,
                                       unsigned width, unsigned height) {
    XVisualInfo *visual = glXGetVisualFromFBConfig(display, config);
    if (!visual) return 0;
    XSetWindowAttributes attributes = {0};
    attributes.colormap = XCreateColormap(display, RootWindow(display, visual->screen), visual->visual, AllocNone);
    attributes.background_pixmap = None;
    attributes.border_pixel = 0;
    Window child = XCreateWindow(display, parent, 0, 0, width > 0 ? width : 1, height > 0 ? height : 1, 0,
                                 visual->depth, InputOutput, visual->visual,
                                 CWColormap | CWBackPixmap | CWBorderPixel, &attributes);
    XFree(visual);
    XMapWindow(display, child);
    return child;
}

/// Asks for `window`'s exposures on this connection.
static inline void sglx_select_exposures(Display *display, Window window) {
    XSelectInput(display, window, ExposureMask);
    XFlush(display);
}

/// True when `event` tells that part of a window must be drawn again.
static inline int sglx_is_exposure(const XEvent *event) { return event->type == Expose; }

/// An OpenGL 3.3 core, forward-compatible context of `config`; NULL when the
/// server or driver cannot make one (call it where X errors are caught).
static inline GLXContext sglx_create_core_context(Display *display, GLXFBConfig config) {
    if (!epoxy_has_glx_extension(display, DefaultScreen(display), "GLX_ARB_create_context_profile")) return NULL;
    const int attributes[] = {
        GLX_CONTEXT_MAJOR_VERSION_ARB, 3, GLX_CONTEXT_MINOR_VERSION_ARB, 3,
        GLX_CONTEXT_PROFILE_MASK_ARB, GLX_CONTEXT_CORE_PROFILE_BIT_ARB,
        GLX_CONTEXT_FLAGS_ARB, GLX_CONTEXT_FORWARD_COMPATIBLE_BIT_ARB, None
    };
    return glXCreateContextAttribsARB(display, config, NULL, True, attributes);
}

static inline int sglx_make_current(Display *display, Window window, GLXContext context) {
    return glXMakeCurrent(display, window, context);
}

/// Asks for `interval` refreshes between swaps, where the server lets a client choose.
static inline void sglx_swap_interval(Display *display, Window window, int interval) {
    if (epoxy_has_glx_extension(display, DefaultScreen(display), "GLX_EXT_swap_control")) {
        glXSwapIntervalEXT(display, window, interval);
    } else if (epoxy_has_glx_extension(display, DefaultScreen(display), "GLX_MESA_swap_control")) {
        glXSwapIntervalMESA((unsigned)interval);
    }
}

static inline void sglx_swap_buffers(Display *display, Window window) { glXSwapBuffers(display, window); }

/// The GLX extensions both the client and the server of `display` support, space-separated.
static inline const char *sglx_extensions(Display *display) {
    return glXQueryExtensionsString(display, DefaultScreen(display));
}

/// How many swaps ago `window`'s back buffer was the front one
/// (GLX_EXT_buffer_age; the window's context current); 0: its pixels are unknown.
static inline unsigned sglx_buffer_age(Display *display, Window window) {
    unsigned age = 0;
    glXQueryDrawable(display, window, GLX_BACK_BUFFER_AGE_EXT, &age);
    return age;
}

/// Copies the back buffer's rectangle at (`x`, `y`), GL's bottom-left
/// origin, to the window; the back buffer keeps its pixels.
static inline void sglx_present_part(Display *display, Window window, int x, int y, int width, int height) {
    glXCopySubBufferMESA(display, window, x, y, width, height);
}

/// Makes `context` current with no drawable (an OpenGL 3.0 or later
/// context may draw into framebuffer objects only); 0 where GLX refuses.
static inline int sglx_make_current_without_drawable(Display *display, GLXContext context) {
    return glXMakeContextCurrent(display, None, None, context);
}

/// Leaves the calling thread with no current context, its commands flushed.
static inline void sglx_release_current(Display *display) { glXMakeContextCurrent(display, None, None, NULL); }

static inline void sglx_destroy_context(Display *display, GLXContext context) {
    glXMakeCurrent(display, None, NULL);
    glXDestroyContext(display, context);
}
