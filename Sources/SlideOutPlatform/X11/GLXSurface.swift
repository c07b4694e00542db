import CEpoxy
import CGLX
import SlideOutCore

/// What a GLFW window on X11 draws into: a child window filling GLFW's window
/// (opened without a context), with the OpenGL 3.3 core context a
/// `GLXDrawingContext` made by GLX on a connection of its own.
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
    /// The connections and the context, made before the window.
    private let drawing: GLXDrawingContext
    private var display: OpaquePointer { drawing.display }
    private let window: UInt
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
    /// pixels, with `drawing`'s context current once what was preparing with
    /// it ended (the window is made meanwhile); nil when the window cannot be
    /// made (GLFW then makes its own).
    init?(parent: UInt, width: Int, height: Int, drawing: GLXDrawingContext) {
        let display = drawing.display
        var window: UInt = 0
        let made = X11Errors.succeeds(on: display) {
            window = sglx_create_child(display, parent, drawing.config, UInt32(max(width, 1)), UInt32(max(height, 1)))
            return 0
        }
        drawing.waitForPreparation()
        guard made, window != 0, sglx_make_current(display, window, drawing.context) != 0 else {
            if window != 0, X11ServerLoss.loss == nil { XDestroyWindow(display, window) }
            return nil
        }
        (self.drawing, self.window) = (drawing, window)
        let renderer = sgl_string(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        let extensions = sglx_extensions(display).map { String(cString: $0) } ?? ""
        presentationPath = PresentationDecision(renderer: renderer,
                                                extensions: Set(extensions.split(separator: " ").map(String.init))).x11
        // A swap waits for the display's refresh, where the server lets a client choose.
        sglx_swap_interval(display, window, 1)
        sglx_select_exposures(drawing.exposures, window)
        watcher = ConnectionWatcher(descriptor: XConnectionNumber(drawing.exposures))
        watcher.start()
    }

    /// Gives back the window (the context and the connections go with
    /// `drawing`); where the server went away, only stops the watcher (see
    /// `X11ServerLoss`).
    deinit {
        watcher.stop()
        guard X11ServerLoss.loss == nil else { return }
        sglx_release_current(display)
        XDestroyWindow(display, window)
        XSync(display, 0)  // gone before the parent can go: destroyed with it, it would be unknown here
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
        _ = sglx_make_current(display, window, drawing.context)
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
        while XPending(drawing.exposures) > 0 {
            var event = XEvent()
            XNextEvent(drawing.exposures, &event)
            if sglx_is_exposure(&event) != 0 { exposed = true }
        }
        watcher.resume()
        return exposed
    }
}
