/// Recognizes a click as a tap: a press and release close together in space
/// and time, like `UITapGestureRecognizer` with one touch.
package struct TapGestureRecognizer: Sendable {
    /// How far (points) the pointer may travel between press and release.
    package var allowableMovement: Double = 10
    /// How long (seconds) the button may stay down.
    package var maximumDuration: Double = 1.0

    private var pressLocation: Point?
    private var pressTime = 0.0

    /// Creates a recognizer with UIKit-like limits: 10 points of travel, 1 second held.
    package init() {}

    /// Records a press at `location` (window points) at `time` seconds as a possible tap.
    package mutating func pointerDown(at location: Point, time: Double) {
        pressLocation = location
        pressTime = time
    }

    /// Cancels the tap once the pointer has moved too far.
    package mutating func pointerMoved(to location: Point) {
        guard let start = pressLocation else { return }
        if Self.distance(start, location) > allowableMovement { pressLocation = nil }
    }

    /// Gives up on the current press (another gesture took it).
    package mutating func cancel() {
        pressLocation = nil
    }

    /// The tap's location when this release completes a tap, else nil.
    package mutating func pointerUp(at location: Point, time: Double) -> Point? {
        defer { pressLocation = nil }
        guard let start = pressLocation,
              Self.distance(start, location) <= allowableMovement,
              time - pressTime <= maximumDuration else { return nil }
        return start
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
