import CEpoxy
import CGLX
import SlideOutCore

/// What a GLFW window on X11 draws into: a child window filling GLFW's window
/// (opened without a context), with an OpenGL 3.3 core context made for it
/// by GLX on a connection of its own.
///
/// GLFW picks a GLX configuration by reading a dozen attributes of every
/// configuration the server offers, and Mesa checks each read against the
/// whole list: Xvfb offers 840, which costs some 20 ms before the first
/// frame. Asking GLX for the configuration reads a few. The configuration
/// with no depth or stencil buffer (which llvmpipe would clear and test for
/// nothing) has a visual of its own, and a window's visual is fixed when it is
/// made, so the surface is a child window. It selects only exposures, so
/// input goes on to GLFW's window, and those arrive on a third connection
/// that carries nothing else: the drawing connection reads replies every
/// frame, and a watcher on it would wake the run loop for each.
///
/// How it presents is decided from this context's renderer and GLX's
/// extensions (`PresentationDecision.x11`). Where the CPU draws (llvmpipe), a
/// swap copies the whole window to the X server, which then copies it again:
/// most of the server's work. There the surface presents by copying only the
/// rectangles a frame changed out of the back buffer, which keeps its pixels
/// for the next frame to draw over (`glx-copy-sub-buffer`). Elsewhere it
/// swaps; where the back buffers say their age (`glx-damage`), a frame draws
/// only what changed since the frame its buffer holds.
final class GLXSurface: WindowSurface {
    private let display: OpaquePointer
    private let exposures: OpaquePointer
    private let window: UInt
    private let context: OpaquePointer
    private let watcher: ConnectionWatcher
    let presentationPath: PresentationPath
    /// True when `present` copies only the changed pixels and the back
    /// buffer keeps the frame drawn (no buffers are swapped).
    private var copiesChangedPixels: Bool { presentationPath == .glxCopySubBuffer }

    /// 1 where the back buffer keeps the last frame, the back buffer's age
    /// where GLX tells it, else 0.
    var bufferAge: Int {
        switch presentationPath {
        case .glxCopySubBuffer: 1
        case .glxDamage: Int(sglx_buffer_age(display, window))
        default: 0
        }
    }

    /// Makes the surface inside X11 window `parent`, `width` x `height`
    /// pixels, with its context current; nil when the server offers no
    /// such configuration or context (GLFW then makes its own).
    init?(parent: UInt, width: Int, height: Int) {
        guard let display = XOpenDisplay(nil) else { return nil }
        X11ServerLoss.watch(display)
        SoftwareDriverPreload.load(for: display)
        guard let exposures = XOpenDisplay(nil) else {
            XCloseDisplay(display)
            return nil
        }
        X11ServerLoss.watch(exposures)
        var window: UInt = 0
        var context: OpaquePointer?
        let made = X11Errors.succeeds(on: display) {
            guard let config = sglx_choose_config(display) else { return 0 }
            window = sglx_create_child(display, parent, config, UInt32(max(width, 1)), UInt32(max(height, 1)))
            if window != 0 { context = sglx_create_core_context(display, config) }
            return 0
        }
        guard made, window != 0, let context, sglx_make_current(display, window, context) != 0 else {
            guard X11ServerLoss.loss == nil else { return nil }
            if let context { sglx_destroy_context(display, context) }
            if window != 0 { XDestroyWindow(display, window) }
            XCloseDisplay(display)
            XCloseDisplay(exposures)
            return nil
        }
        (self.display, self.exposures, self.window, self.context) = (display, exposures, window, context)
        let renderer = sgl_string(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        let extensions = sglx_extensions(display).map { String(cString: $0) } ?? ""
        presentationPath = PresentationDecision(renderer: renderer,
                                                extensions: Set(extensions.split(separator: " ").map(String.init))).x11
        // A swap waits for the display's refresh, where the server lets a client choose.
        sglx_swap_interval(display, window, 1)
        sglx_select_exposures(exposures, window)
        watcher = ConnectionWatcher(descriptor: XConnectionNumber(exposures))
        watcher.start()
    }

    /// Gives back the context, the window and the connections; where the
    /// server went away, only stops the watcher (see `X11ServerLoss`).
    deinit {
        watcher.stop()
        guard X11ServerLoss.loss == nil else { return }
        sglx_destroy_context(display, context)
        XDestroyWindow(display, window)
        XCloseDisplay(display)
        XCloseDisplay(exposures)
    }

    /// Presents the frame just drawn, `framebufferHeight` pixels high, whose
    /// pixels outside `changed` (y down) are the last frame's.
    func present(_ changed: PixelRegion, framebufferHeight: Int) {
        guard copiesChangedPixels else {
            sglx_swap_buffers(display, window)
            return
        }
        for rect in changed.rects {
            sglx_present_part(display, window, Int32(rect.minX), Int32(framebufferHeight - rect.maxY),
                              Int32(rect.width), Int32(rect.height))
        }
    }

    func makeCurrent() {
        _ = sglx_make_current(display, window, context)
    }

    /// Follows the parent window's new size in pixels (X11's units are pixels).
    func resize(width: Int, height: Int, pixelsPerSurfaceUnit: Int) {
        XResizeWindow(display, window, UInt32(max(width, 1)), UInt32(max(height, 1)))
        if copiesChangedPixels {
            // Mesa's software driver reads the window's size again only
            // after a swap (copying part of the buffer does not), so the next
            // frame, drawn whole at the new size, would land in a buffer of
            // the old one.
            sglx_swap_buffers(display, window)
        }
        XFlush(display)
    }

    /// Reads the exposures that arrived; true when part of the surface was
    /// lost and must be drawn again.
    func drainEvents() -> Bool {
        var exposed = false
        while XPending(exposures) > 0 {
            var event = XEvent()
            XNextEvent(exposures, &event)
            if sglx_is_exposure(&event) != 0 { exposed = true }
        }
        watcher.resume()
        return exposed
    }
}
