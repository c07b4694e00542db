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
}
