/// The resistance UIScrollView puts up when content is dragged past its edge:
/// the further past, the less the content follows, never reaching `dimension`.
///
/// An overshoot x beyond the allowed range shows as
/// b = (1 - 1 / (x c / d + 1)) d, with d the dimension of the view along the
/// drag and c the coefficient (0.55 on iOS). Near the edge b follows x at the
/// rate c; far past it b approaches d.
///
/// The inverse maps an on-screen offset back to the finger's overshoot, so a
/// drag that catches a bouncing view continues from where it shows, no jump.
public struct RubberBand: Sendable, Hashable {
    /// The coefficient iOS uses, 0.55.
    public static let defaultCoefficient = 0.55

    /// The size of the view along the drag, in points; the limit of the stretch.
    public var dimension: Double
    /// How readily the band stretches: the slope of the stretch at the edge.
    public var coefficient: Double

    /// Creates a band for a view `dimension` points long along the drag, with iOS's coefficient by default.
    public init(dimension: Double, coefficient: Double = defaultCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The on-screen stretch for an overshoot of `overshoot` points:
    /// (1 - 1 / (x c / d + 1)) d, with the sign of `overshoot`.
    public func stretch(forOvershoot overshoot: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let band = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -band : band
    }

    /// The overshoot that shows as `stretch`: the inverse of
    /// `stretch(forOvershoot:)`, x = b d / (c (d - b)). A stretch of the whole
    /// dimension or more is never shown and maps to infinity.
    public func overshoot(forStretch stretch: Double) -> Double {
        guard dimension > 0, coefficient > 0 else { return 0 }
        let b = abs(stretch)
        guard b < dimension else { return stretch < 0 ? -.infinity : .infinity }
        let x = b * dimension / (coefficient * (dimension - b))
        return stretch < 0 ? -x : x
    }

    /// `offset` where it lies inside `range`; outside, the nearest bound plus
    /// the rubber-banded stretch of the overshoot past it.
    public func clamp(_ offset: Double, to range: ClosedRange<Double>) -> Double {
        if offset < range.lowerBound {
            return range.lowerBound + stretch(forOvershoot: offset - range.lowerBound)
        }
        if offset > range.upperBound {
            return range.upperBound + stretch(forOvershoot: offset - range.upperBound)
        }
        return offset
    }

    /// The unclamped offset that `clamp(_:to:)` shows as `offset`: inside
    /// `range` the same, outside it the nearest bound plus the overshoot.
    public func unclamp(_ offset: Double, to range: ClosedRange<Double>) -> Double {
        if offset < range.lowerBound {
            return range.lowerBound + overshoot(forStretch: offset - range.lowerBound)
        }
        if offset > range.upperBound {
            return range.upperBound + overshoot(forStretch: offset - range.upperBound)
        }
        return offset
    }
}
