extension InputEvent {
    /// This event as a left-to-right layout sees it, in a view `width` points
    /// wide laid out in `direction`: unchanged for left to right; for right
    /// to left, mirrored about the view's centre line, so that every style,
    /// laid out leading edge left, reacts as the mirrored picture shows.
    /// Pointer and finger x become `width - x`, horizontal scrolling
    /// reverses (a drag, a finger, a trackpad swipe and a sideways wheel step
    /// all open the menu toward its side), and the Left and Right arrows
    /// swap. Vertical scrolling and everything else pass as they are.
    package func laidOut(for direction: LayoutDirection, width: Double) -> InputEvent {
        guard direction == .rightToLeft else { return self }
        var mirrored = self
        switch kind {
        case .pointerMove(let point):
            mirrored.kind = .pointerMove(Point(x: width - point.x, y: point.y))
        case .scroll(let dx, let dy):
            mirrored.kind = .scroll(dx: -dx, dy: dy)
        case .sourcedScroll(let dx, let dy, let source):
            mirrored.kind = .sourcedScroll(dx: -dx, dy: dy, source: source)
        case .key(.left, let pressed, let modifiers):
            mirrored.kind = .key(.right, pressed: pressed, modifiers: modifiers)
        case .key(.right, let pressed, let modifiers):
            mirrored.kind = .key(.left, pressed: pressed, modifiers: modifiers)
        case .touchDown(let id, let point):
            mirrored.kind = .touchDown(id: id, Point(x: width - point.x, y: point.y))
        case .touchMove(let id, let point):
            mirrored.kind = .touchMove(id: id, Point(x: width - point.x, y: point.y))
        case .button, .scrollStop, .key, .resize, .touchUp, .touchCancel:
            break
        }
        return mirrored
    }
}
