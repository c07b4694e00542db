/// Maps the fraction of an animation's duration that has elapsed (0...1) to
/// the fraction of the distance covered.
package protocol TimingCurve: Sendable {
    func progress(at fraction: Double) -> Double
    /// d progress / d fraction: the speed in whole distances per whole duration.
    func slope(at fraction: Double) -> Double
}
