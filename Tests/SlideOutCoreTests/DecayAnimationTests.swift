import Foundation
import XCTest
@testable import SlideOutCore

/// Checks the flick deceleration against SPEC's v(t) = v0 d^(1000 t), with
/// positions from a test-local Simpson integration of that velocity.
final class DecayAnimationTests: XCTestCase {
    /// The integral of v0 d^(1000 s) over [0, t] by composite Simpson's rule.
    private func integratedPosition(v0: Double, rate d: Double, to t: Double,
                                    intervals: Int = 20_000) -> Double {
        let h = t / Double(intervals)
        var sum = 0.0
        for i in 0...intervals {
            let weight: Double = (i == 0 || i == intervals) ? 1 : (i % 2 == 1 ? 4 : 2)
            sum += weight * v0 * pow(d, 1000 * Double(i) * h)
        }
        return sum * h / 3
    }

    func testRatesAreUIKits() {
        XCTAssertEqual(DecayAnimation.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(DecayAnimation.DecelerationRate.fast.rawValue, 0.99)
        XCTAssertEqual(DecayAnimation(initialVelocity: 1).decelerationRate, .normal)
    }

    func testRestingPointForThousandPointsPerSecond() {
        let normal = DecayAnimation(initialVelocity: 1000, decelerationRate: .normal)
        let fast = DecayAnimation(initialVelocity: 1000, decelerationRate: .fast)
        XCTAssertEqual(normal.projectedDistance, 499, accuracy: 0.6)
        XCTAssertEqual(fast.projectedDistance, 99.5, accuracy: 0.6)
        XCTAssertEqual(normal.projectedDistance,
                       integratedPosition(v0: 1000, rate: 0.998, to: 20), accuracy: 1e-6)
        XCTAssertEqual(fast.projectedDistance,
                       integratedPosition(v0: 1000, rate: 0.99, to: 5), accuracy: 1e-6)
    }

    func testNegativeFlickRestsOnTheOtherSide() {
        let flick = DecayAnimation(initialVelocity: -1000)
        XCTAssertEqual(flick.projectedDistance, -499, accuracy: 0.6)
        XCTAssertEqual(flick.projectedDistance, -DecayAnimation(initialVelocity: 1000).projectedDistance)
    }
}
