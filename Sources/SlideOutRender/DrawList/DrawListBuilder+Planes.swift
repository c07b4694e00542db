import SlideOutCore

/// The draws of one plane of a frame split into planes, and where the
/// plane lies in the window.
package struct PlaneDrawing {
    /// The plane's draws, in its own pixels.
    package var list = DrawList()
    /// Where the plane's top-left pixel lies in the window, in pixels.
    package var originX = 0
    /// The plane's top in the window, in pixels (y down).
    package var originY = 0
    /// The part of the plane that shows, in its own pixels: what lies in the
    /// window, and of a plane over the others only what it draws.
    package var visible = PixelRect(width: 0, height: 0)
    /// The part of the plane whose pixels are opaque (empty when none is known to be).
    package var opaque = PixelRect(width: 0, height: 0)

    /// An empty plane at the window's origin.
    package init() {}
}

/// Which draws of a tree one pass makes when the tree is split into planes:
/// those after `segment` plane layers and before the next (segment 0 is the
/// window's own surface). The pass for segment 0 records the plane layers.
struct PlaneCut {
    let segment: Int
    private(set) var passed = 0
    private(set) var planes: [(layer: Layer, toRoot: Transform3D)] = []
    /// The plane layers that open this segment and those before them, with
    /// every layer above them: the only ones a pass past segment 0 must
    /// visit before its segment starts.
    private let leadingLayers: Set<ObjectIdentifier>

    /// The cut for `segment`; `planeLayers` are the plane layers segment 0
    /// found (the first `segment` of them open this one).
    init(segment: Int, planeLayers: [Layer] = []) {
        self.segment = segment
        var leading = Set<ObjectIdentifier>()
        for plane in planeLayers.prefix(segment) {
            var layer: Layer? = plane
            while let above = layer, leading.insert(ObjectIdentifier(above)).inserted {
                layer = above.superlayer
            }
        }
        leadingLayers = leading
    }

    /// True while the pass is between the plane layers that bound its segment.
    var drawsNow: Bool { passed == segment }

    /// True when `layer`'s tree can draw nothing in this pass, nor lead to
    /// the planes before its segment: a pass past segment 0 skips what lies
    /// before its planes and off their path, and everything after its segment.
    func skips(_ layer: Layer) -> Bool {
        guard segment > 0 else { return false }
        return passed > segment || (passed < segment && !leadingLayers.contains(ObjectIdentifier(layer)))
    }

    /// Steps over a plane layer (drawn in a plane of its own).
    mutating func pass(_ layer: Layer, toRoot: Transform3D) {
        if segment == 0 { planes.append((layer, toRoot)) }
        passed += 1
    }
}

extension DrawListBuilder {
    /// Fills `planes` with the tree of `root` split into planes, bottom to
    /// top: the window's own surface (all that lies under the first layer
    /// that `drawsOnOwnPlane`), then each such layer in a plane of its own
    /// size, drawn in place and placed at its position, each followed by
    /// what lies over it up to the next, when anything does. A plane layer
    /// inside a plane is split from it the same way (a button that turns
    /// on a screen that slides: the screen's plane then only moves). A
    /// plane is placed on whole points, so its pixels are those it has
    /// anywhere. Right to left, each plane is drawn mirrored and placed mirrored.
    package func buildPlanes(_ root: Layer, viewSize: Size, scale: Double, snapshots: [Int: DrawList] = [:],
                             layoutDirection: LayoutDirection = .leftToRight, into planes: inout [PlaneDrawing]) {
        var split = PlaneSplit(scale: scale, snapshots: snapshots, layoutDirection: layoutDirection)
        var cut: PlaneCut? = PlaneCut(segment: 0)
        let base = split.nextSlot(in: &planes)
        build(root, placedAt: nil, viewSize: viewSize, scale: scale, snapshots: snapshots,
              layoutDirection: layoutDirection, cut: &cut, overPlanes: false, into: &planes[base].list)
        (planes[base].originX, planes[base].originY) = (0, 0)
        let window = PixelRect(width: planes[base].list.framebufferWidth, height: planes[base].list.framebufferHeight)
        split.window = window
        planes[base].visible = window
        planes[base].opaque = window
        appendPlanes(cut?.planes ?? [], of: root, placedAt: nil, viewSize: viewSize, in: planes[base],
                     split: &split, into: &planes)
        // What an opaque plane hides of the window's own surface is neither drawn nor shown there.
        planes[base].list.hidden = planes[(base + 1)..<split.count].compactMap { plane in
            let opaque = plane.opaque.intersection(plane.visible)
            return opaque.isEmpty ? nil : PixelRect(minX: opaque.minX + plane.originX, minY: opaque.minY + plane.originY,
                                                    maxX: opaque.maxX + plane.originX, maxY: opaque.maxY + plane.originY)
        }
        planes.removeLast(planes.count - split.count)
    }

