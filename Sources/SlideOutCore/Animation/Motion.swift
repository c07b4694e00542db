/// How a style wants a property to travel to a new target: a timing curve
/// or a spring, over a duration. The clock turns it into an `Animation`
/// that starts from the property's on-screen value and, when the property
/// is already moving, its current velocity.
public struct Motion: Sendable, Hashable {
    /// The shape of the travel.
    package enum Timing: Sendable, Hashable {
        /// A Core Animation timing curve.
        case curve(CubicTimingCurve)
        /// A damped spring; the initial velocity (whole distances per second) applies from rest.
        case spring(dampingRatio: Double, initialVelocity: Double)
    }

    /// The shape of the travel.
    package let timing: Timing
    /// How long the travel takes, in seconds.
    package let duration: Double

    /// A travel of `duration` seconds shaped by `timing`.
    package init(_ timing: Timing, duration: Double) {
        self.timing = timing
        self.duration = duration
    }

    /// A travel along a Core Animation timing curve over `duration` seconds.
    package static func curve(_ curve: CubicTimingCurve, duration: Double) -> Motion {
        Motion(.curve(curve), duration: duration)
    }

    /// UIKit's `UIView.animate(withDuration:)` default curve: slow at both
    /// ends, over `duration` seconds.
    public static func easeInOut(_ duration: Double) -> Motion { .curve(.easeInOut, duration: duration) }

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over
    /// `duration` seconds: a `dampingRatio` below 1 overshoots; the initial
    /// velocity (whole distances per second) applies from rest.
    public static func spring(dampingRatio: Double, initialVelocity: Double, duration: Double) -> Motion {
        Motion(.spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity), duration: duration)
    }

    /// The short, non-oscillating stand-in used when the user asked for
    /// reduced motion: same end state, no overshoot, at most 0.1 s.
    package var reduced: Motion { .curve(.easeOut, duration: min(duration, 0.1)) }

    /// The animation from `from` to `to`; `velocity` (units per second) is the
    /// property's current velocity when it is being retargeted, nil from rest.
    package func animation(from: Double, to: Double, velocity: Double?) -> any Animation {
        let distance = to - from
        switch timing {
        case .curve(let curve):
            guard let velocity, distance != 0, duration > 0 else {
                return BasicAnimation(from: from, to: to, duration: duration, curve: curve)
            }
            let slope = velocity * duration / distance
            return BasicAnimation(from: from, to: to, duration: duration, curve: curve.startingWithSlope(slope))
        case .spring(let dampingRatio, let initialVelocity):
            let unitVelocity = velocity.map { distance != 0 ? $0 / distance : 0 } ?? initialVelocity
            let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: unitVelocity,
                                                duration: duration)
            return SpringAnimation(from: from, to: to, spring: spring)
        }
    }
}
