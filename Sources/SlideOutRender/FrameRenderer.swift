import SlideOutCore

/// Draws a style's layer tree each frame, first recording the snapshots the
/// style asks for (slidedown's picture of its main screen), so a host never
/// has to know which styles show pictures of their own layers.
package final class FrameRenderer {
    /// The GL replayer: live texture and draw-call counts, pixels read back.
    package let backend: GLBackend
    private let builder = DrawListBuilder()
    private var drawList = DrawList()
    /// The list last drawn, kept to tell an unchanged frame.
    private var shownList: DrawList?
    /// Each live snapshot's picture: its source's draws at the moment it was taken.
    private var snapshots: [Int: DrawList] = [:]
    /// Each live snapshot's source, pictured again when the scale changes
    /// (a window that moves to a HiDPI screen), and the scale pictured at.
    private var snapshotSources: [Int: Layer] = [:]
    private var snapshotScale = 0.0
    private var snapshotDirection = LayoutDirection.leftToRight
    /// What the last frames changed, for a framebuffer that holds an earlier frame.
    private var damage = DamageHistory()
    /// The planes being built, and those drawn last (their storage swapped each frame).
    private var planes: [PlaneDrawing] = []
    private var shownPlanes: [PlaneDrawing] = []
    private var shownFrames: [PlaneFrame] = []
    /// Pixels of the window's own surface that opaque planes hid when they
    /// changed: drawn once the planes no longer hide them.
    private var staleUnderPlanes = PixelRect(width: 0, height: 0)

    /// Builds the GL programs from `shaders` (by default the built-in
    /// sources, or `SLIDEOUT_SHADER_DIR`'s files); needs a current GL context.
    package init(shaders: ShaderLibrary = .standard()) throws(RenderError) {
        backend = try GLBackend(shaders: shaders)
    }

    /// Draws `style`'s tree laid out in `viewSize` points at `scale` pixels
    /// per point into a framebuffer that holds the frame presented
    /// `bufferAge` frames back (1: the last one, as a window that presents
    /// only what changed keeps it; 0: nothing known), drawing only the
    /// pixels that differ from that frame. Returns the pixels that differ
    /// from the last frame, which is what a window presents as changed, or
    /// nil, drawing nothing, when the frame would repeat the one drawn last
    /// (a pointer moving where nothing reacts), unless `repaint` says the
    /// window lost its pixels.
    @discardableResult
    package func draw(_ style: any MenuStyle, viewSize: Size, scale: Double, repaint: Bool = true,
                      bufferAge: Int = 0) -> PixelRegion? {
        let requests = build(style, viewSize: viewSize, scale: scale)
        let whole = PixelRect(width: drawList.framebufferWidth, height: drawList.framebufferHeight)
        var changed = PixelRegion(whole)
        // A new snapshot may show new pixels under the same content key: it is drawn whole.
        if !repaint, requests.isEmpty, let shownList {
            changed = drawList.changedPixels(since: shownList)
            if changed.isEmpty { return nil }
        }
        renderSnapshotTextures(drawList)
        backend.draw(drawList, within: damage.pixelsToDraw(changed: changed, bufferAge: bufferAge, whole: whole))
        damage.presented(changed)
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
        renderSnapshotTextures(drawList)
        backend.draw(drawList, into: viewport, framebufferHeight: framebufferHeight)
        shownList = nil
    }

    /// Draws `style`'s tree as planes (`DrawListBuilder.buildPlanes`) for a
    /// window whose compositor composes them: each plane's changed pixels
    /// into its own framebuffer, which `bind(index, width, height)` makes
    /// current first (and returns true when it is new, so the plane is
    /// drawn whole). Returns the planes, or nil, drawing nothing, when the
    /// frame would show what the last one showed, unless `repaint`.
    package func drawPlanes(_ style: any MenuStyle, viewSize: Size, scale: Double, repaint: Bool,
                            bind: (Int, Int, Int) -> Bool) -> [PlaneFrame]? {
        let requests = recordSnapshots(of: style, viewSize: viewSize, scale: scale)
        builder.buildPlanes(style.rootLayer, viewSize: viewSize, scale: scale, snapshots: snapshots,
                            layoutDirection: style.reveal.layoutDirection, into: &planes)
        let shownContents = planes.reduce(into: Set<ContentKey>()) { $0.formUnion($1.list.referencedContents) }
        forgetSnapshots(notIn: shownContents)
        for plane in planes { renderSnapshotTextures(plane.list) }
        var frames: [PlaneFrame] = []
        var changedAny = repaint || !requests.isEmpty || planes.count != shownPlanes.count
        for (index, plane) in planes.enumerated() {
            let list = plane.list
            let whole = PixelRect(width: list.framebufferWidth, height: list.framebufferHeight)
            let shown = index < shownPlanes.count ? shownPlanes[index] : nil
            var frame = PlaneFrame(width: whole.width, height: whole.height, originX: plane.originX,
                                   originY: plane.originY, pixels: .drawn(changed: PixelRegion()),
                                   opaque: plane.opaque)
            frame.visible = plane.visible
            if index > 0, let color = list.uniformColor {
                frame.pixels = .uniform(color)
                changedAny = changedAny || shown?.list.uniformColor != color
            } else {
                var changed = PixelRegion(whole)
                var sameSize = false
                if !repaint, requests.isEmpty, let shown, shown.list.uniformColor == nil || index == 0 {
                    changed = list.changedPixels(since: shown.list)
                    sameSize = shown.list.framebufferWidth == whole.width && shown.list.framebufferHeight == whole.height
                }
                if index == 0 {
                    // A frame drawn whole leaves nothing stale; one drawn in part skips what opaque planes hide.
                    if sameSize {
                        changed = list.shownPart(of: changed, stale: &staleUnderPlanes)
                    } else {
                        staleUnderPlanes = PixelRect(width: 0, height: 0)
                    }
                }
                if !changed.isEmpty || shown == nil {
                    if bind(index, whole.width, whole.height) {
                        changed = PixelRegion(whole)
                        if index == 0 { staleUnderPlanes = PixelRect(width: 0, height: 0) }
                    }
                    backend.draw(list, within: changed, alsoShown: shownContents)
                }
                frame.pixels = .drawn(changed: changed)
                changedAny = changedAny || !changed.isEmpty
            }
            changedAny = changedAny || shownFrames.count <= index || !shownFrames[index].isPlaced(like: frame)
            frames.append(frame)
        }
        guard changedAny else { return nil }
        swap(&planes, &shownPlanes)
        shownFrames = frames
        return frames
    }

    /// Builds the frame's draw list, first recording the snapshots `style`
    /// asks for; returns those requests.
    @discardableResult
    private func build(_ style: any MenuStyle, viewSize: Size, scale: Double) -> [(id: Int, source: Layer)] {
        let requests = recordSnapshots(of: style, viewSize: viewSize, scale: scale)
        builder.build(style.rootLayer, viewSize: viewSize, scale: scale, snapshots: snapshots,
                      layoutDirection: style.reveal.layoutDirection, into: &drawList)
        forgetSnapshots(notIn: drawList.referencedContents)
        return requests
    }

    /// Takes the snapshots `style` asks for (a `SnapshottingMenuStyle`'s;
    /// none from another) and records them; returns the requests.
    private func recordSnapshots(of style: any MenuStyle, viewSize: Size, scale: Double) -> [(id: Int, source: Layer)] {
        let requests = (style as? any SnapshottingMenuStyle)?.takeSnapshotRequests() ?? []
        record(requests, viewSize: viewSize, scale: scale, layoutDirection: style.reveal.layoutDirection)
        return requests
    }

    /// Records the pictures of the snapshots asked for, and pictures the
    /// live ones again when the scale or the layout's direction changed (at
    /// the old scale they would show blurred; in the old direction, unmirrored).
    private func record(_ requests: [(id: Int, source: Layer)], viewSize: Size, scale: Double,
                        layoutDirection: LayoutDirection) {
        let unchanged = scale == snapshotScale && layoutDirection == snapshotDirection
        let retaken = unchanged ? [] : snapshotSources.map { (id: $0.key, source: $0.value) }
        snapshotScale = scale
        snapshotDirection = layoutDirection
        for request in retaken + requests {
            var picture = DrawList()
            builder.build(request.source, viewSize: viewSize, scale: scale, layoutDirection: layoutDirection,
                          into: &picture)
            snapshots[request.id] = picture
            snapshotSources[request.id] = request.source
        }
    }

    private func forgetSnapshots(notIn shownContents: Set<ContentKey>) {
        guard !snapshots.isEmpty else { return }
        var shown = Set<Int>()
        for key in shownContents {
            if case .snapshot(let id) = key.contents { shown.insert(id) }
        }
        snapshots = snapshots.filter { shown.contains($0.key) }
        snapshotSources = snapshotSources.filter { shown.contains($0.key) }
    }

    /// Renders the texture of each snapshot and rasterized layer
    /// `drawList` draws as a texture (faded, scaled or turned) and does not have yet.
    private func renderSnapshotTextures(_ drawList: DrawList) {
        guard !snapshots.isEmpty || !drawList.rasterized.isEmpty else { return }
        for command in drawList.commands {
            guard case .texture(let key, _, _) = command.fill, case .snapshot(let id) = key.contents,
                  !backend.hasTexture(for: key), let picture = snapshots[id] ?? drawList.rasterized[id] else { continue }
            backend.renderSnapshot(picture, as: key)
        }
    }
}
