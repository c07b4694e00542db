import Foundation
import XCTest
@testable import SlideOutCore

/// Checks the closed-form spring against an independent RK4 integration of
/// x'' = -k (x - 1) - c x', with k and c computed here from SPEC's formulas.
final class SpringTimingParametersTests: XCTestCase {
    /// SPEC's UIKit mapping, computed here rather than read from the type.
    private func uiKitConstants(duration: Double, dampingRatio z: Double) -> (k: Double, c: Double) {
        let k = pow(log(1500.0), 2) / (duration * duration * z * z)
        return (k, 2 * z * sqrt(k))
    }

    /// Positions of the unit spring at `times` (ascending), by classical RK4
    /// with step `step`, landing exactly on each requested time.
    private func rk4(k: Double, c: Double, v0: Double, times: [Double],
                     step: Double = 1e-5) -> [Double] {
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x - 1) - c * v }
        var (t, x, v) = (0.0, 0.0, v0)
        var positions: [Double] = []
        for target in times {
            while target - t > 1e-12 {
                let h = min(step, target - t)
                let (k1x, k1v) = (v, acceleration(x, v))
                let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
                let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
                let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            positions.append(x)
        }
        return positions
    }

    private func assertMatchesRK4(duration: Double, dampingRatio: Double, velocity: Double,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: velocity,
                                            duration: duration)
        let (k, c) = uiKitConstants(duration: duration, dampingRatio: dampingRatio)
        XCTAssertEqual(spring.stiffness, k, accuracy: 1e-9 * k, file: file, line: line)
        XCTAssertEqual(spring.damping, c, accuracy: 1e-9 * c, file: file, line: line)
        let times = (1...10).map { Double($0) * duration / 11 }
        let expected = rk4(k: k, c: c, v0: velocity, times: times)
        for (t, reference) in zip(times, expected) {
            XCTAssertEqual(spring.value(at: t), reference, accuracy: 1e-4,
                           "t = \(t)", file: file, line: line)
        }
    }

    func testMatchesRK4FromRest() {
        assertMatchesRK4(duration: 0.5, dampingRatio: 0.8, velocity: 0)
    }

    func testMatchesRK4WithInitialVelocity() {
        assertMatchesRK4(duration: 0.5, dampingRatio: 0.9, velocity: 0.3)
    }

    func testCriticallyDampedMatchesRK4() {
        assertMatchesRK4(duration: 0.4, dampingRatio: 1, velocity: 2)
    }

    func testLightlyDampedWithNegativeVelocityMatchesRK4() {
        assertMatchesRK4(duration: 1.2, dampingRatio: 0.3, velocity: -1.5)
    }

    func testDampingRatioIsClampedToUIKitRange() {
        XCTAssertEqual(SpringTimingParameters(dampingRatio: 3, duration: 1).dampingRatio, 1)
        XCTAssertEqual(SpringTimingParameters(dampingRatio: 0, duration: 1).dampingRatio, 0.01)
        let overdamped = SpringTimingParameters(dampingRatio: 3, duration: 1)
        let critical = SpringTimingParameters(dampingRatio: 1, duration: 1)
        XCTAssertEqual(overdamped.value(at: 0.3), critical.value(at: 0.3))
    }

    func testPeakOvershootMatchesDampingRatio() {
        let z = 0.8
        let spring = SpringTimingParameters(dampingRatio: z, initialVelocity: 0, duration: 0.5)
        let peak = stride(from: 0.0, to: spring.duration, by: 1e-5)
            .map { spring.value(at: $0) }
            .max() ?? 0
        XCTAssertEqual(peak - 1, exp(-Double.pi * z / sqrt(1 - z * z)), accuracy: 1e-3)
        XCTAssertGreaterThan(peak - 1, 0.01)
    }

    func testFrameRatesAgreeAtCommonTimes() {
        let spring = SpringTimingParameters(dampingRatio: 0.7, initialVelocity: 0.5, duration: 1)
        let animation = BasicAnimation(from: 0, to: 1, duration: spring.duration, curve: spring)
        func samples(rate: Int) -> [Double: Double] {
            var values: [Double: Double] = [:]
            for frame in 0...rate where (frame * 6) % rate == 0 {
                values[Double(frame * 6 / rate)] = animation.value(at: Double(frame) / Double(rate))
            }
            return values
        }
        let (at30, at60, at144) = (samples(rate: 30), samples(rate: 60), samples(rate: 144))
        XCTAssertEqual(at30.count, 7)
        for sixth in 0...6 {
            let key = Double(sixth)
            let reference = spring.value(at: key / 6)
            XCTAssertEqual(at30[key] ?? .nan, reference, accuracy: 1e-12)
            XCTAssertEqual(at60[key] ?? .nan, reference, accuracy: 1e-12)
            XCTAssertEqual(at144[key] ?? .nan, reference, accuracy: 1e-12)
        }
        XCTAssertNotEqual(at30[1] ?? .nan, at30[2] ?? .nan)
    }

    func testEndsExactlyOnTargetAtDuration() {
        let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)
        XCTAssertEqual(spring.duration, 0.5)
        XCTAssertEqual(spring.value(at: 0.5), 1)
        XCTAssertEqual(spring.velocity(at: 0.5), 0)
        XCTAssertEqual(spring.value(at: 2), 1)
        XCTAssertEqual(spring.progress(at: 1), 1)
        XCTAssertEqual(spring.value(at: 0), 0)
        XCTAssertEqual(spring.velocity(at: 0), 0)
        // Just before T the envelope e^(-ln(1500)) times the amplitude
        // sqrt(1 + z^2 / (1 - z^2)) bounds the jump onto the target.
        let amplitude = sqrt(1 + 0.64 / 0.36)
        XCTAssertLessThan(abs(spring.value(at: 0.5 - 1e-9) - 1), amplitude / 1500 + 1e-9)
    }

    func testVelocityMatchesFiniteDifferences() {
        for (z, v) in [(0.8, 0.0), (0.9, 0.3), (1.0, -0.7), (0.2, 4.0)] {
            let spring = SpringTimingParameters(dampingRatio: z, initialVelocity: v, duration: 0.5)
            XCTAssertEqual(spring.velocity(at: 0), v)
            let h = 1e-6
            for t in stride(from: 0.01, to: 0.49, by: 0.03) {
                let slope = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
                XCTAssertEqual(spring.velocity(at: t), slope, accuracy: 1e-5, "z \(z) t \(t)")
            }
        }
    }

    func testResponseFormMatchesRK4() {
        let (response, z, v) = (0.4, 0.6, 1.0)
        let spring = SpringTimingParameters(response: response, dampingRatio: z, initialVelocity: v)
        let omega = 2 * Double.pi / response
        XCTAssertEqual(spring.stiffness, omega * omega, accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 2 * z * omega, accuracy: 1e-9)
        let times = (1...10).map { Double($0) * spring.duration / 11 }
        let expected = rk4(k: omega * omega, c: 2 * z * omega, v0: v, times: times)
        for (t, reference) in zip(times, expected) {
            XCTAssertEqual(spring.value(at: t), reference, accuracy: 1e-4, "t = \(t)")
        }
    }

    func testResponseFormDurationKeepsDisplacementBelowThreshold() {
        for (z, v) in [(0.5, 0.0), (0.85, 2.0), (0.999, 0.0)] {
            let spring = SpringTimingParameters(response: 0.5, dampingRatio: z, initialVelocity: v)
            let omega = 2 * Double.pi / 0.5
            let decay = z * omega
            let damped = omega * sqrt(1 - z * z)
            let lower = log(1000) / decay
            let loose = log((1 + abs(v - decay) / damped) * 1000) / decay
            XCTAssertGreaterThanOrEqual(spring.duration, lower, "z \(z)")
            XCTAssertLessThanOrEqual(spring.duration, loose + 1e-9, "z \(z)")
            let times = stride(from: spring.duration, to: 3 * spring.duration, by: 1e-3).map { $0 }
            let displacement = rk4(k: omega * omega, c: 2 * decay, v0: v, times: times)
                .map { abs($0 - 1) }.max() ?? 1
            XCTAssertLessThan(displacement, 1e-3, "z \(z)")
        }
    }

    func testResponseFormCriticalDurationIsTight() {
        // Critically damped from rest, |1 - x(t)| = e^(-w t) (1 + w t) exactly,
        // which is the bound the duration is defined by.
        let spring = SpringTimingParameters(response: 0.5, dampingRatio: 1)
        let omega = 2 * Double.pi / 0.5
        let left = rk4(k: omega * omega, c: 2 * omega, v0: 0, times: [spring.duration])[0]
        XCTAssertEqual(1 - left, 1e-3, accuracy: 1e-8)
        XCTAssertEqual(spring.value(at: spring.duration), 1)
    }
}
