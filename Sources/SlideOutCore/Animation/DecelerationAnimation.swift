/// A flick coasting to rest from `from` (UIScrollView deceleration), as an
/// `Animation` the clock can run.
public struct DecelerationAnimation: Animation {
    public var from: Double
    public var decay: DecayAnimation

    public init(from: Double, velocity: Double, rate: DecayAnimation.DecelerationRate = .normal) {
        self.from = from
        decay = DecayAnimation(initialVelocity: velocity, decelerationRate: rate)
    }

    /// Where it comes to rest.
    public var restingValue: Double { from + decay.projectedDistance }

    public var duration: Double { decay.duration() }
    public func value(at elapsed: Double) -> Double { from + decay.position(at: elapsed) }
    public func velocity(at elapsed: Double) -> Double { decay.velocity(at: elapsed) }
}
