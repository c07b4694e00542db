import Foundation
import XCTest

/// The default style in the real window: wheel paging, drags that fall back
/// or hide, the hamburger, rows chosen by click and keyboard, and a replayed
/// trackpad swipe that reveals the menu.
final class Sidebar3DEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--size", "800x600", "--scale", "1"] }   // sidebar3d is the default

    private func settled(after index: Int) -> String? {
        settledState(after: index)
    }

    func testTheDefaultStyleIsSidebar3DWithTheMenuShown() {
        XCTAssertEqual(ready?["style"] as? String, "sidebar3d")
    }

    func testWheelNotchesPageAwayAndBack() throws {
        var mark = self.mark
        try input.wheel(button: 5)
        XCTAssertEqual(settled(after: mark), "closed")
        mark = self.mark
        try input.wheel(button: 4)
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try input.wheel(button: 7)
        XCTAssertEqual(settled(after: mark), "closed")
        mark = self.mark
        try input.wheel(button: 6)
        XCTAssertEqual(settled(after: mark), "open")
    }

    func testDragThirtyFallsBackAndDragFiftyHides() throws {
        var mark = self.mark
        try input.drag(from: (400, 300), to: (370, 300), stepDelay: 0.03)
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try input.drag(from: (400, 300), to: (350, 300), stepDelay: 0.03)
        XCTAssertEqual(settled(after: mark), "closed")
    }

    func testHamburgerTogglesAndRowsChoose() throws {
        var mark = self.mark
        try input.click(x: 80 + 26, y: 22)
        XCTAssertEqual(settled(after: mark), "closed")
        mark = self.mark
        try input.click(x: 26, y: 22)
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try input.click(x: 40, y: 2 * 75 + 37)
        XCTAssertEqual(app.waitForEvent(after: mark) { $0["event"] as? String == "select" }?.event["item"] as? String,
                       "Star")
        XCTAssertEqual(settled(after: mark), "closed", "choosing hides the menu")
    }

    func testKeyboardFocusAndEnterChoose() throws {
        let mark = self.mark
        try input.key("Down")
        try input.key("Down")
        try input.key("Return")
        XCTAssertEqual(app.waitForEvent(after: mark) { $0["event"] as? String == "select" }?.event["item"] as? String,
                       "Umbrella")
        XCTAssertEqual(settled(after: mark), "closed")
    }

    func testReplayedTrackpadSwipeReveals() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/swipe-reveal-60hz.jsonl").standardized.path
        let replay = try AppProcess(["--style", "sidebar3d", "--size", "800x600", "--state", "closed",
                                     "--virtual-clock", "--trace", "--replay", fixture])
        XCTAssertEqual(replay.waitForExit(timeout: 30), 0, replay.standardError)
        let states = replay.events.filter { $0["event"] as? String == "settled" }.compactMap { $0["state"] as? String }
        XCTAssertEqual(states, ["open"])
    }
}
