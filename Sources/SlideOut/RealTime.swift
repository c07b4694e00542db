import SlideOutPlatform

/// The window system's monotonic clock: frames paced by the display, waits
/// that block until input or the deadline.
package final class RealTime: TimeSource {
    /// The window system's clock (GLFW's, in seconds since it started).
    package init() {}

    /// Seconds on the window system's monotonic clock.
    package var now: Double { Window.time }
    /// Live events carry the time they happened at.
    package var followsEventTimes: Bool { true }
    /// A frame is drawn at the time it is drawn.
    package func frameTime() -> Double { now }

    /// One refresh interval after the last frame.
    package func nextFrame(after last: Double, refreshRate: Double) -> Double {
        last + 1 / refreshRate
    }

    /// Blocks for input until `deadline` (forever without one); past it, takes what is waiting.
    package func wait(until deadline: Double?, on window: Window) {
        guard let deadline else { return window.waitEvents(timeout: nil) }
        let timeout = deadline - now
        if timeout > 0 { window.waitEvents(timeout: timeout) } else { window.pollEvents() }
    }
}
