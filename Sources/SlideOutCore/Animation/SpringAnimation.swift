/// Moves a property to a target on a damped spring (UIKit semantics, see
/// `SpringTimingParameters`), in closed form.
public struct SpringAnimation: Animation {
    public var from: Double
    public var to: Double
    public var spring: SpringTimingParameters

    public init(from: Double, to: Double, spring: SpringTimingParameters) {
        self.from = from
        self.to = to
        self.spring = spring
    }

    public var duration: Double { spring.duration }

    public func value(at elapsed: Double) -> Double {
        from + (to - from) * spring.value(at: elapsed)
    }

    public func velocity(at elapsed: Double) -> Double {
        (to - from) * spring.velocity(at: elapsed)
    }
}
