import XCTest

/// The real `slideout --style push --trace` under X, clicked and typed at
/// with xdotool; assertions read its trace.
final class PushEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--style", "push", "--size", "800x600", "--scale", "1"] }

    private func settled(after index: Int) -> [String: Any]? {
        event("settled", after: index)
    }

    func testReadyReportsTheWindow() {
        XCTAssertEqual(ready?["style"] as? String, "push")
        XCTAssertEqual(ready?["width"] as? Int, 800)
        XCTAssertEqual(ready?["height"] as? Int, 600)
        XCTAssertEqual(ready?["platform"] as? String, "x11")
        // Below 840 points the menu overlays the content, floor(0.75 W) capped at 320 (SPEC "Desktop sizes").
        XCTAssertEqual(ready?["mode"] as? String, "overlay")
        XCTAssertEqual(ready?["menuWidth"] as? Int, 320)
    }

    func testButtonOpensAndOverlayCloses() throws {
        var mark = self.mark
        try input.click(x: 400, y: 300)
        XCTAssertEqual(app.waitForEvent(after: mark) { $0["event"] as? String == "tap" }?.event["target"] as? String,
                       "showSideMenuButton")
        let opened = settled(after: mark)
        XCTAssertEqual(opened?["state"] as? String, "open")
        XCTAssertEqual(opened?["progress"] as? Int, 1)
        XCTAssertGreaterThan(app.events[mark...].filter { $0["event"] as? String == "frame" }.count, 5,
                             "the opening is animated frame by frame")

        mark = self.mark
        try input.click(x: 700, y: 300)
        XCTAssertEqual(settled(after: mark)?["state"] as? String, "closed")
        XCTAssertTrue(app.events[mark...].contains { $0["target"] as? String == "overlay" })
    }

    func testClicksOnTheVisibleContentDoNotReachIt() throws {
        var mark = self.mark
        try input.key("F9")
        XCTAssertEqual(settled(after: mark)?["state"] as? String, "open")

        // The pushed content's "First View" tab is visible right of the menu.
        mark = self.mark
        try input.click(x: 700, y: 585)
        XCTAssertEqual(settled(after: mark)?["state"] as? String, "closed")
        let taps = app.events[mark...].filter { $0["event"] as? String == "tap" }.compactMap { $0["target"] as? String }
        XCTAssertEqual(taps, ["overlay"], "only the overlay receives the click")
    }

    func testKeyboardTogglesAndEscapeCloses() throws {
        var mark = self.mark
        try input.key("F9")
        XCTAssertEqual(settled(after: mark)?["state"] as? String, "open")
        mark = self.mark
        try input.key("Escape")
        XCTAssertEqual(settled(after: mark)?["state"] as? String, "closed")
        mark = self.mark
        try input.key("ctrl+m")
        XCTAssertEqual(settled(after: mark)?["state"] as? String, "open")
    }

    func testTabsSwitchWhileTheMenuIsClosed() throws {
        let mark = self.mark
        try input.click(x: 600, y: 585)
        let tap = app.waitForEvent(after: mark) { $0["event"] as? String == "tap" }
        XCTAssertEqual(tap?.event["target"] as? String, "tab:Second View")
    }
}
