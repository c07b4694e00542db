import XCTest
@testable import SlideOutCore

/// Interrupting a moving property: the new animation starts from the
/// on-screen value and the current velocity, so nothing jumps.
final class RetargetingTests: XCTestCase {
    private final class Box { var value = 0.0 }

    private struct Recorder {
        let clock = AnimationClock()
        let box = Box()
        var property: AnimatableProperty {
            AnimatableProperty(box, \.value)
        }

        func sample(at time: Double) -> Double {
            clock.advance(to: time)
            return box.value
        }
    }

    /// Left and right finite-difference velocities around a retarget at `t`.
    private func assertContinuous(motion: Motion, retargetTo newTarget: Double, at t: Double,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let h = 1e-6
        let recorder = Recorder()
        recorder.clock.animate(recorder.property, forKey: key("x"), to: 100, motion: motion)
        let before2 = recorder.sample(at: t - 2 * h)
        let before1 = recorder.sample(at: t - h)
        let atRetarget = recorder.sample(at: t)
        recorder.clock.animate(recorder.property, forKey: key("x"), to: newTarget, motion: motion)
        let after1 = recorder.sample(at: t + h)
        let after2 = recorder.sample(at: t + 2 * h)

        let leftVelocity = (atRetarget - before1) / h
        let rightVelocity = (after1 - atRetarget) / h
        XCTAssertEqual(after1 - atRetarget, atRetarget - before1, accuracy: max(abs(leftVelocity) * h * 0.02, 1e-6),
                       "position steps match across the retarget", file: file, line: line)
        XCTAssertEqual(rightVelocity, leftVelocity, accuracy: max(abs(leftVelocity) * 0.01, 1e-3),
                       "velocity is continuous", file: file, line: line)
        // No kink either: the second differences stay small on both sides.
        XCTAssertEqual((after2 - after1) / h, rightVelocity, accuracy: max(abs(leftVelocity) * 0.02, 1e-2),
                       file: file, line: line)
        XCTAssertEqual((before1 - before2) / h, leftVelocity, accuracy: max(abs(leftVelocity) * 0.02, 1e-2),
                       file: file, line: line)
    }

    func testSpringRetargetedMidFlightKeepsPositionAndVelocity() {
        assertContinuous(motion: .spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5),
                         retargetTo: 30, at: 0.2)
    }

    func testSpringReversedMidFlightKeepsPositionAndVelocity() {
        assertContinuous(motion: .spring(dampingRatio: 0.9, initialVelocity: 0.3, duration: 0.5),
                         retargetTo: 0, at: 0.2)
    }

    func testEaseInOutReversedMidFlightKeepsVelocity() {
        assertContinuous(motion: .easeInOut(0.25), retargetTo: 0, at: 0.1)
    }

    func testRetargetedAnimationsStillEndExactlyOnTarget() {
        let recorder = Recorder()
        recorder.clock.animate(recorder.property, forKey: key("x"), to: 100, motion: .easeInOut(0.25))
        _ = recorder.sample(at: 0.1)
        recorder.clock.animate(recorder.property, forKey: key("x"), to: 0, motion: .easeInOut(0.25))
        XCTAssertEqual(recorder.sample(at: 0.1 + 0.25), 0)
        XCTAssertTrue(recorder.clock.isIdle)
    }

    func testGrabbingAMovingPropertyStopsItWhereItIs() {
        let recorder = Recorder()
        var completions: [AnimationClock.Completion] = []
        recorder.clock.animate(recorder.property, forKey: key("x"), to: 100,
                               motion: .spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)) {
            completions.append($0)
        }
        let grabbed = recorder.sample(at: 0.15)
        XCTAssertGreaterThan(recorder.clock.velocity(forKey: key("x")) ?? 0, 0)
        recorder.clock.removeAnimation(forKey: key("x"))
        XCTAssertEqual(recorder.sample(at: 0.3), grabbed)
        XCTAssertEqual(completions, [.interrupted])
        XCTAssertNil(recorder.clock.velocity(forKey: key("x")))
    }

    func testClockDrivenSpringIsTheSameAtAnyFrameRate() {
        let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)
        var byRate: [Int: [Double]] = [:]
        for rate in [30, 60, 144] {
            let recorder = Recorder()
            recorder.clock.animate(recorder.property, forKey: key("x"), to: 100,
                                   motion: .spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5))
            var common: [Double] = []
            for frame in 1...(rate / 2) {
                let t = Double(frame) / Double(rate)
                let value = recorder.sample(at: t)
                XCTAssertEqual(value, 100 * spring.value(at: t), accuracy: 1e-9)
                // 1/6 s, 2/6 s, 3/6 s are frame times at all three rates.
                if (frame * 6) % rate == 0 { common.append(value) }
            }
            byRate[rate] = common
        }
        XCTAssertEqual(byRate[30]?.count, 3)
        for rate in [60, 144] {
            for (a, b) in zip(byRate[30]!, byRate[rate]!) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        }
    }

    func testReducedMotionIsShortWithoutOvershootAndEndsTheSame() {
        let recorder = Recorder()
        recorder.clock.reducedMotion = true
        recorder.clock.animate(recorder.property, forKey: key("x"), to: 100,
                               motion: .spring(dampingRatio: 0.3, initialVelocity: 2, duration: 1))
        var peak = 0.0
        var t = 0.0
        while !recorder.clock.isIdle {
            t += 1.0 / 60
            peak = max(peak, recorder.sample(at: t))
        }
        XCTAssertLessThanOrEqual(t, 0.1 + 1.0 / 60)
        XCTAssertEqual(recorder.box.value, 100)
        XCTAssertLessThanOrEqual(peak, 100)
    }
}
