import Foundation
import XCTest

/// What users meet on a GNOME desktop, under GNOME's own compositor: the
/// default launch is a native Wayland client; on it and on the X11 client of
/// Xwayland, a trackpad swipe tracks 1:1 and settles, a wheel step pages
/// once, drags and clicks behave as under Xvfb; a pointer that appears after
/// start-up crashes nothing.
final class MutterTests: MutterTestCase {
    // MARK: Swipes

    /// 8 x 4 units = 32 points of the 80-point page, slowly: the menu follows
    /// to 1 - 32/80 = 0.6 and falls back open.
    private func assertShortSwipeTracksAndFallsBack(_ client: Client) throws {
        try launch(client, ["--style", "sidebar3d"])
        let start = mark
        try swipe(dx: 4, steps: 8)
        XCTAssertEqual(settled(after: start)?["state"] as? String, "open")
        let deepest = frameProgress(from: start, to: mark).min() ?? 1
        XCTAssertEqual(deepest, 0.6, accuracy: 0.03, "the menu follows the fingers 1:1; input: \(recordedEvents.suffix(12))")
    }

    func testShortSwipeTracksAndFallsBackOnWayland() throws { try assertShortSwipeTracksAndFallsBack(.wayland) }
    func testShortSwipeTracksAndFallsBackOnXwayland() throws { try assertShortSwipeTracksAndFallsBack(.x11) }

    /// 10 x 6 units = 60 points, past half the page: the menu hides. Returns
    /// the trace's frame progress from the swipe on.
    @discardableResult
    private func assertFullSwipeHides(_ client: Client) throws -> [Double] {
        try launch(client, ["--style", "sidebar3d"])
        let start = mark
        try swipe(dx: 6, steps: 10)
        let settledEvent = settled(after: start)
        XCTAssertEqual(settledEvent?["state"] as? String, "closed")
        return frameProgress(from: start, to: mark)
    }

    /// Wayland's axis stop ends the swipe at once: the settle starts on the
    /// next frame, not after a silence (GLFW 3.3 alone held ~8 frames still).
    func testFullSwipeHidesAndSettlesAtTheAxisStopOnWayland() throws {
        let progress = try assertFullSwipeHides(.wayland)
        guard let tracked = progress.last(where: { abs($0 - 0.25) < 0.03 }) else {
            return XCTFail("the swipe never tracked to 0.25: \(progress)")
        }
        let held = progress.filter { $0 == tracked }.count
        XCTAssertLessThanOrEqual(held, 2, "frames drawn still at the lift: \(progress)")
    }

    func testFullSwipeHidesOnXwayland() throws { try assertFullSwipeHides(.x11) }

    // MARK: Wheel

    /// panels pages right -> collapsed -> left: one step from the left panel
    /// collapses it, where a doubled step would open the right one.
    private func assertWheelStepPagesOnce(_ client: Client) throws {
        try launch(client, ["--style", "panels", "--state", "open"])
        let start = mark
        try input.axisDiscrete(axis: .vertical, steps: 1)
        XCTAssertEqual(settled(after: start)?["state"] as? String, "closed")
        let again = mark
        try input.axisDiscrete(axis: .vertical, steps: -1)
        XCTAssertEqual(settled(after: again)?["state"] as? String, "open", "wheel up pages back toward the menu")
        XCTAssertFalse(app.events.contains { $0["state"] as? String == "open-right" }, "\(app.outputLines)")
    }

    func testWheelStepPagesOnceOnWayland() throws { try assertWheelStepPagesOnce(.wayland) }
    func testWheelStepPagesOnceOnXwayland() throws { try assertWheelStepPagesOnce(.x11) }

    // MARK: Pointer

    /// A drag of 60 points to the left hides the menu; a click on the first
    /// row chooses it, as under Xvfb.
    private func assertDragAndClick(_ client: Client) throws {
        try launch(client, ["--style", "sidebar3d"])
        let start = mark
        try pointer(at: 600, 400)
        try input.button(pressed: true)
        for _ in 0..<12 {
            try input.moveRelative(dx: -5, dy: 0)
            Thread.sleep(forTimeInterval: 0.016)
        }
        try input.button(pressed: false)
        XCTAssertEqual(settled(after: start)?["state"] as? String, "closed")
        let hidden = mark
        try input.keysym(0xffc6, pressed: true)   // F9 shows the menu again
        try input.keysym(0xffc6, pressed: false)
        XCTAssertEqual(settled(after: hidden)?["state"] as? String, "open")
        let shown = mark
        try pointer(at: 40, 44 + 30)   // the first row, under the menu's 44-point bar
        try input.button(pressed: true)
        try input.button(pressed: false)
        let selected = app.waitForEvent(after: shown) { $0["event"] as? String == "select" }?.event
        XCTAssertNotNil(selected?["item"] as? String)
    }

    func testDragAndClickOnWayland() throws { try assertDragAndClick(.wayland) }
    func testDragAndClickOnXwayland() throws { try assertDragAndClick(.x11) }

    // MARK: The desktop

    func testTheDefaultLaunchOnAGNOMESessionIsAWaylandClient() throws {
        let ready = try launch(.wayland, ["--style", "push"])
        XCTAssertEqual(ready?["platform"] as? String, "wayland")
        let x11 = try AppProcess(["--style", "push", "--platform", "x11", "--trace", "--bench", "1"],
                                 environment: session.sessionEnvironment)
        XCTAssertEqual(x11.waitForExit(timeout: 30), 0, x11.standardError)
        XCTAssertEqual(x11.events.first?["platform"] as? String, "x11", "--platform x11 on the same session")
    }

    /// GLFW 3.3 loads no cursor theme when the seat has no pointer at start-up
    /// and crashed when one appeared: here the virtual pointer appears after
    /// `ready`, moves over the window, hovers a row and drags.
    func testAPointerThatAppearsLaterCrashesNothing() throws {
        try launch(.wayland, ["--style", "sidebar3d"], lateDevices: true)
        try assertPointerStillDrives()
    }

    /// With no cursor theme at all, the shapes fall back to the arrow, with
    /// at most one line of warning.
    private func assertNoCursorThemeCrashesNothing(lateDevices: Bool) throws {
        try launch(.wayland, ["--style", "sidebar3d"],
                   environment: ["XCURSOR_PATH": "/nonexistent", "XCURSOR_THEME": "none"], lateDevices: lateDevices)
        try assertPointerStillDrives()
        let warnings = app.standardError.split(separator: "\n")
        print("no cursor theme on Wayland printed: \(warnings)")
        XCTAssertLessThanOrEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.allSatisfy { $0.hasPrefix("slideout: warning: no ") }, "\(warnings)")
    }

    func testNoCursorThemeCrashesNothing() throws { try assertNoCursorThemeCrashesNothing(lateDevices: false) }
    func testNoCursorThemeAndALatePointerCrashNothing() throws {
        try assertNoCursorThemeCrashesNothing(lateDevices: true)
    }

    private func assertPointerStillDrives(file: StaticString = #filePath, line: UInt = #line) throws {
        try pointer(at: 40, 44 + 30)   // the first row, under the menu's 44-point bar
        try pointer(at: 600, 300)
        let start = mark
        try input.button(pressed: true)
        for _ in 0..<12 {
            try input.moveRelative(dx: -5, dy: 0)
            Thread.sleep(forTimeInterval: 0.016)
        }
        try input.button(pressed: false)
        XCTAssertEqual(settled(after: start, file: file, line: line)?["state"] as? String, "closed",
                       file: file, line: line)
        XCTAssertTrue(app.process.isRunning, "the app died: \(app.standardError)", file: file, line: line)
    }
}
