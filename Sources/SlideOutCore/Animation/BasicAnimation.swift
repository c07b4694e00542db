/// Moves a property from one value to another over a fixed duration along a
/// timing curve.
package struct BasicAnimation: Animation {
    /// The value at the start.
    package var from: Double
    /// The value at the end (the target).
    package var to: Double
    /// The length of the animation in seconds; 0 or less jumps straight to `to`.
    package var duration: Double
    /// The timing curve mapping elapsed fraction to distance fraction.
    package var curve: any TimingCurve

    /// Creates an animation from `from` to `to` over `duration` seconds along `curve`.
    package init(from: Double, to: Double, duration: Double, curve: any TimingCurve) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    /// The value `elapsed` seconds in, following the curve and clamped to the start and end.
    package func value(at elapsed: Double) -> Double {
        guard duration > 0 else { return to }
        return from + (to - from) * curve.progress(at: min(max(elapsed / duration, 0), 1))
    }

    /// The rate of change in units per second `elapsed` seconds in; 0 once the duration is over.
    package func velocity(at elapsed: Double) -> Double {
        guard duration > 0, elapsed < duration else { return 0 }
        return (to - from) * curve.slope(at: max(elapsed / duration, 0)) / duration
    }
}
