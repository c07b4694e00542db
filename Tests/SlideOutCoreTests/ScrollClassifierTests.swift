import XCTest
@testable import SlideOutCore

final class ScrollClassifierTests: XCTestCase {
    func testWholeNotchesAreWheelSteps() {
        var classifier = ScrollClassifier()
        XCTAssertEqual(classifier.scroll(dx: 0, dy: 1, time: 0), .wheel(dx: 0, dy: 1))
        XCTAssertEqual(classifier.scroll(dx: -1, dy: 0, time: 0.01), .wheel(dx: -1, dy: 0))
        XCTAssertFalse(classifier.isSwiping)
        XCTAssertNil(classifier.deadline)
    }

    func testFractionalStreamIsASwipeInPointsThatEndsAfterSilence() {
        var classifier = ScrollClassifier()
        XCTAssertEqual(classifier.scroll(dx: 0.5, dy: 0, time: 1.0), .swipeBegan(dx: 5, dy: 0))
        XCTAssertEqual(classifier.scroll(dx: 1.0, dy: 0, time: 1.016), .swipeChanged(dx: 15, dy: 0),
                       "a whole value inside a stream stays part of it")
        XCTAssertEqual(classifier.scroll(dx: 0.75, dy: 0.25, time: 1.033), .swipeChanged(dx: 22.5, dy: 2.5))
        XCTAssertEqual(classifier.deadline ?? 0, 1.183, accuracy: 1e-9)
        XCTAssertEqual(classifier.expire(at: 1.1), .none, "not silent long enough")
        guard case .swipeEnded(let dx, _, let velocityX, _) = classifier.expire(at: 1.2) else {
            return XCTFail("the swipe ends after 150 ms of silence")
        }
        XCTAssertEqual(dx, 22.5)
        XCTAssertGreaterThan(velocityX, 0)
        XCTAssertFalse(classifier.isSwiping)
        XCTAssertEqual(classifier.scroll(dx: 0, dy: -1, time: 2), .wheel(dx: 0, dy: -1))
    }

    func testReleaseVelocityIsMeasuredAtTheLastEventNotAfterTheSilence() {
        var classifier = ScrollClassifier()
        // 60 events per second, 0.6 units (6 points) each: 360 points per second.
        for step in 0..<20 { _ = classifier.scroll(dx: 0.6, dy: 0, time: Double(step) / 60) }
        guard case .swipeEnded(_, _, let velocityX, _) = classifier.expire(at: 10) else { return XCTFail() }
        XCTAssertEqual(velocityX, 360, accuracy: 1)
    }

    func testWheelSourcePagesOneStepPerEventWhateverTheDelta() {
        var classifier = ScrollClassifier()
        XCTAssertEqual(classifier.scroll(dx: 0, dy: -1.5, source: .wheel, time: 0), .wheel(dx: 0, dy: -1))
        XCTAssertEqual(classifier.scroll(dx: 0.3, dy: 0, source: .wheel, time: 0.01), .wheel(dx: 1, dy: 0),
                       "a fraction from a wheel is still a notch")
        XCTAssertEqual(classifier.scroll(dx: 0, dy: 0, source: .wheel, time: 0.02), .none)
        XCTAssertFalse(classifier.isSwiping)
    }

    func testFingerSwipeEndsExactlyAtTheStopNotBySilence() {
        var classifier = ScrollClassifier()
        XCTAssertEqual(classifier.scroll(dx: 0.4, dy: 0, source: .finger, time: 1.0), .swipeBegan(dx: 4, dy: 0))
        XCTAssertEqual(classifier.scroll(dx: 1, dy: 0, source: .finger, time: 1.016), .swipeChanged(dx: 14, dy: 0),
                       "a whole value from fingers is part of the swipe")
        XCTAssertEqual(classifier.expire(at: 1.3), .none, "silence does not end a swipe that will stop")
        XCTAssertTrue(classifier.isSwiping)
        guard case .swipeEnded(let dx, _, _, _) = classifier.stop(at: 1.31) else {
            return XCTFail("the stop ends the swipe")
        }
        XCTAssertEqual(dx, 14)
        XCTAssertFalse(classifier.isSwiping)
        XCTAssertEqual(classifier.stop(at: 1.4), .none, "a second stop is nothing")
    }

    func testStopVelocityIsTheFingersSpeedAtTheLift() {
        var classifier = ScrollClassifier()
        for step in 0..<20 { _ = classifier.scroll(dx: -0.6, dy: 0, source: .finger, time: Double(step) / 60) }
        guard case .swipeEnded(_, _, let moving, _) = classifier.stop(at: 19.0 / 60 + 0.004) else { return XCTFail() }
        XCTAssertEqual(moving, -360, accuracy: 1)
        for step in 0..<20 { _ = classifier.scroll(dx: -0.6, dy: 0, source: .finger, time: 10 + Double(step) / 60) }
        guard case .swipeEnded(_, _, let rested, _) = classifier.stop(at: 11) else { return XCTFail() }
        XCTAssertEqual(rested, 0, "fingers that rested before lifting release with no speed")
    }

    func testASwipeWhoseStopNeverComesEndsAfterTheSafetyTimeout() {
        var classifier = ScrollClassifier()
        _ = classifier.scroll(dx: 0.5, dy: 0, source: .continuous, time: 2)
        XCTAssertEqual(classifier.deadline ?? 0, 3, accuracy: 1e-9)
        guard case .swipeEnded = classifier.expire(at: 3) else { return XCTFail() }
    }
}
