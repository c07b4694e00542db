/// A flick coasting to rest from `from` (UIScrollView deceleration), as an
/// `Animation` the clock can run.
public struct DecelerationAnimation: Animation {
    /// The value at release, where the coasting starts.
    public var from: Double
    /// The decay that gives the travelled offset and velocity over time.
    public var decay: DecayAnimation

    /// Creates a flick from `from` released at `velocity` units per second, slowing at `rate`.
    public init(from: Double, velocity: Double, rate: DecayAnimation.DecelerationRate = .normal) {
        self.from = from
        decay = DecayAnimation(initialVelocity: velocity, decelerationRate: rate)
    }

    /// Where it comes to rest.
    public var restingValue: Double { from + decay.projectedDistance }

    /// The seconds until the speed drops below the decay's default threshold (0.5 per second).
    public var duration: Double { decay.duration() }
    /// The value `elapsed` seconds after release.
    public func value(at elapsed: Double) -> Double { from + decay.position(at: elapsed) }
    /// The velocity in units per second `elapsed` seconds after release.
    public func velocity(at elapsed: Double) -> Double { decay.velocity(at: elapsed) }
}
