/// Moves a property to a target on a damped spring (UIKit semantics, see
/// `SpringTimingParameters`), in closed form.
package struct SpringAnimation: Animation {
    /// The value at the start.
    package var from: Double
    /// The value the spring settles on.
    package var to: Double
    /// The spring that sets the progress curve and the duration.
    package var spring: SpringTimingParameters

    /// Creates an animation from `from` to `to` that follows `spring`.
    package init(from: Double, to: Double, spring: SpringTimingParameters) {
        self.from = from
        self.to = to
        self.spring = spring
    }

    /// The spring's settling time in seconds, after which the value rests exactly on `to`.
    package var duration: Double { spring.duration }

    /// The value `elapsed` seconds in: the spring's progress scaled onto `from`...`to`.
    package func value(at elapsed: Double) -> Double {
        from + (to - from) * spring.value(at: elapsed)
    }

    /// The rate of change in units per second `elapsed` seconds in.
    package func velocity(at elapsed: Double) -> Double {
        (to - from) * spring.velocity(at: elapsed)
    }
}
