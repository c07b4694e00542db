import CEGL
import CWaylandEGL
import SlideOutCore

/// What a GLFW window on Wayland draws into where a GPU renders (or
/// `--wayland-present egl` asks): an EGL window surface on GLFW's
/// `wl_surface` (opened without a context), made for the window's own
/// context, whose swaps hand the compositor the driver's buffers, paced by
/// its frame callbacks (swap interval 1).
///
/// Where EGL tells a buffer's age and swaps with damage (`egl-damage`), a
/// frame draws only what changed since the frame its buffer holds and tells
/// the compositor only what changed since the last; elsewhere (`egl`) every
/// frame is drawn whole and the compositor told the whole window changed.
/// The buffer scale is GLFW's: it sets it on the surface and reports the
/// framebuffer size that follows, which `resize` gives the EGL window.
final class WaylandEGLWindowSurface: WindowSurface {
    private let context: WaylandEGLContext
    private let window: OpaquePointer
    private let surface: EGLSurface
    /// True where the swap names its damage with the KHR extension (else the EXT one).
    private let usesKHRDamage: Bool
    let presentationPath: PresentationPath

    /// Makes the surface on GLFW's `surface`, `width` x `height` pixels,
    /// for `context`, leaving it current; `path` is `egl-damage` or `egl`
    /// (see `PresentationDecision.waylandEGL`). Nil where EGL refuses one.
    init?(context: WaylandEGLContext, surface: OpaquePointer, width: Int, height: Int, path: PresentationPath) {
        guard let window = wl_egl_window_create(surface, Int32(max(width, 1)), Int32(max(height, 1))) else {
            return nil
        }
        let display = context.display
        guard let eglSurface = segl_create_window_surface(display.display, display.config,
                                                          UnsafeMutableRawPointer(window)) else {
            wl_egl_window_destroy(window)
            return nil
        }
        guard context.makeCurrent(drawingInto: eglSurface) else {
            segl_destroy_surface(display.display, eglSurface)
            wl_egl_window_destroy(window)
            return nil
        }
        (self.context, self.window, self.surface, presentationPath) = (context, window, eglSurface, path)
        usesKHRDamage = context.extensions.contains("EGL_KHR_swap_buffers_with_damage")
        segl_swap_interval(display.display, 1)
    }

    deinit {
        context.makeCurrent(drawingInto: nil)
        segl_destroy_surface(context.display.display, surface)
        wl_egl_window_destroy(window)
    }

    /// The age of the buffer drawn into next, where the swaps say what changed; else 0.
    var bufferAge: Int {
        presentationPath == .eglDamage ? Int(segl_buffer_age(context.display.display, surface)) : 0
    }

    /// Swaps, naming the changed rectangles where it can (none: EGL takes the whole window).
    func present(_ changed: PixelRegion, framebufferHeight: Int) {
        let display = context.display.display
        guard presentationPath == .eglDamage else { return segl_swap(display, surface) }
        var rects = Self.damage(changed, framebufferHeight: framebufferHeight)
        segl_swap_with_damage(display, surface, &rects, EGLint(rects.count / 4), usesKHRDamage ? 1 : 0)
    }

    /// `changed` (y down) as a swap with damage takes it: x, y, width,
    /// height of each rectangle, y from the framebuffer's bottom.
    static func damage(_ changed: PixelRegion, framebufferHeight: Int) -> [EGLint] {
        changed.rects.flatMap { rect in
            [rect.minX, framebufferHeight - rect.maxY, rect.width, rect.height].map { EGLint($0) }
        }
    }

    /// Gives the EGL window the framebuffer's new size: the next frame's buffer has it.
    func resize(width: Int, height: Int, pixelsPerSurfaceUnit: Int) {
        wl_egl_window_resize(window, Int32(max(width, 1)), Int32(max(height, 1)), 0, 0)
    }

    /// EGL reads the surface's events itself, and a Wayland surface never loses what it showed.
    func drainEvents() -> Bool { false }

    func makeCurrent() {
        context.makeCurrent(drawingInto: surface)
    }
}
