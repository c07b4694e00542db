import SlideOutCore

/// The pictures of rasterized layers (`Layer.shouldRasterize`), kept from
/// frame to frame: while a layer's drawing stays as it was (its
/// `drawingRevision`, at the same scale and layout direction) it shows the
/// same picture, neither built nor hashed again. A turning menu is one
/// picture for its whole turn, and for every turn after while its rows stay.
final class RasterizedPictureCache {
    /// A layer's picture and the id its texture goes by.
    struct Picture {
        let id: Int
        let list: DrawList
    }

    private struct Entry {
        weak var layer: Layer?
        let revision: Int
        let scale: Double
        let layoutDirection: LayoutDirection
        let picture: Picture
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// `layer`'s picture at `scale` and `layoutDirection`, when it was kept
    /// and the layer has drawn nothing new since.
    func picture(of layer: Layer, scale: Double, layoutDirection: LayoutDirection) -> Picture? {
        guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer,
              entry.revision == layer.drawingRevision, entry.scale == scale,
              entry.layoutDirection == layoutDirection else { return nil }
        return entry.picture
    }

    /// Keeps `picture` as `layer`'s at its current revision, in place of
    /// the one before (nil: keeps none), and lets go of those whose layers are gone.
    func keep(_ picture: Picture?, of layer: Layer, scale: Double, layoutDirection: LayoutDirection) {
        entries = entries.filter { $0.value.layer != nil }
        guard let picture else {
            entries[ObjectIdentifier(layer)] = nil
            return
        }
        entries[ObjectIdentifier(layer)] = Entry(layer: layer, revision: layer.drawingRevision, scale: scale,
                                                 layoutDirection: layoutDirection, picture: picture)
    }
}
