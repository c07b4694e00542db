import XCTest
@testable import SlideOutCore

/// Checks the rubber band against SPEC's b = (1 - 1/(x c / d + 1)) d, using
/// the algebraically equal form x c d / (x c + d) as the reference.
final class RubberBandTests: XCTestCase {
    private func reference(_ x: Double, c: Double = 0.55, d: Double) -> Double {
        x * c * d / (x * c + d)
    }

    func testValuesForSampleOvershoots() {
        let band = RubberBand(dimension: 100)
        XCTAssertEqual(band.coefficient, 0.55)
        XCTAssertEqual(band.stretch(forOvershoot: 0), 0)
        XCTAssertEqual(band.stretch(forOvershoot: 10), 5.213270142180095, accuracy: 1e-9)
        for x in [1.0, 10, 50, 100, 400, 5000] {
            XCTAssertEqual(band.stretch(forOvershoot: x), reference(x, d: 100), accuracy: 1e-9)
        }
        XCTAssertEqual(band.stretch(forOvershoot: 100), 55 / 1.55, accuracy: 1e-9)
    }

    func testCustomCoefficientAndDimension() {
        let band = RubberBand(dimension: 320, coefficient: 0.3)
        XCTAssertEqual(band.stretch(forOvershoot: 80), reference(80, c: 0.3, d: 320), accuracy: 1e-9)
    }

    func testStretchIsMonotonicAndBelowDimension() {
        let band = RubberBand(dimension: 200)
        var previous = 0.0
        for x in stride(from: 1.0, through: 100_000, by: 7) {
            let b = band.stretch(forOvershoot: x)
            XCTAssertGreaterThan(b, previous, "x \(x)")
            XCTAssertLessThan(b, 200, "x \(x)")
            XCTAssertLessThan(b, x, "x \(x)")
            previous = b
        }
        XCTAssertGreaterThan(previous, 199)
    }

    func testSlopeAtTheEdgeIsTheCoefficient() {
        let band = RubberBand(dimension: 300)
        XCTAssertEqual(band.stretch(forOvershoot: 1e-6) / 1e-6, 0.55, accuracy: 1e-6)
    }

    func testNegativeOvershootIsSymmetric() {
        let band = RubberBand(dimension: 100)
        XCTAssertEqual(band.stretch(forOvershoot: -30), -reference(30, d: 100), accuracy: 1e-9)
    }

    func testClampRubberBandsOutsideTheRange() {
        let band = RubberBand(dimension: 100)
        let range = 0.0...500
        XCTAssertEqual(band.clamp(250, to: range), 250)
        XCTAssertEqual(band.clamp(0, to: range), 0)
        XCTAssertEqual(band.clamp(500, to: range), 500)
        XCTAssertEqual(band.clamp(-40, to: range), -reference(40, d: 100), accuracy: 1e-9)
        XCTAssertEqual(band.clamp(560, to: range), 500 + reference(60, d: 100), accuracy: 1e-9)
    }

    func testZeroDimensionDoesNotStretch() {
        XCTAssertEqual(RubberBand(dimension: 0).stretch(forOvershoot: 50), 0)
        XCTAssertEqual(RubberBand(dimension: 0).clamp(-20, to: 0...10), 0)
    }

    func testOvershootInvertsStretch() {
        let band = RubberBand(dimension: 150)
        for x in [-900.0, -12, 0, 3, 75, 2000] {
            let b = reference(abs(x), d: 150) * (x < 0 ? -1 : 1)
            XCTAssertEqual(band.overshoot(forStretch: b), x, accuracy: 1e-9 * max(1, abs(x)))
        }
        XCTAssertEqual(band.overshoot(forStretch: 150), .infinity)
        XCTAssertEqual(band.overshoot(forStretch: -200), -.infinity)
    }

    func testUnclampInvertsClamp() {
        let band = RubberBand(dimension: 100)
        let range = -50.0...300
        for offset in [-400.0, -51, -50, 0, 120, 300, 333, 1200] {
            let shown = band.clamp(offset, to: range)
            XCTAssertEqual(band.unclamp(shown, to: range), offset, accuracy: 1e-9 * max(1, abs(offset)))
        }
        XCTAssertEqual(band.unclamp(-50 - reference(30, d: 100), to: range), -80, accuracy: 1e-9)
    }
}
