import SlideOut
import XCTest

/// The run loop's two clocks, without a window: virtual time steps one frame
/// per frame and never paces; real time paces frames at the display's rate.
final class TimeSourceTests: XCTestCase {
    func testVirtualTimeStepsOneFramePerFrame() {
        let time = VirtualTime(start: 2, step: 0.25)
        XCTAssertEqual(time.now, 2)
        XCTAssertEqual(time.frameTime(), 2.25)
        XCTAssertEqual(time.frameTime(), 2.5)
        XCTAssertEqual(time.now, 2.5, "the frame's time is now")
    }

    func testVirtualTimeIsSixtyHertzByDefaultAndStampsEventsItself() {
        let time = VirtualTime()
        XCTAssertEqual(time.now, 0)
        XCTAssertEqual(time.frameTime(), 1.0 / 60, accuracy: 1e-12)
        XCTAssertFalse(time.followsEventTimes)
    }

    func testVirtualFramesAreNeverPaced() {
        let time = VirtualTime()
        XCTAssertEqual(time.nextFrame(after: 10, refreshRate: 60), -.infinity)
    }

    func testRealFramesArePacedAtTheRefreshRate() {
        let time = RealTime()
        XCTAssertEqual(time.nextFrame(after: 1, refreshRate: 120), 1 + 1.0 / 120, accuracy: 1e-12)
        XCTAssertEqual(time.nextFrame(after: 1, refreshRate: 50), 1.02, accuracy: 1e-12)
        XCTAssertTrue(time.followsEventTimes)
    }
}
