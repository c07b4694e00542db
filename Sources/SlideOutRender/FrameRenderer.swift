import SlideOutCore

/// Draws a style's layer tree each frame, first taking the snapshots the
/// style asks for (slidedown's picture of its main screen), so a host never
/// has to know which styles render to texture.
public final class FrameRenderer {
    /// The GL replayer: live texture and draw-call counts, pixels read back.
    public let backend: GLBackend
    private let builder = DrawListBuilder()
    private var drawList = DrawList()
    /// The list last drawn, kept to tell an unchanged frame.
    private var shownList: DrawList?

    /// Builds the GL programs from `shaders`; needs a current GL context.
    public init(shaders: ShaderLibrary) throws(RenderError) {
        backend = try GLBackend(shaders: shaders)
    }

    /// Draws `style`'s tree laid out in `viewSize` points at `scale` pixels
    /// per point. Returns false, drawing nothing, when the frame would repeat
    /// the one drawn last (a pointer moving where nothing reacts), unless
    /// `repaint` says the window lost those pixels.
    @discardableResult
    public func draw(_ style: any MenuStyle, viewSize: Size, scale: Double, repaint: Bool = true) -> Bool {
        let requests = style.takeSnapshotRequests()
        for request in requests {
            backend.renderSnapshot(of: request.source, id: request.id, viewSize: viewSize, scale: scale)
        }
        builder.build(style.rootLayer, viewSize: viewSize, scale: scale, into: &drawList)
        if !repaint, requests.isEmpty, let shownList, drawList.drawsSame(as: shownList) { return false }
        backend.draw(drawList)
        // The drawn list becomes the one shown; the old one's storage is reused next frame.
        var previous = shownList ?? DrawList()
        swap(&previous, &drawList)
        shownList = previous
        return true
    }
}
