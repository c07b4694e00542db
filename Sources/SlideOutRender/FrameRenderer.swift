import SlideOutCore

/// Draws a style's layer tree each frame, first recording the snapshots the
/// style asks for (slidedown's picture of its main screen), so a host never
/// has to know which styles show pictures of their own layers.
public final class FrameRenderer {
    /// The GL replayer: live texture and draw-call counts, pixels read back.
    package let backend: GLBackend
    private let builder = DrawListBuilder()
    private var drawList = DrawList()
    /// The list last drawn, kept to tell an unchanged frame.
    private var shownList: DrawList?
    /// Each live snapshot's picture: its source's draws at the moment it was taken.
    private var snapshots: [Int: DrawList] = [:]
    /// True when the framebuffer still holds the last frame when the next is
    /// drawn (a window that presents only the pixels that changed): then a
    /// frame draws only those.
    package var keepsLastFrame = false

    /// Builds the GL programs from `shaders` (by default the built-in
    /// sources, or `SLIDEOUT_SHADER_DIR`'s files); needs a current GL context.
    public init(shaders: ShaderLibrary = .standard()) throws(RenderError) {
        backend = try GLBackend(shaders: shaders)
    }

    /// Draws `style`'s tree laid out in `viewSize` points at `scale` pixels
    /// per point, and returns the pixels drawn: the whole framebuffer, or
    /// with `keepsLastFrame` only those that differ from the last frame.
    /// Returns nil, drawing nothing, when the frame would repeat the one
    /// drawn last (a pointer moving where nothing reacts), unless `repaint`
    /// says the window lost its pixels.
    @discardableResult
    package func draw(_ style: any MenuStyle, viewSize: Size, scale: Double, repaint: Bool = true) -> PixelRegion? {
        let requests = build(style, viewSize: viewSize, scale: scale)
        var changed = PixelRegion(PixelRect(width: drawList.framebufferWidth, height: drawList.framebufferHeight))
        // A new snapshot may show new pixels under the same content key: it is drawn whole.
        if !repaint, requests.isEmpty, let shownList {
            // Only a framebuffer that keeps the last frame needs to know where the frame changed.
            if !keepsLastFrame {
                if drawList.drawsSame(as: shownList) { return nil }
            } else {
                changed = drawList.changedPixels(since: shownList)
                if changed.isEmpty { return nil }
            }
        }
        renderSnapshotTextures()
        backend.draw(drawList, within: changed)
        // The drawn list becomes the one shown; the old one's storage is reused next frame.
        var previous = shownList ?? DrawList()
        swap(&previous, &drawList)
        shownList = previous
        return changed
    }

    /// Draws `style`'s tree, laid out in `viewport`'s size over `scale`,
    /// into `viewport`: a rectangle of the current framebuffer, in pixels
    /// from its top-left corner, the framebuffer being `framebufferHeight`
    /// pixels tall. For a host that owns the GL context, the framebuffer and
    /// the loop (a game drawing a menu panel into a corner of its frame): it
    /// draws the whole rectangle every call, since the host's frame keeps
    /// nothing of the last, and leaves the GL state as it found it.
    package func draw(_ style: any MenuStyle, scale: Double, into viewport: PixelRect, framebufferHeight: Int) {
        let hostState = GLState()
        defer { hostState.restore() }
        let viewSize = Size(width: Double(viewport.width) / scale, height: Double(viewport.height) / scale)
        build(style, viewSize: viewSize, scale: scale)
        renderSnapshotTextures()
        backend.draw(drawList, into: viewport, framebufferHeight: framebufferHeight)
        shownList = nil
    }

    /// Builds the frame's draw list, first recording the snapshots `style`
    /// asks for; returns those requests.
    @discardableResult
    private func build(_ style: any MenuStyle, viewSize: Size, scale: Double) -> [(id: Int, source: Layer)] {
        let requests = style.takeSnapshotRequests()
        for request in requests {
            var picture = DrawList()
            builder.build(request.source, viewSize: viewSize, scale: scale, into: &picture)
            snapshots[request.id] = picture
        }
        builder.build(style.rootLayer, viewSize: viewSize, scale: scale, snapshots: snapshots, into: &drawList)
        forgetSnapshotsNotShown()
        return requests
    }

    private func forgetSnapshotsNotShown() {
        guard !snapshots.isEmpty else { return }
        var shown = Set<Int>()
        for key in drawList.referencedContents {
            if case .snapshot(let id) = key.contents { shown.insert(id) }
        }
        snapshots = snapshots.filter { shown.contains($0.key) }
    }

    /// Renders the texture of each snapshot the list draws as a texture
    /// (faded, scaled or turned) and does not have yet.
    private func renderSnapshotTextures() {
        guard !snapshots.isEmpty else { return }
        for command in drawList.commands {
            guard case .texture(let key, _, _) = command.fill, case .snapshot(let id) = key.contents,
                  !backend.hasTexture(for: key), let picture = snapshots[id] else { continue }
            backend.renderSnapshot(picture, as: key)
        }
    }
}
