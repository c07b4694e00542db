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

    /// Frames each woken half a millisecond late stay on a 60 Hz cadence:
    /// sixty of them take one second, not 1.03; one woken a refresh or more
    /// late (a pause) starts the cadence anew from its own time.
    func testFramesWokenLateKeepTheDisplaysCadence() {
        let time = RealTime()
        var drawn = FrameCadence.time(ofFrameDrawnAt: 10, due: time.nextFrame(after: -.infinity, refreshRate: 60),
                                      refreshRate: 60)
        XCTAssertEqual(drawn, 10, "the first frame starts the cadence")
        for _ in 0..<60 {
            let due = time.nextFrame(after: drawn, refreshRate: 60)
            drawn = FrameCadence.time(ofFrameDrawnAt: due + 0.0005, due: due, refreshRate: 60)
        }
        XCTAssertEqual(drawn, 11, accuracy: 1e-9)
        let due = time.nextFrame(after: drawn, refreshRate: 60)
        XCTAssertEqual(FrameCadence.time(ofFrameDrawnAt: due + 0.25, due: due, refreshRate: 60), due + 0.25)
    }
}
