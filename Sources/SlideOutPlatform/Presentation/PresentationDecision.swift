/// How a window's frames reach the screen, decided from what the context
/// that presents them says of itself: its renderer and its extensions (the
/// window system binding's, EGL or GLX, with GL's). The surfaces only read
/// these facts; the choice is made here, and tested without a display.
///
/// - A software renderer (see `RendererKind`) draws into memory the CPU
///   reads anyway: on Wayland it presents through the app's own
///   shared-memory buffers, copying only what changed (`shm`, with planes
///   where asked and the compositor has `wp_viewporter`: `shm-planes`), as
///   long as the driver reads pixels top row first (`GL_MESA_pack_invert`,
///   every Mesa driver); on X11 it copies only the changed rectangles to the
///   window (`GLX_MESA_copy_sub_buffer`).
/// - Elsewhere, a GPU, or `--wayland-present egl`, swaps the window
///   system's buffers. Where they tell their age (`EGL_EXT_buffer_age`,
///   `GLX_EXT_buffer_age`), a frame draws only what changed since the frame
///   its buffer holds; on Wayland that also needs a swap that names the
///   changed rectangles (`EGL_KHR_swap_buffers_with_damage` or the EXT one),
///   since EGL otherwise tells the compositor the whole window changed:
///   `egl-damage`, `glx-damage`. Without them whole frames: `egl`, `glx`.
struct PresentationDecision: Sendable {
    /// What draws the frames.
    let renderer: RendererKind
    /// The extensions of the presenting context and its display.
    let extensions: Set<String>

    /// The facts of a context whose `GL_RENDERER` is `renderer`, with `extensions`.
    init(renderer: String, extensions: Set<String>) {
        self.renderer = RendererKind(renderer: renderer)
        self.extensions = extensions
    }

    /// The path on Wayland, where the window asked for `requested`;
    /// `compositorHasViewporter` is asked only where planes are in question.
    func wayland(requested: WaylandPresentation, compositorHasViewporter: () -> Bool) -> PresentationPath {
        guard requested != .egl, renderer == .software, extensions.contains("GL_MESA_pack_invert") else {
            return waylandEGL
        }
        return requested == .planes && compositorHasViewporter() ? .sharedMemoryPlanes : .sharedMemory
    }

    /// The path through an EGL window surface on Wayland.
    var waylandEGL: PresentationPath {
        let swapsWithDamage = extensions.contains("EGL_KHR_swap_buffers_with_damage")
            || extensions.contains("EGL_EXT_swap_buffers_with_damage")
        return extensions.contains("EGL_EXT_buffer_age") && swapsWithDamage ? .eglDamage : .egl
    }

    /// The path through the window's own GLX context on X11.
    var x11: PresentationPath {
        if renderer == .software && extensions.contains("GLX_MESA_copy_sub_buffer") { return .glxCopySubBuffer }
        return extensions.contains("GLX_EXT_buffer_age") ? .glxDamage : .glx
    }
}
