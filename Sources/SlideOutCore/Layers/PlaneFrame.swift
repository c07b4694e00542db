/// One surface of a frame composed of planes (a Wayland window's own
/// surface and its subsurfaces), bottom to top: what a window system needs
/// to show it. A plane holding a layer that only slid keeps its pixels and
/// moves; the compositor, not the app, puts the frame together.
package struct PlaneFrame: Equatable, Sendable {
    /// What the plane shows.
    package enum Pixels: Equatable, Sendable {
        /// Drawn pixels, of which `changed` (plane pixels, y down) differ
        /// from the plane's last frame.
        case drawn(changed: PixelRegion)
        /// One premultiplied RGBA colour over the whole plane (a dimming overlay).
        case uniform(SIMD4<Float>)
    }

    /// The plane's size in pixels.
    package var width: Int
    /// The plane's height in pixels.
    package var height: Int
    /// Where the plane's top-left pixel lies in the window, in pixels (y down).
    package var originX: Int
    /// The plane's top in the window, in pixels (y down).
    package var originY: Int
    /// The part of the plane that shows (inside the window, or where it
    /// draws anything), in plane pixels; the compositor shows no other.
    package var visible: PixelRect
    /// What it shows.
    package var pixels: Pixels
    /// The plane's pixels that are opaque and hide what lies under them
    /// (plane pixels; empty when none are known to be).
    package var opaque: PixelRect

    /// Makes a plane `width` x `height` pixels at (`originX`, `originY`).
    package init(width: Int, height: Int, originX: Int, originY: Int, pixels: Pixels, opaque: PixelRect) {
        (self.width, self.height, self.originX, self.originY) = (width, height, originX, originY)
        (self.pixels, self.opaque) = (pixels, opaque)
        visible = PixelRect(width: width, height: height)
    }

    /// True when both have one size, place, visible part and opaque part (whatever they show).
    package func isPlaced(like other: PlaneFrame) -> Bool {
        placementChanges(since: other).isEmpty
    }

    /// What a compositor must be told anew to show this frame where `shown`
    /// was: the crop (its size, visible part, or whether it is one colour
    /// changed), its position, its opaque part. Everything after no frame,
    /// or with a new crop (the position is the visible part's corner, and
    /// the opaque part is given from it).
    package func placementChanges(since shown: PlaneFrame?) -> PlacementChanges {
        guard let shown, (width, height, visible, isUniform)
                == (shown.width, shown.height, shown.visible, shown.isUniform) else {
            return [.crop, .position, .opaque]
        }
        var changes: PlacementChanges = []
        if (originX, originY) != (shown.originX, shown.originY) { changes.insert(.position) }
        if opaque != shown.opaque { changes.insert(.opaque) }
        return changes
    }

    /// True when it shows one colour.
    package var isUniform: Bool {
        if case .uniform = pixels { return true }
        return false
    }
}
