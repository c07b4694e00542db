/// Moves a property from one value to another over a fixed duration along a
/// timing curve.
public struct BasicAnimation: Animation {
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

    public func value(at elapsed: Double) -> Double {
        guard duration > 0 else { return to }
        return from + (to - from) * curve.progress(at: min(max(elapsed / duration, 0), 1))
    }

    public func velocity(at elapsed: Double) -> Double {
        guard duration > 0, elapsed < duration else { return 0 }
        return (to - from) * curve.slope(at: max(elapsed / duration, 0)) / duration
    }
}
