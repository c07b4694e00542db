import SlideOutCore

/// The pixels of what a first frame will show, rasterized ahead on another
/// thread. A host that builds its first screen while its window and GL
/// context open (the demo does) can rasterize that screen's text and
/// drawings there too, leaving the first frame only their upload
/// (`GLBackend.adopt(_:)`). Prepared for a guessed view size, scale and
/// layout direction: a content the frame shows otherwise is rasterized as
/// usual, and the prepared ones it does not show are dropped after it.
package final class PreparedContents {
    /// One content's pixels as `ContentRasterizer` lends them: premultiplied
    /// BGRA rows, top row first, `stride` bytes apart.
    struct Bitmap {
        let pixels: [UInt8]
        let width: Int
        let height: Int
        let stride: Int
    }

    private var bitmaps: [ContentKey: Bitmap] = [:]

    /// Rasterizes every content `style`'s tree shows, laid out in `viewSize`
    /// points at `scale` pixels per point, the pictures of its rasterized
    /// layers included; snapshots are drawn by GL and left out. Reads the
    /// tree only: a screen built on another thread is handed over after.
    package init(_ style: any MenuStyle, viewSize: Size, scale: Double) {
        var list = DrawList()
        DrawListBuilder().build(style.rootLayer, viewSize: viewSize, scale: scale,
                                layoutDirection: style.reveal.layoutDirection, into: &list)
        let shown = list.rasterized.values.reduce(list.referencedContents) { $0.union($1.referencedContents) }
        let rasterizer = ContentRasterizer()
        for key in shown {
            if case .snapshot = key.contents { continue }
            rasterizer.rasterize(key) { pixels, width, height, stride in
                let bytes = UnsafeRawBufferPointer(start: pixels, count: stride * height)
                bitmaps[key] = Bitmap(pixels: Array(bytes), width: width, height: height, stride: stride)
            }
        }
    }

    /// Hands over `key`'s pixels, if they were prepared, and forgets them.
    func take(_ key: ContentKey) -> Bitmap? {
        bitmaps.removeValue(forKey: key)
    }
}
