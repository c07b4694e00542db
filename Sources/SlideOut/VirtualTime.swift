import SlideOutPlatform

/// Time that moves only when told: each frame steps it by `step` (60 Hz by
/// default) and an idle wait jumps straight to its deadline, so a replay
/// runs as fast as the machine renders and gives the same frames every run.
package final class VirtualTime: TimeSource {
    /// Virtual seconds: moved only by frames and idle jumps.
    package private(set) var now: Double
    /// Seconds between frames.
    package let step: Double

    /// Time from `start`, stepping `step` seconds per frame.
    package init(start: Double = 0, step: Double = 1.0 / 60) {
        now = start
        self.step = step
    }

    /// Events are stamped with virtual time, whatever their own.
    package var followsEventTimes: Bool { false }

    /// Steps one frame forward and returns the new time.
    package func frameTime() -> Double {
        now += step
        return now
    }

    /// Virtual frames are never paced.
    package func nextFrame(after last: Double, refreshRate: Double) -> Double { -.infinity }

    /// Jumps to `deadline` and takes the input already waiting; with no
    /// deadline, blocks until real input arrives.
    package func wait(until deadline: Double?, on window: Window) {
        guard let deadline else { return window.waitEvents(timeout: nil) }
        now = max(now, deadline)
        window.pollEvents()
    }
}
