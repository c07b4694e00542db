import SlideOutCore

/// Draws a style's layer tree each frame, first taking the snapshots the
/// style asks for (slidedown's picture of its main screen), so a host never
/// has to know which styles render to texture.
public final class FrameRenderer {
    /// The GL replayer: live texture and draw-call counts, pixels read back.
    public let backend: GLBackend
    private let builder = DrawListBuilder()
    private var drawList = DrawList()

    /// Builds the GL programs from `shaders`; needs a current GL context.
    public init(shaders: ShaderLibrary) throws(RenderError) {
        backend = try GLBackend(shaders: shaders)
    }

    /// Draws `style`'s tree laid out in `viewSize` points at `scale` pixels per point.
    public func draw(_ style: any MenuStyle, viewSize: Size, scale: Double) {
        for request in style.takeSnapshotRequests() {
            backend.renderSnapshot(of: request.source, id: request.id, viewSize: viewSize, scale: scale)
        }
        builder.build(style.rootLayer, viewSize: viewSize, scale: scale, into: &drawList)
        backend.draw(drawList)
    }
}
