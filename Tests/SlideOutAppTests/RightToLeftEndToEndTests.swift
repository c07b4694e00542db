import Foundation
import XCTest

/// Live drags, wheel steps, clicks and arrows through xdotool against the
/// real window in `--direction rtl`: every gesture mirrored from its
/// left-to-right test (x becomes 799 - x in an 800-point window), reaching
/// the same states. Sideways scrolling reverses with the layout.
final class RightToLeftPushEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] {
        ["--style", "push", "--size", "800x600", "--scale", "1", "--direction", "rtl"]
    }

    func testDragFromTheRightRevealsAndDragBackCloses() throws {
        var mark = self.mark
        try input.drag(from: (700, 300), to: (280, 300))
        XCTAssertEqual(settledState(after: mark), "open")
        XCTAssertFalse(app.events[mark...].contains { $0["event"] as? String == "tap" }, "a drag is not a tap")
        mark = self.mark
        try input.drag(from: (100, 300), to: (500, 300))
        XCTAssertEqual(settledState(after: mark), "closed")
    }

    func testAShortDragFallsBack() throws {
        let mark = self.mark
        try input.drag(from: (700, 300), to: (600, 300), stepDelay: 0.03, pauseBeforeRelease: 0.25)
        XCTAssertEqual(settledState(after: mark), "closed")
    }

    /// Wheel up still shows the menu; scrolling sideways toward it (right, button 7) does too.
    func testWheelStepsPageWithSidewaysReversed() throws {
        try assertWheelSteps([(4, "open"), (5, "closed"), (7, "open"), (6, "closed")])
    }

    /// Left points inward from the menu at the right: it opens; Right closes.
    func testLeftOpensAndRightCloses() throws {
        var mark = self.mark
        try input.key("Left")
        XCTAssertEqual(settledState(after: mark), "open")
        mark = self.mark
        try input.key("Right")
        XCTAssertEqual(settledState(after: mark), "closed")
    }
}

final class RightToLeftDrawerEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] {
        ["--style", "drawer", "--size", "800x600", "--scale", "1", "--direction", "rtl"]
    }

    func testDragPastOneHundredOpensAndShortDragFallsBack() throws {
        var start = mark
        try input.drag(from: (599, 300), to: (519, 300), stepDelay: 0.03)
        XCTAssertEqual(settledState(after: start), "closed", "80 points is under the threshold")
        start = mark
        try input.drag(from: (599, 300), to: (469, 300), stepDelay: 0.03)
        XCTAssertEqual(settledState(after: start), "open")
        start = mark
        try input.drag(from: (99, 300), to: (119, 300), stepDelay: 0.03)
        XCTAssertEqual(settledState(after: start), "closed", "any rightward drag closes an open mirrored drawer")
    }

    /// The avatar sits at the top right; the menu's rows at the right.
    func testAvatarOpensAndARowAtTheRightChooses() throws {
        var start = mark
        try input.click(x: 799 - (12 + 17), y: 22)
        XCTAssertEqual(settledState(after: start), "open")
        start = mark
        try input.click(x: 699, y: 80 + 24)   // "Profile"
        XCTAssertEqual(event("select", after: start)?["item"] as? String, "Profile")
        XCTAssertEqual(settledState(after: start), "closed")
    }
}

final class RightToLeftSidebar3DEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--size", "800x600", "--scale", "1", "--direction", "rtl"] }

    func testDragThirtyFallsBackAndDragFiftyHides() throws {
        var mark = self.mark
        try input.drag(from: (399, 300), to: (429, 300), stepDelay: 0.03)
        XCTAssertEqual(settledState(after: mark), "open")
        mark = self.mark
        try input.drag(from: (399, 300), to: (449, 300), stepDelay: 0.03)
        XCTAssertEqual(settledState(after: mark), "closed")
    }

    func testWheelStepsPageWithSidewaysReversed() throws {
        try assertWheelSteps([(5, "closed"), (4, "open"), (6, "closed"), (7, "open")])
    }

    func testHamburgerAndRowsAreAtTheirMirroredPlaces() throws {
        var mark = self.mark
        try input.click(x: 799 - (80 + 26), y: 22)
        XCTAssertEqual(settledState(after: mark), "closed")
        mark = self.mark
        try input.click(x: 799 - 26, y: 22)
        XCTAssertEqual(settledState(after: mark), "open")
        mark = self.mark
        try input.click(x: 799 - 40, y: 2 * 75 + 37)
        XCTAssertEqual(app.waitForEvent(after: mark) { $0["event"] as? String == "select" }?.event["item"] as? String,
                       "Star")
        XCTAssertEqual(settledState(after: mark), "closed", "choosing hides the menu")
    }
}

extension EndToEndTestCase {
    /// Each X11 wheel button in turn (4 up, 5 down, 6 left, 7 right) settles the menu as given.
    fileprivate func assertWheelSteps(_ steps: [(button: Int, settles: String)],
                                      file: StaticString = #filePath, line: UInt = #line) throws {
        for (button, state) in steps {
            let mark = self.mark
            try input.wheel(button: button)
            XCTAssertEqual(settledState(after: mark), state, "wheel button \(button)", file: file, line: line)
        }
    }
}
