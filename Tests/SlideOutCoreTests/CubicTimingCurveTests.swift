import XCTest
@testable import SlideOutCore

/// Checks the cubic timing curves against a test-local bisection of the Bezier.
final class CubicTimingCurveTests: XCTestCase {
    /// y at x on the Bezier (0,0) (x1,y1) (x2,y2) (1,1), by bisection on the
    /// curve parameter (x is monotonic in it for control x in 0...1).
    private func bisectedProgress(_ x: Double, _ x1: Double, _ y1: Double,
                                  _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }

    private let fractions = (1...9).map { Double($0) / 10 }

    func testEaseInOutMatchesBisection() {
        let curve = CubicTimingCurve.easeInOut
        XCTAssertEqual(curve, CubicTimingCurve(0.42, 0, 0.58, 1))
        for x in fractions {
            XCTAssertEqual(curve.progress(at: x), bisectedProgress(x, 0.42, 0, 0.58, 1),
                           accuracy: 1e-6, "x \(x)")
        }
        XCTAssertEqual(curve.progress(at: 0.1), 0.0198, accuracy: 1e-3)
    }

    func testEaseInAndEaseOutMatchBisection() {
        for x in fractions {
            XCTAssertEqual(CubicTimingCurve.easeIn.progress(at: x),
                           bisectedProgress(x, 0.42, 0, 1, 1), accuracy: 1e-6)
            XCTAssertEqual(CubicTimingCurve.easeOut.progress(at: x),
                           bisectedProgress(x, 0, 0, 0.58, 1), accuracy: 1e-6)
        }
    }

    func testEaseInOutIsSymmetric() {
        let curve = CubicTimingCurve.easeInOut
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            XCTAssertEqual(curve.progress(at: x) + curve.progress(at: 1 - x), 1, accuracy: 1e-6)
        }
        XCTAssertEqual(curve.progress(at: 0.5), 0.5, accuracy: 1e-9)
    }

    func testLinearIsIdentity() {
        for x in stride(from: 0.0, through: 1, by: 0.01) {
            XCTAssertEqual(CubicTimingCurve.linear.progress(at: x), x, accuracy: 1e-9)
        }
    }

    func testEaseInLagsEaseOut() {
        let easeIn = CubicTimingCurve.easeIn.progress(at: 0.3)
        let easeOut = CubicTimingCurve.easeOut.progress(at: 0.3)
        XCTAssertLessThan(easeIn, 0.3)
        XCTAssertGreaterThan(easeOut, 0.3)
        XCTAssertLessThan(easeIn, easeOut)
    }

    func testEndpointsAreClamped() {
        let curve = CubicTimingCurve(0.3, -0.4, 0.7, 1.4)
        XCTAssertEqual(curve.progress(at: 0), 0)
        XCTAssertEqual(curve.progress(at: 1), 1)
        XCTAssertEqual(curve.progress(at: -0.5), 0)
        XCTAssertEqual(curve.progress(at: 1.5), 1)
    }
}
