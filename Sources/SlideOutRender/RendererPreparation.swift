/// A window's renderer made with its context while the window opens (as
/// `Window`'s `prepare`, on X11 on another thread while GLFW starts), with
/// the code its first draws need made there too (`GLBackend.prepareFirstDraws`).
package final class RendererPreparation {
    private var made: Result<FrameRenderer, RenderError>?

    package init() {}

    /// Makes the renderer and has it prepare its first draws; the context current.
    package func prepare() {
        made = Result { () throws(RenderError) in try FrameRenderer() }
        if case .success(let renderer) = made { renderer.backend.prepareFirstDraws() }
    }

    /// The renderer `prepare` made (or the error it met), or one made now, the context current.
    package func renderer() throws(RenderError) -> FrameRenderer {
        try (made ?? Result { () throws(RenderError) in try FrameRenderer() }).get()
    }
}
