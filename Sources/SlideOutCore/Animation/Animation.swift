/// A scalar motion as a pure function of the time since it started, so the
/// frame rate cannot change its curve and an interruption can read its value
/// and velocity at any instant.
package protocol Animation {
    /// Seconds from the start until it rests on its final value.
    var duration: Double { get }
    /// The value `elapsed` seconds after the start.
    func value(at elapsed: Double) -> Double
    /// The rate of change (units per second) `elapsed` seconds after the start.
    func velocity(at elapsed: Double) -> Double
}
