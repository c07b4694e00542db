/// Recognizes a drag (a mouse drag is the desktop finger) along one axis,
/// like `UIPanGestureRecognizer` with a direction lock: it begins once the
/// pointer has moved past `threshold`, and only if the move is mostly along
/// `axis`; a mostly-perpendicular move fails it, so a list scrolls instead.
package struct PanGestureRecognizer: Sendable {
    /// The direction a pan tracks: x for horizontal, y for vertical.
    package enum Axis: Sendable { case horizontal, vertical }

    /// The recognizer's phase, as in `UIGestureRecognizer.State`.
    package enum State: Sendable, Equatable {
        case possible, began, changed, ended, failed
    }

    /// What the owner must do after feeding an event.
    package enum Update: Sendable, Equatable {
        case none
        /// The pan began; the pointer is `translation` along the axis from the press already.
        case began(translation: Double)
        /// The translation along the axis since the press.
        case changed(translation: Double)
        /// The final translation and the release velocity (points per second).
        case ended(translation: Double, velocity: Double)
    }

    /// The direction the pan tracks; moves mostly across it fail the gesture.
    package var axis: Axis
    /// Points the pointer must travel before a pan begins.
    package var threshold: Double = 8
    /// How far (points) from the leading edge a press counts as an edge swipe.
    package static let edgeWidth = 32.0
    /// The current phase; `possible` until the pointer passes `threshold`.
    package private(set) var state: State = .possible
    private var start = Point.zero
    private var tracker = VelocityTracker()
    private var isPressed = false
    private var isFromEdge = false

    /// Creates a recognizer for pans along `axis` (horizontal by default).
    package init(axis: Axis = .horizontal) {
        self.axis = axis
    }

    /// True while a pan is in progress (began or changed).
    package var isActive: Bool { state == .began || state == .changed }

    /// Starts tracking a press at `location` (window points) at `time`
    /// seconds. A press `fromEdge` (a finger within `edgeWidth` of the
    /// leading edge, like `UIScreenEdgePanGestureRecognizer`) begins as soon
    /// as it moves `threshold` inward, however much it also moves across:
    /// swiping in from the edge is unmistakable, so no direction lock fails it.
    package mutating func pointerDown(at location: Point, time: Double, fromEdge: Bool = false) {
        isPressed = true
        isFromEdge = fromEdge
        state = .possible
        start = location
        tracker.reset()
        tracker.add(position: along(location), time: time)
    }

    /// Feeds a pointer move; returns `began` once past the threshold, then each new translation.
    package mutating func pointerMoved(to location: Point, time: Double) -> Update {
        guard isPressed, state != .failed else { return .none }
        tracker.add(position: along(location), time: time)
        let (main, cross) = (along(location) - along(start), across(location) - across(start))
        switch state {
        case .possible where isFromEdge:
            guard main >= threshold else { return .none }
            state = .began
            return .began(translation: main)
        case .possible:
            guard max(abs(main), abs(cross)) >= threshold else { return .none }
            guard abs(main) >= abs(cross) else {
                state = .failed
                return .none
            }
            state = .began
            return .began(translation: main)
        case .began, .changed:
            state = .changed
            return .changed(translation: main)
        case .ended, .failed:
            return .none
        }
    }

    /// Feeds the release; returns the final translation and velocity when a pan was active.
    package mutating func pointerUp(at location: Point, time: Double) -> Update {
        defer { isPressed = false }
        guard isActive else {
            state = .possible
            return .none
        }
        state = .ended
        return .ended(translation: along(location) - along(start), velocity: tracker.velocity(at: time))
    }

    /// Gives up on the current press without ending a pan (a cancelled
    /// touch): the owner undoes what the pan did.
    package mutating func cancel() {
        isPressed = false
        state = .possible
    }

    private func along(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }
    private func across(_ point: Point) -> Double { axis == .horizontal ? point.y : point.x }
}
