import SlideOutPlatform

/// Where the run loop's time comes from: the window system's monotonic
/// clock (`RealTime`), or virtual time that moves only as frames are drawn
/// and input falls due (`VirtualTime`: deterministic replays and tests).
package protocol TimeSource: AnyObject {
    /// Now, in seconds.
    var now: Double { get }
    /// True when input events carry the time they happened at (live input);
    /// virtual time stamps them with `now` instead.
    var followsEventTimes: Bool { get }
    /// The time of the frame about to be drawn; virtual time steps to it.
    func frameTime() -> Double
    /// The earliest time the next frame may be drawn after one drawn at
    /// `last` (`FrameCadence`), on a display refreshing `refreshRate` times a second.
    func nextFrame(after last: Double, refreshRate: Double) -> Double
    /// Lets time pass until `deadline` (nil: until input arrives), handing
    /// `window`'s pending input to its callbacks on the way.
    func wait(until deadline: Double?, on window: Window)
}