    /// Appends the planes of `found`, the plane layers a pass over
    /// `container` (placed by `placement` in a view of `viewSize`, drawn in
    /// `containing`) stepped over: each one's plane, the planes inside it,
    /// and what `container` draws over it up to the next, in `containing`'s
    /// place and size.
    private func appendPlanes(_ found: [(layer: Layer, toRoot: Transform3D)], of container: Layer,
                              placedAt placement: Transform3D?, viewSize: Size, in containing: PlaneDrawing,
                              split: inout PlaneSplit, into planes: inout [PlaneDrawing]) {
        let scale = split.scale
        let containingArea = PixelRect(width: containing.list.framebufferWidth, height: containing.list.framebufferHeight)
        for (index, plane) in found.enumerated() {
            let slot = split.nextSlot(in: &planes)
            let bounds = plane.layer.bounds
            let margin = Self.shadowReach(of: plane.layer)
            let planePlacement = Transform3D.translation(x: margin - bounds.minX, y: margin - bounds.minY)
            let planeSize = Size(width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
            var inner: PlaneCut? = PlaneCut(segment: 0)
            build(plane.layer, placedAt: planePlacement, viewSize: planeSize, scale: scale, snapshots: split.snapshots,
                  layoutDirection: split.layoutDirection, cut: &inner, overPlanes: true, into: &planes[slot].list)
            // The plane's top-left corner in the view: its leading one left to right, its trailing one mirrored.
            let corners = [bounds.minX - margin, bounds.maxX + margin].map {
                plane.toRoot.apply(to: Point(x: $0, y: bounds.minY - margin))
            }
            planes[slot].originX = containing.originX + Int((min(corners[0].x, corners[1].x).rounded() * scale).rounded())
            planes[slot].originY = containing.originY + Int((corners[0].y.rounded() * scale).rounded())
            let whole = PixelRect(width: planes[slot].list.framebufferWidth, height: planes[slot].list.framebufferHeight)
            // It shows within the window, and within the plane it lies in.
            planes[slot].visible = split.shown(from: planes[slot], within: containing).intersection(whole)
            // Within a shadow's reach the layer's own square, opaque background hides what lies under it.
            let inset = Int((margin * scale).rounded())
            planes[slot].opaque = !planes[slot].list.needsClear ? whole
                : plane.layer.backgroundColor.alpha >= 1 && plane.layer.cornerRadius == 0
                    ? PixelRect(minX: inset, minY: inset, maxX: whole.maxX - inset, maxY: whole.maxY - inset)
                    : PixelRect(width: 0, height: 0)
            let planeDrawing = planes[slot]
            appendPlanes(inner?.planes ?? [], of: plane.layer, placedAt: planePlacement, viewSize: planeSize,
                         in: planeDrawing, split: &split, into: &planes)

            let over = split.nextSlot(in: &planes)
            var after: PlaneCut? = PlaneCut(segment: index + 1, planeLayers: found.map(\.layer))
            build(container, placedAt: placement, viewSize: viewSize, scale: scale, snapshots: split.snapshots,
                  layoutDirection: split.layoutDirection, cut: &after, overPlanes: true, into: &planes[over].list)
            (planes[over].originX, planes[over].originY) = (containing.originX, containing.originY)
            planes[over].visible = planes[over].list.drawnBounds.intersection(containing.visible)
            planes[over].opaque = planes[over].list.needsClear ? PixelRect(width: 0, height: 0) : containingArea
            if planes[over].list.commands.isEmpty { split.count -= 1 }
        }
    }

    /// How far, in whole points, `layer`'s drop shadow reaches past its
    /// bounds (its plane grows by that on every side); 0 without one.
    private static func shadowReach(of layer: Layer) -> Double {
        guard layer.shadowOpacity > 0 else { return 0 }
        let offset = max(abs(layer.shadowOffset.x), abs(layer.shadowOffset.y))
        return (1.5 * layer.shadowRadius + offset + 1).rounded(.up)
    }
}

/// What splitting one tree into planes carries from plane to plane: the
/// frame's settings, the window's pixels, and how many planes are filled.
private struct PlaneSplit {
    let scale: Double
    let snapshots: [Int: DrawList]
    let layoutDirection: LayoutDirection
    /// The window's pixels.
    var window = PixelRect(width: 0, height: 0)
    /// The planes filled so far (the list's storage may hold more, reused).
    var count = 0

    init(scale: Double, snapshots: [Int: DrawList], layoutDirection: LayoutDirection) {
        (self.scale, self.snapshots, self.layoutDirection) = (scale, snapshots, layoutDirection)
    }

    /// The index of the next plane to fill, added to `planes` when new.
    mutating func nextSlot(in planes: inout [PlaneDrawing]) -> Int {
        if planes.count == count { planes.append(PlaneDrawing()) }
        count += 1
        return count - 1
    }

    /// The part of `plane` (in its own pixels) that lies in the window and
    /// in what `containing` shows.
    func shown(from plane: PlaneDrawing, within containing: PlaneDrawing) -> PixelRect {
        let (x, y) = (plane.originX, plane.originY)
        let inWindow = PixelRect(minX: -x, minY: -y, maxX: window.maxX - x, maxY: window.maxY - y)
        let (dx, dy) = (containing.originX - x, containing.originY - y)
        let shownByContaining = PixelRect(minX: containing.visible.minX + dx, minY: containing.visible.minY + dy,
                                          maxX: containing.visible.maxX + dx, maxY: containing.visible.maxY + dy)
        return inWindow.intersection(shownByContaining)
    }
}
