import Foundation
import XCTest

/// Mouse drags, wheel notches and the keyboard against the real window
/// through xdotool, plus `--record` of that live input replaying to the same end.
final class PushInputEndToEndTests: EndToEndTestCase {
    private lazy var recording = TestEnvironment.artifactDirectory(for: self)
        .appendingPathComponent("input.jsonl").path

    override var launchArguments: [String] {
        ["--style", "push", "--size", "800x600", "--scale", "1", "--record", recording]
    }

    private func settled(after index: Int) -> String? {
        settledState(after: index)
    }

    /// Presses `keys` in turn, through xdotool.
    private func press(_ keys: String...) throws {
        for key in keys { try input.key(key) }
    }

    /// `field` of the first `event` after `index`, waiting for it.
    private func value(_ field: String, ofFirst event: String, after index: Int) -> String? {
        app.waitForEvent(after: index) { $0["event"] as? String == event }?.event[field] as? String
    }

    func testDragRevealsAndDragBackCloses() throws {
        var mark = self.mark
        try input.drag(from: (100, 300), to: (520, 300))
        XCTAssertEqual(settled(after: mark), "open")
        XCTAssertFalse(app.events[mark...].contains { $0["event"] as? String == "tap" }, "a drag is not a tap")
        mark = self.mark
        try input.drag(from: (700, 300), to: (300, 300))
        XCTAssertEqual(settled(after: mark), "closed")
    }

    func testShortDragFallsBack() throws {
        let mark = self.mark
        try input.drag(from: (100, 300), to: (200, 300), stepDelay: 0.03, pauseBeforeRelease: 0.25)
        XCTAssertEqual(settled(after: mark), "closed")
    }

    func testWheelNotchesPage() throws {
        var mark = self.mark
        try input.wheel(button: 4)   // wheel up: toward the menu
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try input.wheel(button: 5)   // wheel down: away
        XCTAssertEqual(settled(after: mark), "closed")
        mark = self.mark
        try input.wheel(button: 6)   // scroll left: toward the menu
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try input.wheel(button: 7)
        XCTAssertEqual(settled(after: mark), "closed")
    }

    func testKeyboardFocusMovesAndEnterChooses() throws {
        var mark = self.mark
        try input.key("F9")
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try press("Down", "Down", "Return")
        XCTAssertEqual(value("item", ofFirst: "select", after: mark), "Second View")
        XCTAssertEqual(settled(after: mark), "closed", "choosing closes the menu")
        mark = self.mark
        try input.key("F9")
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try press("Tab", "Tab", "Tab", "Return")   // the third Tab wraps back to the first row
        XCTAssertEqual(value("item", ofFirst: "select", after: mark), "First View")
    }

    /// With the menu closed, Tab walks the buttons: "Show Side Menu" first,
    /// then the tabs, then the style picker's segments (Tab shows the
    /// picker), and Enter presses the focused one. The menu the button
    /// opened gives the focus back to it as it closes.
    func testTabReachesTheButtonAndThePickerWhileClosed() throws {
        var mark = self.mark
        try press("Tab", "Return")
        XCTAssertEqual(value("target", ofFirst: "tap", after: mark), "showSideMenuButton")
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try input.key("Escape")
        XCTAssertEqual(settled(after: mark), "closed")
        mark = self.mark
        try press("Tab", "Tab", "Tab", "Tab", "Return")   // from the button: two tabs, the push and drawer segments
        XCTAssertEqual(value("style", ofFirst: "style", after: mark), "drawer")
    }

    /// The tab bar's tabs are buttons too: Tab reaches them after "Show Side
    /// Menu", and Enter presses the second.
    func testTabReachesTheTabs() throws {
        let mark = self.mark
        try press("Tab", "Tab", "Tab", "Return")
        XCTAssertEqual(value("target", ofFirst: "tap", after: mark), "tab:Second View")
    }

    func testRecordedInputReplaysToTheSameStates() throws {
        var mark = self.mark
        try input.drag(from: (100, 300), to: (520, 300))
        XCTAssertEqual(settled(after: mark), "open")
        mark = self.mark
        try input.click(x: 700, y: 300)
        XCTAssertEqual(settled(after: mark), "closed")
        app.process.terminate()
        _ = app.waitForExit()

        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains("\"type\":\"button\"") }, "\(lines.prefix(3))")
        let replay = try AppProcess(["--style", "push", "--size", "800x600", "--virtual-clock", "--trace",
                                     "--replay", recording])
        XCTAssertEqual(replay.waitForExit(timeout: 30), 0, replay.standardError)
        let states = replay.events.filter { $0["event"] as? String == "settled" }.compactMap { $0["state"] as? String }
        XCTAssertEqual(states, ["open", "closed"])
    }
}
