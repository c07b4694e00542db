import XCTest
@testable import SlideOutCore

final class AnimationClockTests: XCTestCase {
    private final class Box { var value = 0.0 }

    private func property(_ box: Box) -> AnimatableProperty {
        AnimatableProperty(box, \.value)
    }

    func testWritesValuesOnlyWhenToldTheTime() {
        let clock = AnimationClock(startTime: 10)
        let box = Box()
        var completions: [AnimationClock.Completion] = []
        clock.add(BasicAnimation(from: 0, to: 100, duration: 1, curve: CubicTimingCurve.linear),
                  to: property(box), forKey: key("x")) { completions.append($0) }
        XCTAssertFalse(clock.isIdle)
        XCTAssertEqual(box.value, 0)
        clock.advance(to: 10.25)
        XCTAssertEqual(box.value, 25, accuracy: 1e-9)
        clock.advance(to: 11)
        XCTAssertEqual(box.value, 100)
        XCTAssertTrue(clock.isIdle)
        XCTAssertEqual(completions, [.finished])
    }

    func testSameKeyInterruptsTheRunningAnimation() {
        let clock = AnimationClock()
        let box = Box()
        var first: [AnimationClock.Completion] = []
        clock.add(BasicAnimation(from: 0, to: 100, duration: 1, curve: CubicTimingCurve.linear),
                  to: property(box), forKey: key("x")) { first.append($0) }
        clock.advance(to: 0.5)
        clock.add(BasicAnimation(from: box.value, to: 0, duration: 1, curve: CubicTimingCurve.linear),
                  to: property(box), forKey: key("x"))
        XCTAssertEqual(first, [.interrupted])
        XCTAssertEqual(clock.targetValue(forKey: key("x")), 0)
        clock.advance(to: 1.0)
        XCTAssertEqual(box.value, 25, accuracy: 1e-9)
    }

    func testTimeNeverRunsBackwards() {
        let clock = AnimationClock(startTime: 5)
        clock.advance(to: 3)
        XCTAssertEqual(clock.now, 5)
    }

    func testLayerPropertiesAnimateThroughKeyPaths() {
        let clock = AnimationClock()
        let layer = Layer()
        layer.opacity = 1
        layer.position = Point(x: 10, y: 20)
        clock.animate(AnimatableProperty(layer, \.opacity), forKey: key("opacity"), to: 0, motion: .easeInOut(0.5))
        clock.animate(AnimatableProperty(layer, \.position.x), forKey: key("x"), to: 110,
                      motion: .spring(dampingRatio: 1, initialVelocity: 0, duration: 0.5))
        clock.advance(to: 0.25)
        XCTAssertEqual(layer.opacity, 0.5, accuracy: 1e-6, "ease-in-out is half-way at half time")
        XCTAssertGreaterThan(layer.position.x, 10)
        XCTAssertEqual(layer.position.y, 20)
        clock.advance(to: 0.5)
        XCTAssertEqual(layer.opacity, 0)
        XCTAssertEqual(layer.position.x, 110)
    }
}
