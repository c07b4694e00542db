/// How a window shows its frames on Wayland with a software renderer (a GPU
/// always presents through EGL: see `PresentationDecision`). The default
/// serves every host; the others are there to compare against (the demo's
/// `--wayland-present`, which bench/ab uses).
package enum WaylandPresentation: String, Sendable, CaseIterable {
    /// The library's own shared-memory buffers, with the content's moving
    /// parts on planes of their own where the compositor has `wp_viewporter`.
    case planes
    /// The same buffers, each frame whole on the window's surface.
    case whole
    /// An EGL window surface, swapping frames as a GPU's would (`egl`, or
    /// `egl-damage` where EGL tells buffer ages and swaps with damage).
    case egl
}
