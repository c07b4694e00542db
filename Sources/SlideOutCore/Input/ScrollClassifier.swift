/// Tells wheel notches from trackpad swipes in the scroll stream, and says
/// when a swipe ends.
///
/// Where the seat names its source (Wayland `wl_pointer` v5+), wheel events
/// page one step each and finger or continuous streams end exactly at the
/// compositor's axis stop. Where it does not (GLFW's scroll, X11 scroll
/// valuators), whole-number deltas are wheel steps and fractional deltas form
/// a stream that ends after `silence` seconds without an event. Deltas are in
/// the window system's scroll units (GLFW's Wayland values are axis / 10, X11
/// valuators are increments); the stream is reported in points (x 10), so
/// content follows the fingers 1:1, with the release velocity for the settle.
package struct ScrollClassifier: Sendable {
    /// What one scroll event (or a timeout) means: a wheel step or a phase of a swipe.
    package enum Output: Sendable, Equatable {
        case none
        /// Whole notches: +x/+y are wheel left/up.
        case wheel(dx: Int, dy: Int)
        /// The first event of a swipe, with its translation in points.
        case swipeBegan(dx: Double, dy: Double)
        /// Total translation of the swipe so far, in points.
        case swipeChanged(dx: Double, dy: Double)
        case swipeEnded(dx: Double, dy: Double, velocityX: Double, velocityY: Double)
    }

    /// Seconds without an event that end a swipe whose seat sends no stop.
    package var silence = 0.15
    /// Seconds without an event that end a swipe whose stop never came (the
    /// pointer left, or the compositor dropped it): a safety net, not a signal.
    package var missingStop = 1.0
    /// Points per scroll unit.
    package var pointsPerUnit = 10.0
    private var swiping = false
    private var endsWithStop = false
    private var lastEventTime = 0.0
    private var total = (x: 0.0, y: 0.0)
    private var trackerX = VelocityTracker(window: 0.15)
    private var trackerY = VelocityTracker(window: 0.15)

    /// Creates an idle classifier with the default timeouts and 10 points per scroll unit.
    package init() {}

    /// True while a swipe is in progress.
    package var isSwiping: Bool { swiping }

    /// When the current swipe will end if no event arrives first (nil when idle):
    /// the run loop waits no longer than this.
    package var deadline: Double? { swiping ? lastEventTime + (endsWithStop ? missingStop : silence) : nil }

    /// Classifies one event of unknown source. A whole notch during a swipe
    /// counts as part of the swipe.
    package mutating func scroll(dx: Double, dy: Double, time: Double) -> Output {
        let isNotch = dx == dx.rounded() && dy == dy.rounded() && !(dx == 0 && dy == 0)
        if isNotch && !swiping {
            return .wheel(dx: Int(dx), dy: Int(dy))
        }
        return track(dx: dx, dy: dy, time: time, endsWithStop: false)
    }

    /// Classifies one event whose source the seat named: a wheel event is one
    /// step in its direction whatever its size; fingers and continuous
    /// devices swipe until `stop(at:)`.
    package mutating func scroll(dx: Double, dy: Double, source: ScrollSource, time: Double) -> Output {
        switch source {
        case .wheel:
            guard dx != 0 || dy != 0 else { return .none }
            return .wheel(dx: dx > 0 ? 1 : dx < 0 ? -1 : 0, dy: dy > 0 ? 1 : dy < 0 ? -1 : 0)
        case .finger, .continuous:
            return track(dx: dx, dy: dy, time: time, endsWithStop: true)
        }
    }

    /// The fingers lifted: ends the swipe with the velocity at that moment.
    package mutating func stop(at time: Double) -> Output {
        guard swiping else { return .none }
        return end(velocityAt: max(time, lastEventTime))
    }

    /// Ends the swipe once `time` is past the deadline.
    package mutating func expire(at time: Double) -> Output {
        guard let deadline, time >= deadline else { return .none }
        // Velocity as of the last event: the silence itself is not the fingers slowing.
        return end(velocityAt: lastEventTime)
    }

    private mutating func track(dx: Double, dy: Double, time: Double, endsWithStop: Bool) -> Output {
        let began = !swiping
        if began {
            swiping = true
            total = (0, 0)
            trackerX.reset()
            trackerY.reset()
            trackerX.add(position: 0, time: time)
            trackerY.add(position: 0, time: time)
        }
        self.endsWithStop = endsWithStop
        lastEventTime = time
        total.x += dx * pointsPerUnit
        total.y += dy * pointsPerUnit
        trackerX.add(position: total.x, time: time)
        trackerY.add(position: total.y, time: time)
        return began ? .swipeBegan(dx: total.x, dy: total.y) : .swipeChanged(dx: total.x, dy: total.y)
    }

    private mutating func end(velocityAt time: Double) -> Output {
        swiping = false
        return .swipeEnded(dx: total.x, dy: total.y, velocityX: trackerX.velocity(at: time),
                           velocityY: trackerY.velocity(at: time))
    }
}
