/// Tells wheel notches from trackpad swipes in the scroll stream GLFW gives.
///
/// Whole-number deltas are wheel steps (X11 wheels and touchpads alike send
/// ±1 notches). Fractional deltas form a continuous trackpad stream (Wayland
/// axis values arrive divided by 10): it begins with the first event, and ends
/// after `silence` seconds without one, since GLFW gives no axis-stop event.
/// The stream is reported in points (x 10), so content follows the fingers 1:1,
/// with the release velocity for the settle.
public struct ScrollClassifier: Sendable {
    public enum Output: Sendable, Equatable {
        case none
        /// Whole notches: +x/+y are wheel left/up.
        case wheel(dx: Int, dy: Int)
        /// The first event of a swipe, with its translation in points.
        case swipeBegan(dx: Double, dy: Double)
        /// Total translation of the swipe so far, in points.
        case swipeChanged(dx: Double, dy: Double)
        case swipeEnded(dx: Double, dy: Double, velocityX: Double, velocityY: Double)
    }

    /// Seconds without an event that end a trackpad swipe.
    public var silence = 0.15
    /// Points per unit of GLFW's fractional scroll delta.
    public var pointsPerUnit = 10.0
    private var swiping = false
    private var lastEventTime = 0.0
    private var total = (x: 0.0, y: 0.0)
    private var trackerX = VelocityTracker(window: 0.15)
    private var trackerY = VelocityTracker(window: 0.15)

    public init() {}

    public var isSwiping: Bool { swiping }

    /// When the current swipe will end if no event arrives first (nil when idle):
    /// the run loop waits no longer than this.
    public var deadline: Double? { swiping ? lastEventTime + silence : nil }

    /// Classifies one scroll event. A whole notch during a swipe counts as
    /// part of the swipe.
    public mutating func scroll(dx: Double, dy: Double, time: Double) -> Output {
        let isNotch = dx == dx.rounded() && dy == dy.rounded() && !(dx == 0 && dy == 0)
        if isNotch && !swiping {
            return .wheel(dx: Int(dx), dy: Int(dy))
        }
        let began = !swiping
        if began {
            swiping = true
            total = (0, 0)
            trackerX.reset()
            trackerY.reset()
            trackerX.add(position: 0, time: time)
            trackerY.add(position: 0, time: time)
        }
        lastEventTime = time
        total.x += dx * pointsPerUnit
        total.y += dy * pointsPerUnit
        trackerX.add(position: total.x, time: time)
        trackerY.add(position: total.y, time: time)
        return began ? .swipeBegan(dx: total.x, dy: total.y) : .swipeChanged(dx: total.x, dy: total.y)
    }

    /// Ends the swipe once `time` is past the deadline.
    public mutating func expire(at time: Double) -> Output {
        guard swiping, time >= lastEventTime + silence else { return .none }
        swiping = false
        // Velocity as of the last event: the silence itself is not the fingers slowing.
        return .swipeEnded(dx: total.x, dy: total.y, velocityX: trackerX.velocity(at: lastEventTime),
                           velocityY: trackerY.velocity(at: lastEventTime))
    }
}
