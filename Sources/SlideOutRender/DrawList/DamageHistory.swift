import SlideOutCore

/// What the last few presented frames changed, so that a frame drawn into a
/// buffer whose pixels are those of a frame `age` frames back (a swap chain
/// that says its buffers' age: EGL_EXT_buffer_age, GLX_EXT_buffer_age)
/// draws only what differs from that frame: its own changes and those of
/// the `age - 1` frames before it.
package struct DamageHistory: Sendable {
    /// The oldest buffer whose pixels are still of use; an older one is drawn whole.
    package static let depth = 4

    /// The changes of the frames presented, the last first; at most `depth - 1`.
    private var recent: [PixelRegion] = []

    package init() {}

    /// The pixels to draw for a frame that changes `changed` (against the
    /// last frame presented) into a buffer of `bufferAge` (1: it holds the
    /// last frame; 0: its pixels are unknown), `whole` being the framebuffer.
    package func pixelsToDraw(changed: PixelRegion, bufferAge: Int, whole: PixelRect) -> PixelRegion {
        guard bufferAge > 0, bufferAge - 1 <= recent.count else { return PixelRegion(whole) }
        var region = changed
        for older in recent.prefix(bufferAge - 1) {
            for rect in older.rects { region.add(rect) }
        }
        return region
    }

    /// Records that the frame just presented changed `changed` against the one before it.
    package mutating func presented(_ changed: PixelRegion) {
        recent.insert(changed, at: 0)
        if recent.count > Self.depth - 1 { recent.removeLast() }
    }
}
