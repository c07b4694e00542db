import XCTest
@testable import SlideOutCore

final class GestureTests: XCTestCase {
    func testVelocityIsTheSlopeOfRecentSamples() {
        var tracker = VelocityTracker(window: 0.1)
        for step in 0...10 {
            let t = Double(step) / 100
            tracker.add(position: 500 * t, time: t)
        }
        XCTAssertEqual(tracker.velocity(at: 0.1), 500, accuracy: 1e-6)
    }

    func testOldSamplesAndRestingPointersDoNotCount() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(position: 0, time: 0)
        tracker.add(position: 1000, time: 0.05)   // a fast move long ago...
        for step in 0...5 { tracker.add(position: 1000 + Double(step), time: 1 + Double(step) / 100) }
        XCTAssertEqual(tracker.velocity(at: 1.05), 100, accuracy: 1e-6, "...does not count now")
        XCTAssertEqual(tracker.velocity(at: 2), 0, "rested longer than the window")
    }

    func testPanBeginsPastTheThresholdAlongItsAxis() {
        var pan = PanGestureRecognizer(axis: .horizontal)
        pan.pointerDown(at: Point(x: 100, y: 100), time: 0)
        XCTAssertEqual(pan.pointerMoved(to: Point(x: 105, y: 101), time: 0.01), .none)
        XCTAssertEqual(pan.pointerMoved(to: Point(x: 110, y: 102), time: 0.02), .began(translation: 10))
        XCTAssertEqual(pan.pointerMoved(to: Point(x: 150, y: 90), time: 0.03), .changed(translation: 50))
        guard case .ended(let translation, let velocity) = pan.pointerUp(at: Point(x: 160, y: 90), time: 0.04) else {
            return XCTFail("expected the pan to end")
        }
        XCTAssertEqual(translation, 60)
        XCTAssertGreaterThan(velocity, 1000)
    }

    func testDirectionLockLetsAVerticalDragThrough() {
        var pan = PanGestureRecognizer(axis: .horizontal)
        pan.pointerDown(at: Point(x: 100, y: 100), time: 0)
        XCTAssertEqual(pan.pointerMoved(to: Point(x: 104, y: 120), time: 0.02), .none)
        XCTAssertEqual(pan.state, .failed)
        XCTAssertEqual(pan.pointerMoved(to: Point(x: 200, y: 120), time: 0.04), .none, "stays failed")
        XCTAssertEqual(pan.pointerUp(at: Point(x: 200, y: 120), time: 0.05), .none)
    }

    func testAClickIsNotAPan() {
        var pan = PanGestureRecognizer()
        var tap = TapGestureRecognizer()
        pan.pointerDown(at: Point(x: 10, y: 10), time: 0)
        tap.pointerDown(at: Point(x: 10, y: 10), time: 0)
        XCTAssertEqual(pan.pointerUp(at: Point(x: 12, y: 10), time: 0.1), .none)
        XCTAssertEqual(tap.pointerUp(at: Point(x: 12, y: 10), time: 0.1), Point(x: 10, y: 10))
    }

    func testTapFailsWhenHeldTooLongOrMovedTooFar() {
        var tap = TapGestureRecognizer()
        tap.pointerDown(at: .zero, time: 0)
        XCTAssertNil(tap.pointerUp(at: .zero, time: 1.5))
        tap.pointerDown(at: .zero, time: 2)
        tap.pointerMoved(to: Point(x: 30, y: 0))
        XCTAssertNil(tap.pointerUp(at: .zero, time: 2.1))
    }
}
