import SlideOutCore

/// Drawn icons the demo screens share.
enum Icons {
    /// Three horizontal bars: the menu button.
    static func hamburger(color: Color) -> LayerContents {
        .shape(ShapeContent([
            .line(from: Point(x: 0.1, y: 0.2), to: Point(x: 0.9, y: 0.2)),
            .line(from: Point(x: 0.1, y: 0.5), to: Point(x: 0.9, y: 0.5)),
            .line(from: Point(x: 0.1, y: 0.8), to: Point(x: 0.9, y: 0.8)),
        ], color: color, lineWidth: 2))
    }
}
