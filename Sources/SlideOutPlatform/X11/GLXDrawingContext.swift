import CGLX

/// The connections, configuration and OpenGL 3.3 core context a window's
/// `GLXSurface` draws with, made before GLFW starts, so that the context's
/// first work is done on another thread while GLFW starts.
///
/// Where the CPU draws (llvmpipe), a context's first draw makes code: the
/// routine that sets up triangles with the inputs its program reads (5-6 ms
/// on this machine), which no disk cache keeps; and making a context current
/// the first time takes 2.5-3 ms. Made after GLFW's start, all of it was the
/// main thread's. So the context is made first, and `prepare` runs on another
/// thread with it current and no drawable while GLFW starts and opens its
/// window: the renderer is made there and draws what a first frame draws
/// into a framebuffer object of its own. The surface made once GLFW's window
/// exists waits for it (`waitForPreparation`), makes the context current on
/// the main thread, and keeps this. GLFW's start, now after the first
/// screen's and the desktop's threads have mostly run, also takes 3-5 ms
/// instead of 9.
final class GLXDrawingContext {
    let display: OpaquePointer
    /// A connection that selects only the surface's exposures (see `GLXSurface`).
    let exposures: OpaquePointer
    let config: GLXFBConfig
    let context: OpaquePointer
    /// The thread running `prepare`: true once it ran there.
    private var preparation: BackgroundBuild<Bool>?
    /// True once `prepare` ran on its thread and ended.
    private var prepared = false

    /// Opens the connections and makes the context (nothing current); nil
    /// where the server offers no such configuration or context.
    init?() {
        guard let display = XOpenDisplay(nil) else { return nil }
        X11ServerLoss.watch(display)
        SoftwareDriverPreload.load(for: display)
        guard let exposures = XOpenDisplay(nil) else {
            XCloseDisplay(display)
            return nil
        }
        X11ServerLoss.watch(exposures)
        var config: GLXFBConfig?
        var context: OpaquePointer?
        let made = X11Errors.succeeds(on: display) {
            config = sglx_choose_config(display)
            if let config { context = sglx_create_core_context(display, config) }
            return 0
        }
        guard made, let config, let context else {
            if X11ServerLoss.loss == nil {
                if let context { sglx_destroy_context(display, context) }
                XCloseDisplay(display)
                XCloseDisplay(exposures)
            }
            return nil
        }
        (self.display, self.exposures, self.config, self.context) = (display, exposures, config, context)
    }

    /// Gives back the context and the connections (where the server is still
    /// there), once `prepare` is no longer using them on its thread (a window
    /// that failed to open drops its context while that thread may run).
    deinit {
        guard X11ServerLoss.loss == nil else { return }
        waitForPreparation()
        sglx_destroy_context(display, context)
        XCloseDisplay(display)
        XCloseDisplay(exposures)
    }

    /// Starts `prepare` on a thread of its own with the context current and
    /// no drawable (where GLX allows it).
    func startPreparing(_ prepare: @escaping () -> Void) {
        preparation = BackgroundBuild { [display, context] in
            guard sglx_make_current_without_drawable(display, context) != 0 else { return false }
            prepare()
            sglx_release_current(display)
            return true
        }
    }

    /// Waits for `prepare` to end, leaving the context current nowhere;
    /// true when it ran (false where it never started or GLX refused).
    @discardableResult
    func waitForPreparation() -> Bool {
        if let preparation { prepared = preparation.value }
        preparation = nil
        return prepared
    }
}
