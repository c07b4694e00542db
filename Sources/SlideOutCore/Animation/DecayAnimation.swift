import Glibc

/// The deceleration of a flick after the finger lifts, as UIScrollView does it:
/// each millisecond the velocity is multiplied by a deceleration rate.
///
/// With rate d and release velocity v0 the velocity is v(t) = v0 d^(1000 t),
/// so the offset travelled is x(t) = v0 (d^(1000 t) - 1) / (1000 ln d) and
/// the flick comes to rest -v0 / (1000 ln d) away. `RevealRelease` uses that
/// projection to pick the rest position a throw is heading for; nothing
/// coasts on screen, so only the projection is computed.
package struct DecayAnimation: Sendable, Hashable {
    /// How much velocity is kept per millisecond (UIKit's
    /// `UIScrollView.DecelerationRate`).
    package struct DecelerationRate: Sendable, Hashable {
        /// The fraction of the velocity kept after each millisecond, in `0 < d < 1`.
        package let rawValue: Double

        /// Creates a rate that keeps `rawValue` of the velocity each millisecond.
        package init(rawValue: Double) {
            self.rawValue = rawValue
        }

        /// UIKit's default scroll deceleration, 0.998 per millisecond.
        package static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's quick stop (paging scroll views), 0.99 per millisecond.
        package static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The velocity at release, in points (or any unit) per second.
    package let initialVelocity: Double
    /// The per-millisecond deceleration rate.
    package let decelerationRate: DecelerationRate

    /// Creates a flick released at `initialVelocity` units per second, slowing at `decelerationRate`.
    package init(initialVelocity: Double, decelerationRate: DecelerationRate = .normal) {
        self.initialVelocity = initialVelocity
        self.decelerationRate = decelerationRate
    }

    /// 1000 ln d: the exponential decay constant of the velocity, per second
    /// (negative).
    private var decayConstant: Double { 1000 * log(decelerationRate.rawValue) }

    /// Where the flick comes to rest, relative to where it was released:
    /// -v0 / (1000 ln d), the limit of x(t).
    package var projectedDistance: Double {
        -initialVelocity / decayConstant
    }
}
