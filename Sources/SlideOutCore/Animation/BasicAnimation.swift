/// Moves a property from one value to another over a fixed duration along a
/// timing curve.
public struct BasicAnimation {
    public var from: Double
    public var to: Double
    public var duration: Double
    public var curve: any TimingCurve

    public init(from: Double, to: Double, duration: Double, curve: any TimingCurve) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    /// The value `elapsed` seconds after the start.
    public func value(at elapsed: Double) -> Double {
        guard duration > 0 else { return to }
        let fraction = min(max(elapsed / duration, 0), 1)
        return from + (to - from) * curve.progress(at: fraction)
    }

    public func isFinished(at elapsed: Double) -> Bool { elapsed >= duration }
}
