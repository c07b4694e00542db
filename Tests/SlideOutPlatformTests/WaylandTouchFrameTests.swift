import SlideOutCore
@testable import SlideOutPlatform
import XCTest

/// `wl_touch` events batched per frame, for the window's surface only, with
/// the frame mutter never sends after a lift ended by the lift itself.
final class WaylandTouchFrameTests: XCTestCase {
    func testAFrameDeliversItsEventsInOrderWithOneMovePerFinger() {
        var frame = WaylandTouchFrame()
        frame.down(id: 5, at: Point(x: 10, y: 20), onWindow: true)
        XCTAssertEqual(frame.frame(), [.touchDown(id: 5, Point(x: 10, y: 20))])
        frame.motion(id: 5, to: Point(x: 12, y: 20))
        frame.motion(id: 5, to: Point(x: 15, y: 21))
        XCTAssertEqual(frame.frame(), [.touchMove(id: 5, Point(x: 15, y: 21))], "the frame's last position")
        XCTAssertEqual(frame.frame(), [], "a frame holds nothing twice")
    }

    /// Mutter sends no frame after a finger lifts, the last or another one
    /// (measured: a second finger's lift waited for the first's): the lift
    /// is the frame's end.
    func testALiftEndsTheFrameItself() {
        var frame = WaylandTouchFrame()
        frame.down(id: 0, at: Point(x: 1, y: 1), onWindow: true)
        frame.down(id: 1, at: Point(x: 2, y: 2), onWindow: true)
        _ = frame.frame()
        frame.motion(id: 0, to: Point(x: 3, y: 1))
        XCTAssertEqual(frame.up(id: 1), [.touchMove(id: 0, Point(x: 3, y: 1)), .touchUp(id: 1)],
                       "a finger is still down, and the lift is delivered")
        XCTAssertEqual(frame.up(id: 0), [.touchUp(id: 0)])
        XCTAssertEqual(frame.frame(), [], "a frame after all (a compositor that sends one) repeats nothing")
    }

    func testTouchesOnOtherSurfacesAreNotReported() {
        var frame = WaylandTouchFrame()
        frame.down(id: 0, at: Point(x: 1, y: 1), onWindow: false)
        frame.down(id: 1, at: Point(x: 5, y: 5), onWindow: true)
        frame.motion(id: 0, to: Point(x: 9, y: 9))
        XCTAssertEqual(frame.frame(), [.touchDown(id: 1, Point(x: 5, y: 5))])
        XCTAssertEqual(frame.up(id: 0), [], "the decoration's finger lifts unseen")
        XCTAssertEqual(frame.up(id: 1), [.touchUp(id: 1)])
        XCTAssertEqual(frame.up(id: 7), [], "an id never down is ignored")
        frame.motion(id: 7, to: .zero)
        XCTAssertEqual(frame.frame(), [])
    }

    /// `wl_touch.cancel` cannot be injected into a compositor under test: it
    /// ends every finger of the window as a cancel, after what was pending.
    func testACancelEndsEveryTouch() {
        var frame = WaylandTouchFrame()
        frame.down(id: 3, at: Point(x: 1, y: 1), onWindow: true)
        frame.down(id: 2, at: Point(x: 2, y: 2), onWindow: true)
        frame.down(id: 9, at: Point(x: 3, y: 3), onWindow: false)
        XCTAssertEqual(frame.cancel(), [.touchDown(id: 3, Point(x: 1, y: 1)), .touchDown(id: 2, Point(x: 2, y: 2)),
                                        .touchCancel(id: 2), .touchCancel(id: 3)])
        XCTAssertEqual(frame.up(id: 3), [], "cancelled fingers lift unseen")
        XCTAssertEqual(frame.cancel(), [])
    }
}
