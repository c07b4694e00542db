extension Layer {
    /// The topmost visible layer that accepts input and contains `point`
    /// (given in this layer's superlayer's coordinates), through every 3D
    /// transform on the way down; nil when nothing there takes input.
    package func hitTest(_ point: Point) -> Layer? {
        guard !isHidden,
              let local = transformToSuperlayer.unapply(point) else { return nil }
        for sublayer in sublayers.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return acceptsInput && bounds.contains(local) ? self : nil
    }

    /// The first layer of this subtree, depth first from this one, that
    /// satisfies `predicate`.
    package func first(where predicate: (Layer) -> Bool) -> Layer? {
        if predicate(self) { return self }
        for sublayer in sublayers {
            if let found = sublayer.first(where: predicate) { return found }
        }
        return nil
    }
}
