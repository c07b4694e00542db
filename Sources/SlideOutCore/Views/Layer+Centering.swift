extension Layer {
    /// Moves the layer so its bounds are centred on `point`, snapped to whole
    /// points so text stays crisp.
    public func center(at point: Point) {
        frame = Rect(x: (point.x - bounds.width / 2).rounded(.down),
                     y: (point.y - bounds.height / 2).rounded(.down),
                     width: bounds.width, height: bounds.height)
    }
}
