import Glibc

/// A damped spring of mass 1 that carries unit progress from 0 to 1, solved in
/// closed form so its value and velocity are pure functions of time.
///
/// It follows UIKit's `animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:)`: the damping ratio is clamped to `0.01...1`, the
/// stiffness is chosen so the oscillation envelope falls to 1/1500 of the
/// distance at `duration`, and the spring lands exactly on 1 at `duration`.
/// Because the progress is a function of time alone, an interruption can read
/// the current value and velocity and start a new spring from there.
///
/// As a `TimingCurve` it drives a `BasicAnimation` whose duration is this
/// spring's `duration`.
package struct SpringTimingParameters: TimingCurve, Hashable {
    /// The damping ratio: 1 is critically damped (no overshoot), smaller values
    /// overshoot and oscillate. Always in `0.01...1`.
    package let dampingRatio: Double
    /// The velocity at the start, in whole distances per second (UIKit's
    /// `initialSpringVelocity`): 1 covers the whole distance in one second.
    package let initialVelocity: Double
    /// The time at which the spring is taken to be at rest; from then on the
    /// value is exactly 1 and the velocity exactly 0.
    package let duration: Double
    /// The spring constant k, per second squared (mass is 1).
    package let stiffness: Double
    /// The damping coefficient c = 2 z sqrt(k), per second (mass is 1).
    package let damping: Double

    /// The mass of the spring; always 1, as in UIKit.
    package var mass: Double { 1 }

    /// The fraction of the distance left in the envelope at `duration` under
    /// UIKit's definition.
    static let uiKitSettlingFraction = 1.0 / 1500
    /// The fraction of the distance the response form's envelope must stay
    /// below from `duration` on.
    static let responseSettlingFraction = 1e-3

    /// A spring with UIKit's `usingSpringWithDamping:initialSpringVelocity:
    /// duration:` semantics.
    ///
    /// The stiffness is k = ln(1500)^2 / (T^2 z^2), so the envelope
    /// e^(-z sqrt(k) t) is 1/1500 at t = T; the damping is c = 2 z sqrt(k).
    /// - Parameters:
    ///   - dampingRatio: z, clamped to `0.01...1`.
    ///   - initialVelocity: v, in whole distances per second.
    ///   - duration: T in seconds; the spring ends exactly on 1 at T.
    package init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) {
        let z = Self.clampedRatio(dampingRatio)
        let k = duration > 0
            ? pow(log(1 / Self.uiKitSettlingFraction), 2) / (duration * duration * z * z)
            : 0
        self.dampingRatio = z
        self.initialVelocity = initialVelocity
        self.duration = max(duration, 0)
        self.stiffness = k
        self.damping = 2 * z * k.squareRoot()
    }

    /// A spring in SwiftUI's `spring(response:dampingFraction:)` form.
    ///
    /// The stiffness is (2π / response)^2, so `response` is the period of the
    /// undamped oscillation, and c = 2 z sqrt(k). The duration is the earliest
    /// time from which the bound e^(-z ω t) (1 + |v - z ω| min(t, 1/ω_d)) on the
    /// distance left, |1 - x(t)|, stays below 1e-3 (ω = sqrt(k), ω_d = ω
    /// sqrt(1 - z^2)); the spring then snaps onto 1, a jump of at most 1e-3.
    /// - Parameters:
    ///   - response: the undamped period in seconds; must be positive.
    ///   - dampingRatio: z, clamped to `0.01...1`.
    ///   - initialVelocity: v, in whole distances per second.
    package init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let z = Self.clampedRatio(dampingRatio)
        let omega = 2 * Double.pi / response
        self.dampingRatio = z
        self.initialVelocity = initialVelocity
        self.stiffness = omega * omega
        self.damping = 2 * z * omega
        self.duration = Self.settlingTime(
            decay: z * omega, dampedFrequency: omega * (1 - z * z).squareRoot(),
            initialVelocity: initialVelocity, threshold: Self.responseSettlingFraction)
    }

    /// The progress (0 at the start, 1 on target) `t` seconds after the start.
    package func value(at t: Double) -> Double {
        if t >= duration { return 1 }
        if t <= 0 { return 0 }
        let (decay, frequency) = (damping / 2, dampedFrequency)
        let envelope = exp(-decay * t)
        let slope = initialVelocity - decay
        if frequency == 0 {
            return 1 - envelope * (1 - slope * t)
        }
        let (c, s) = (cos(frequency * t), sin(frequency * t))
        return 1 - envelope * (c - slope * s / frequency)
    }

    /// The velocity, in whole distances per second, `t` seconds after the start.
    package func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        if t <= 0 { return initialVelocity }
        let (decay, frequency) = (damping / 2, dampedFrequency)
        let envelope = exp(-decay * t)
        let slope = initialVelocity - decay
        if frequency == 0 {
            return envelope * (initialVelocity - decay * slope * t)
        }
        let (c, s) = (cos(frequency * t), sin(frequency * t))
        let sineTerm = (frequency * frequency - decay * slope) / frequency
        return envelope * (initialVelocity * c + sineTerm * s)
    }

    /// The progress at `fraction` of `duration`, so the spring can drive a
    /// `BasicAnimation` whose duration is `duration`.
    package func progress(at fraction: Double) -> Double {
        value(at: fraction * duration)
    }

    /// The spring's velocity at `fraction` of `duration`, in whole distances per whole duration.
    package func slope(at fraction: Double) -> Double {
        velocity(at: fraction * duration) * duration
    }

    /// The damped angular frequency sqrt(k (1 - z^2)); 0 when critically damped.
    private var dampedFrequency: Double {
        stiffness.squareRoot() * (1 - dampingRatio * dampingRatio).squareRoot()
    }

    private static func clampedRatio(_ ratio: Double) -> Double {
        min(max(ratio, 0.01), 1)
    }

    /// The earliest time from which e^(-decay t) (1 + |v - decay| min(t, 1/ω_d))
    /// stays at or below `threshold`. That bound rises at most once and then
    /// falls, so the answer is found by bisection after its peak.
    private static func settlingTime(decay: Double, dampedFrequency: Double,
                                     initialVelocity: Double, threshold: Double) -> Double {
        guard decay > 0, decay.isFinite else { return 0 }
        let slope = abs(initialVelocity - decay)
        let sineLimit = dampedFrequency > 0 ? 1 / dampedFrequency : Double.infinity
        func bound(_ t: Double) -> Double {
            exp(-decay * t) * (1 + slope * min(t, sineLimit))
        }
        let peak = slope > 0 ? min(max(1 / decay - 1 / slope, 0), sineLimit) : 0
        var (low, high) = (peak, max(peak, 1 / decay))
        while bound(high) > threshold { (low, high) = (high, high * 2) }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if bound(middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }
}
