import SlideOutPlatform

/// The window system's monotonic clock: frames paced by the display, waits
/// that block until input or the deadline.
public final class RealTime: TimeSource {
    public init() {}

    public var now: Double { Window.time }
    public var followsEventTimes: Bool { true }
    public func frameTime() -> Double { now }

    public func nextFrame(after last: Double, refreshRate: Double) -> Double {
        last + 1 / refreshRate
    }

    public func wait(until deadline: Double?, on window: Window) {
        guard let deadline else { return window.waitEvents(timeout: nil) }
        let timeout = deadline - now
        if timeout > 0 { window.waitEvents(timeout: timeout) } else { window.pollEvents() }
    }
}
