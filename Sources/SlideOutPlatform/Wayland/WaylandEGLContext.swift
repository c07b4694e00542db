import CEGL
import CEpoxy

/// The OpenGL 3.3 core context that draws a Wayland window's frames and
/// presents them, made on EGL's Wayland platform on GLFW's connection: its
/// renderer and extensions decide the surface it presents through
/// (`PresentationDecision`), so the window is opened once, without a
/// context of GLFW's.
final class WaylandEGLContext {
    let display: WaylandEGLDisplay
    private let context: EGLContext
    /// The context's `GL_RENDERER`.
    let renderer: String
    /// The display's EGL extensions and the context's GL extensions.
    let extensions: Set<String>

    /// Makes the context on `connection`, current with no surface
    /// (`EGL_KHR_surfaceless_context`) for its facts to be read; nil where
    /// any of it cannot be had (GLFW's own EGL context then serves).
    init?(connection: OpaquePointer) {
        guard let display = WaylandEGLDisplay.shared(on: connection),
              let context = segl_create_core_context(display.display, display.config) else { return nil }
        guard segl_make_current(display.display, nil, context) != 0 else {
            segl_destroy_context(display.display, context)
            return nil
        }
        (self.display, self.context) = (display, context)
        renderer = sgl_string(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        var extensions = Set(segl_extensions(display.display).map { String(cString: $0) }?
            .split(separator: " ").map(String.init) ?? [])
        var index: GLuint = 0
        while let name = segl_gl_extension(index) {
            extensions.insert(String(cString: name))
            index += 1
        }
        self.extensions = extensions
    }

    deinit {
        segl_destroy_context(display.display, context)
    }

    /// Makes the context current on the calling thread, drawing into
    /// `surface` (nil: only into framebuffer objects); false where EGL refuses.
    @discardableResult
    func makeCurrent(drawingInto surface: EGLSurface?) -> Bool {
        segl_make_current(display.display, surface, context) != 0
    }
}
