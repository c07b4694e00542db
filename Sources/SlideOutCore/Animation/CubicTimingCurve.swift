/// A Core Animation timing function: a cubic Bezier from (0, 0) to (1, 1)
/// with two control points, solved for y at a given x to 1e-6.
package struct CubicTimingCurve: TimingCurve, Hashable {
    /// The first control point of the Bezier, in unit coordinates.
    package let c1: Point
    /// The second control point of the Bezier, in unit coordinates.
    package let c2: Point

    /// Creates the curve with control points (`x1`, `y1`) and (`x2`, `y2`), like `CAMediaTimingFunction`.
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x: x1, y: y1)
        c2 = Point(x: x2, y: y2)
    }

    /// Constant speed: Core Animation's `linear` timing function.
    package static let linear = CubicTimingCurve(0, 0, 1, 1)
    /// Starts slowly and speeds up: Core Animation's `easeIn` (0.42, 0, 1, 1).
    package static let easeIn = CubicTimingCurve(0.42, 0, 1, 1)
    /// Starts quickly and slows down: Core Animation's `easeOut` (0, 0, 0.58, 1).
    package static let easeOut = CubicTimingCurve(0, 0, 0.58, 1)
    /// Slow at both ends: Core Animation's `easeInEaseOut` (0.42, 0, 0.58, 1).
    package static let easeInOut = CubicTimingCurve(0.42, 0, 0.58, 1)

    /// The fraction of the distance covered at `fraction` of the duration: the curve's y at x = `fraction`.
    package func progress(at fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return Self.bezier(parameter(forX: fraction), c1.y, c2.y)
    }

    /// The curve's dy/dx at x = `fraction`: the speed in whole distances per whole duration.
    package func slope(at fraction: Double) -> Double {
        let s = min(max(parameter(forX: min(max(fraction, 0), 1)), 1e-9), 1 - 1e-9)
        let dx = Self.bezierSlope(s, c1.x, c2.x)
        return dx > 1e-12 ? Self.bezierSlope(s, c1.y, c2.y) / dx : 0
    }

    /// The same curve bent at its start so that it leaves with `slope` (whole
    /// distances per whole duration): lets an interrupted animation keep its
    /// velocity. The first control point keeps its x (1/3 where it is 0), and
    /// its y stays at most 1 so the curve never overshoots its target (a
    /// faster start is capped there).
    package func startingWithSlope(_ slope: Double) -> CubicTimingCurve {
        let x1 = c1.x > 0 ? c1.x : 1.0 / 3
        return CubicTimingCurve(x1, min(x1 * slope, 1), c2.x, c2.y)
    }

    /// One coordinate of the curve at parameter s.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The Bezier parameter whose x is `x`: Newton steps, then bisection when
    /// the slope is too flat to trust (x is monotonic for 0 <= x1, x2 <= 1).
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, c1.x, c2.x) - x
            if abs(error) < 1e-9 { return s }
            let slope = Self.bezierSlope(s, c1.x, c2.x)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<60 {
            let value = Self.bezier(s, c1.x, c2.x)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
