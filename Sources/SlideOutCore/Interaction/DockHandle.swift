/// The docked menu's handle: its trailing `Docking.handleWidth` points,
/// where a press drags the menu's width 1:1 (held within
/// `Docking.menuWidths`) and a double-click restores the style's default,
/// as a split view's divider does.
struct DockHandle {
    /// The longest pause (seconds) and the farthest move (points) between
    /// the two presses of a double-click (GTK's defaults: 400 ms, 5 pixels).
    static let doubleClick = (interval: 0.4, distance: 5.0)

    /// The drag under way: where its press began, at which width.
    private var drag: (startX: Double, startWidth: Double)?
    /// The last press, for a double-click.
    private var lastPress: (time: Double, location: Point)?

    /// True where `point` lies on `style`'s handle: its menu docked and
    /// resting shown, in a view `height` points tall.
    static func contains(_ point: Point, of style: any MenuStyle, height: Double) -> Bool {
        guard let docked = style as? any DockableMenuStyle, docked.menuMode == .docked, docked.reveal.isOpen,
              let rules = docked.dockingState?.rules else { return false }
        let edge = docked.dockedMenuWidth
        guard point.y >= 0 && point.y < height else { return false }
        // Mirrored (right to left), a pixel's left edge is its right one:
        // the handle's pixels are then those just over the edge, not under it.
        if docked.reveal.layoutDirection == .rightToLeft {
            return point.x > edge - rules.handleWidth && point.x <= edge
        }
        return point.x >= edge - rules.handleWidth && point.x < edge
    }

    /// A press on the handle at `time`: starts a drag, or, as the second
    /// press of a double-click, restores the default width.
    mutating func press(at location: Point, time: Double, on style: any DockableMenuStyle) {
        if let last = lastPress, time - last.time <= Self.doubleClick.interval,
           abs(location.x - last.location.x) <= Self.doubleClick.distance,
           abs(location.y - last.location.y) <= Self.doubleClick.distance {
            lastPress = nil
            drag = nil
            style.dockingState?.width = nil
            return
        }
        lastPress = (time, location)
        drag = (location.x, style.dockedMenuWidth)
    }

    /// The press moved to `location`: the width follows it.
    func move(to location: Point, on style: any DockableMenuStyle) {
        guard let drag else { return }
        style.dockedMenuWidth = drag.startWidth + location.x - drag.startX
    }

    /// The press lifted.
    mutating func release() {
        drag = nil
    }

    /// The press was taken away: the width goes back to where it was.
    mutating func cancel(on style: (any DockableMenuStyle)?) {
        if let drag { style?.dockedMenuWidth = drag.startWidth }
        drag = nil
    }

    /// Forgets the drag and the last press (the style was replaced).
    mutating func reset() {
        drag = nil
        lastPress = nil
    }
}
