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
        XCTAssertEqual(flick.position(at: 0.25), -DecayAnimation(initialVelocity: 1000).position(at: 0.25))
    }

    func testVelocityFollowsPerMillisecondRate() {
        let flick = DecayAnimation(initialVelocity: 1500, decelerationRate: .normal)
        XCTAssertEqual(flick.velocity(at: 0), 1500)
        for t in [0.001, 0.1, 0.5, 1.3, 2.7] {
            XCTAssertEqual(flick.velocity(at: t), 1500 * pow(0.998, 1000 * t), accuracy: 1e-9)
        }
        XCTAssertEqual(flick.velocity(at: 0.001), 1500 * 0.998, accuracy: 1e-9)
    }

    func testPositionIsTheIntegralOfVelocity() {
        for rate in [DecayAnimation.DecelerationRate.normal, .fast] {
            let flick = DecayAnimation(initialVelocity: 2400, decelerationRate: rate)
            XCTAssertEqual(flick.position(at: 0), 0)
            for t in [0.05, 0.2, 0.6, 1.5] {
                XCTAssertEqual(flick.position(at: t),
                               integratedPosition(v0: 2400, rate: rate.rawValue, to: t),
                               accuracy: 1e-6, "rate \(rate.rawValue) t \(t)")
            }
        }
    }

    func testDurationEndsWhenSpeedFallsBelowThreshold() {
        let flick = DecayAnimation(initialVelocity: -1000, decelerationRate: .normal)
        let duration = flick.duration()
        XCTAssertEqual(1000 * pow(0.998, 1000 * duration), 0.5, accuracy: 1e-9)
        XCTAssertEqual(duration, 3.797, accuracy: 1e-3)
        let fastStop = DecayAnimation(initialVelocity: 1000, decelerationRate: .fast)
            .duration(velocityThreshold: 10)
        XCTAssertEqual(1000 * pow(0.99, 1000 * fastStop), 10, accuracy: 1e-9)
        XCTAssertEqual(DecayAnimation(initialVelocity: 0.2).duration(), 0)
    }
}
