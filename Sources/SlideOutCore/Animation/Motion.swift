/// How a style wants a property to travel to a new target. The clock turns it
/// into an `Animation` that starts from the property's on-screen value and,
/// when the property is already moving, its current velocity.
public enum Motion: Sendable, Hashable {
    /// A Core Animation timing curve over a fixed duration.
    case curve(CubicTimingCurve, duration: Double)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over `duration`;
    /// the initial velocity (whole distances per second) applies from rest.
    case spring(dampingRatio: Double, initialVelocity: Double, duration: Double)

    /// UIKit's `UIView.animate(withDuration:)` default curve.
    public static func easeInOut(_ duration: Double) -> Motion { .curve(.easeInOut, duration: duration) }

    /// The short, non-oscillating stand-in used when the user asked for
    /// reduced motion: same end state, no overshoot, at most 0.1 s.
    package var reduced: Motion {
        switch self {
        case .curve(_, let duration), .spring(_, _, let duration):
            return .curve(.easeOut, duration: min(duration, 0.1))
        }
    }

    /// The animation from `from` to `to`; `velocity` (units per second) is the
    /// property's current velocity when it is being retargeted, nil from rest.
    package func animation(from: Double, to: Double, velocity: Double?) -> any Animation {
        let distance = to - from
        switch self {
        case .curve(let curve, let duration):
            guard let velocity, distance != 0, duration > 0 else {
                return BasicAnimation(from: from, to: to, duration: duration, curve: curve)
            }
            let slope = velocity * duration / distance
            return BasicAnimation(from: from, to: to, duration: duration, curve: curve.startingWithSlope(slope))
        case .spring(let dampingRatio, let initialVelocity, let duration):
            let unitVelocity = velocity.map { distance != 0 ? $0 / distance : 0 } ?? initialVelocity
            let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: unitVelocity,
                                                duration: duration)
            return SpringAnimation(from: from, to: to, spring: spring)
        }
    }
}
