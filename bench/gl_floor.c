// The least a program must do on X11 before its first frame is shown with an
// OpenGL 3.3 core context, as slideout makes it (GLX through epoxy, the same
// configuration, no toolkit, no fonts, nothing drawn but a clear): the floor
// under slideout's first frame on this machine, measured by bench/run beside
// each style. Prints slideout's `ready` trace line once the frame is
// presented, then exits. Usage: gl_floor [WxH] (pixels, default 1280x800).
// Exit 2 on a bad size, 3 without a display, a configuration or a context.
#include <epoxy/gl.h>
#include <epoxy/glx.h>
#include <stdio.h>

static int fail(const char *what) {
    fprintf(stderr, "gl_floor: %s\n", what);
    return 3;
}

int main(int argc, char **argv) {
    unsigned width = 1280, height = 800;
    char rest;
    if (argc > 1 && (sscanf(argv[1], "%ux%u%c", &width, &height, &rest) != 2 || !width || !height)) {
        fprintf(stderr, "gl_floor: size '%s' is not WxH (e.g. 1280x800)\n", argv[1]);
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) return fail("no X display (is DISPLAY set?)");
    const int wanted[] = {
        GLX_X_RENDERABLE, True, GLX_DRAWABLE_TYPE, GLX_WINDOW_BIT, GLX_RENDER_TYPE, GLX_RGBA_BIT,
        GLX_DOUBLEBUFFER, True, GLX_RED_SIZE, 8, GLX_GREEN_SIZE, 8, GLX_BLUE_SIZE, 8, GLX_ALPHA_SIZE, 8,
        GLX_DEPTH_SIZE, 0, GLX_STENCIL_SIZE, 0, None
    };
    int count = 0;
    GLXFBConfig *configs = glXChooseFBConfig(display, DefaultScreen(display), wanted, &count);
    if (!configs || count == 0) return fail("no GLX configuration with 8-bit RGBA");
    GLXFBConfig config = configs[0];
    XFree(configs);
    XVisualInfo *visual = glXGetVisualFromFBConfig(display, config);
    if (!visual) return fail("the GLX configuration has no visual");
    Window root = RootWindow(display, visual->screen);
    XSetWindowAttributes attributes = {0};
    attributes.colormap = XCreateColormap(display, root, visual->visual, AllocNone);
    Window window = XCreateWindow(display, root, 0, 0, width, height, 0, visual->depth, InputOutput,
                                  visual->visual, CWColormap, &attributes);
    XFree(visual);
    XMapWindow(display, window);
    const int version[] = {
        GLX_CONTEXT_MAJOR_VERSION_ARB, 3, GLX_CONTEXT_MINOR_VERSION_ARB, 3,
        GLX_CONTEXT_PROFILE_MASK_ARB, GLX_CONTEXT_CORE_PROFILE_BIT_ARB,
        GLX_CONTEXT_FLAGS_ARB, GLX_CONTEXT_FORWARD_COMPATIBLE_BIT_ARB, None
    };
    GLXContext context = glXCreateContextAttribsARB(display, config, NULL, True, version);
    if (!context || !glXMakeCurrent(display, window, context)) return fail("no OpenGL 3.3 core context");
    glClearColor(1, 1, 1, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    glXSwapBuffers(display, window);
    XSync(display, False);
    printf("{\"event\":\"ready\",\"style\":\"gl-floor\",\"width\":%u,\"height\":%u,\"scale\":1,\"platform\":\"x11\"}\n",
           width, height);
    fflush(stdout);
    glXMakeCurrent(display, None, NULL);
    glXDestroyContext(display, context);
    XCloseDisplay(display);
    return 0;
}
