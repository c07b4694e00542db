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
}
