import Foundation
import XCTest

/// A touchscreen under GNOME's compositor, through mutter's RemoteDesktop
/// touch calls (which need a linked ScreenCast stream and a PipeWire daemon:
/// scripts/with-mutter starts one), on the native Wayland client (`wl_touch`)
/// and the X11 client of Xwayland (XI 2.2 touches): one finger drags 1:1
/// and settles by the release rule, flings, taps a row, swipes in from the
/// leading edge over a button; a second finger changes nothing.
/// `wl_touch.cancel` cannot be injected: ReplayTests replays a
/// `touch-cancel`, WaylandTouchFrameTests covers the reader's handling.
final class MutterTouchTests: MutterTestCase {
    /// Where the window's top-left point lies on mutter's monitor (logical pixels).
    private var origin = (x: 0.0, y: 0.0)
    /// The window's size in points.
    private var size = (width: 1000, height: 700)
    /// A window narrow enough for push's seed behaviour, which these tests
    /// check: below 800 points its menu overlays the content (it docks from
    /// 840), 320 points wide (floor(0.75 W), capped at 320). Wide enough to
    /// lie under the monitor's (640, 400), wherever mutter places it.
    private static let overlaid = (width: 780, height: 700)

    /// Launches `style` closed at `size` with a touch-capable session, finds
    /// the window on the monitor, and makes mutter's virtual touchscreen.
    private func launchForTouch(_ client: Client, style: String,
                                size: (width: Int, height: Int) = (1000, 700)) throws {
        guard ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":")
            .contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/pipewire") }) else {
            throw TestEnvironment.missing("no pipewire, which mutter's touch needs: scripts/ensure-packages test")
        }
        self.size = size
        let ready = try launch(client, ["--style", style, "--state", "closed"], size: size, withTouch: true)
        if style == "push" { XCTAssertEqual(ready?["mode"] as? String, "overlay", "the seed's overlaid menu") }
        try findTheWindow()
        try prepareTheTouchscreen()
    }

    /// Puts the pointer at monitor (640, 300) exactly (the corner, then in),
    /// then nudges it a pixel at a time until two nudges in a row land where
    /// the app says, a pixel apart: the window's origin is the difference.
    private func findTheWindow(timeout: TimeInterval = 5) throws {
        try input.moveTo(x: 640, y: 300)
        var monitorX = 640.0, previous: (x: Double, y: Double)?
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let before = recordedMoves.count
            let step = monitorX == 640 ? 1.0 : -1.0
            try input.moveRelative(dx: step, dy: 0)
            monitorX += step
            let seen = Date().addingTimeInterval(1)
            while recordedMoves.count <= before && Date() < seen { Thread.sleep(forTimeInterval: 0.01) }
            guard recordedMoves.count > before, let last = recordedMoves.last,
                  let x = last["x"] as? Double, let y = last["y"] as? Double else { continue }
            if let previous, x - previous.x == step, y == previous.y {
                origin = (monitorX - x, 300 - y)
                return
            }
            previous = (x, y)
        }
        XCTFail("could not find the window on the monitor: \(recordedMoves.suffix(4))")
    }

    private func recorded(_ type: String) -> [[String: Any]] {
        recordedEvents.filter { $0["type"] as? String == type }
    }

    /// Mutter's first touch only makes its virtual touchscreen and is lost:
    /// touch once outside the window, then a harmless spot inside it (the
    /// content's right, midway down, 30 points in) until the app records a whole touch.
    private func prepareTheTouchscreen(timeout: TimeInterval = 10) throws {
        try input.touchDown(slot: 0, x: 2, y: 798)
        try input.touchUp(slot: 0)
        let deadline = Date().addingTimeInterval(timeout)
        while recorded("touch-up").isEmpty {
            guard Date() < deadline else { return XCTFail("the app never saw a touch: \(recordedEvents.suffix(4))") }
            try touchDown(Double(size.width - 30), 350)
            try input.touchUp(slot: 0)
            let seen = Date().addingTimeInterval(0.5)
            while recorded("touch-up").isEmpty && Date() < seen { Thread.sleep(forTimeInterval: 0.01) }
        }
    }

    private func touchDown(_ x: Double, _ y: Double, slot: UInt32 = 0) throws {
        try input.touchDown(slot: slot, x: origin.x + x, y: origin.y + y)
    }

    /// The gesture's own timing, not waits for the app: a touchscreen
    /// reports a moving finger 60 times a second, and a finger held still
    /// for 0.3 s lifts with no speed (the release velocity counts only the
    /// last 0.1 s of motion), so it settles by where it is, with no fling.
    private enum Hand {
        static let moveInterval = 1.0 / 60
        static let rest = 0.3
    }

    /// Moves finger `slot` from window point `from` to `to` in `steps` even
    /// steps at a hand's pace (`Hand.moveInterval` apart).
    private func move(slot: UInt32 = 0, from: (Double, Double), to: (Double, Double), steps: Int) throws {
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            try input.touchMotion(slot: slot, x: origin.x + from.0 + (to.0 - from.0) * f,
                                  y: origin.y + from.1 + (to.1 - from.1) * f)
            Thread.sleep(forTimeInterval: Hand.moveInterval)
        }
    }

    /// Holds the fingers still for `Hand.rest`, so the next lift has no speed.
    private func rest() {
        Thread.sleep(forTimeInterval: Hand.rest)
    }

    /// Waits for a frame after `mark` whose progress is within 0.02 of `progress`.
    @discardableResult
    private func frame(after mark: Int, near progress: Double, file: StaticString = #filePath,
                       line: UInt = #line) -> [String: Any]? {
        app.waitForEvent(after: mark, file: file, line: line) {
            $0["event"] as? String == "frame" && abs(($0["progress"] as? Double ?? -9) - progress) <= 0.02
        }?.event
    }

    // MARK: Drag

    /// push's menu is 320 of the window's 780 points: a finger 192 points
    /// in holds it at 0.6, and lifted still it settles open (past half); back
    /// 64 on the menu to 0.8 it stays open; back 192 to 0.4 and lifted
    /// still, it settles closed.
    private func assertDragTracksAndSettlesByTheReleaseRule(_ client: Client) throws {
        try launchForTouch(client, style: "push", size: Self.overlaid)
        let start = mark
        try touchDown(80, 400)
        try move(from: (80, 400), to: (272, 400), steps: 15)
        frame(after: start, near: 0.6)
        rest()
        try input.touchUp(slot: 0)
        XCTAssertEqual(settled(after: start)?["state"] as? String, "open", "\(recordedEvents.suffix(4))")

        let back = mark
        try touchDown(300, 400)
        try move(from: (300, 400), to: (236, 400), steps: 10)
        frame(after: back, near: 0.8)
        rest()
        try input.touchUp(slot: 0)
        XCTAssertEqual(settled(after: back)?["state"] as? String, "open", "0.8 stays open")

        let closing = mark
        try touchDown(300, 400)
        try move(from: (300, 400), to: (108, 400), steps: 15)
        frame(after: closing, near: 0.4)
        rest()
        try input.touchUp(slot: 0)
        XCTAssertEqual(settled(after: closing)?["state"] as? String, "closed", "0.4 falls closed")
    }

    func testDragTracksAndSettlesByTheReleaseRuleOnWayland() throws {
        try assertDragTracksAndSettlesByTheReleaseRule(.wayland)
    }
    func testDragTracksAndSettlesByTheReleaseRuleOnXwayland() throws {
        try assertDragTracksAndSettlesByTheReleaseRule(.x11)
    }

    /// 90 points (0.28 of the 320-point menu, short of half) in a tenth of a
    /// second, lifted moving: the throw opens the menu.
    private func assertFlingOpens(_ client: Client) throws {
        try launchForTouch(client, style: "push", size: Self.overlaid)
        let start = mark
        try touchDown(80, 400)
        try move(from: (80, 400), to: (170, 400), steps: 6)
        try input.touchUp(slot: 0)
        XCTAssertEqual(settled(after: start)?["state"] as? String, "open", "\(recordedEvents.suffix(8))")
        let deepest = frameProgress(from: start, to: mark).filter { $0 < 0.2 }.max() ?? 0
        XCTAssertGreaterThan(deepest, 0.05, "the menu tracked the finger first")
    }

    func testFlingOpensOnWayland() throws { try assertFlingOpens(.wayland) }
    func testFlingOpensOnXwayland() throws { try assertFlingOpens(.x11) }

    // MARK: Tap

    /// F9 opens sidebar3d; a tap on its first row chooses it.
    private func assertTapChoosesARow(_ client: Client) throws {
        try launchForTouch(client, style: "sidebar3d")
        let opening = mark
        try input.keysym(0xffc6, pressed: true)
        try input.keysym(0xffc6, pressed: false)
        XCTAssertEqual(settled(after: opening)?["state"] as? String, "open")
        let shown = mark
        try touchDown(40, 44 + 30)   // the first row, under the menu's 44-point bar
        try input.touchUp(slot: 0)
        let selected = app.waitForEvent(after: shown) { $0["event"] as? String == "select" }?.event
        XCTAssertNotNil(selected?["item"] as? String, "\(recordedEvents.suffix(4))")
    }

    func testTapChoosesARowOnWayland() throws { try assertTapChoosesARow(.wayland) }
    func testTapChoosesARowOnXwayland() throws { try assertTapChoosesARow(.x11) }

    // MARK: Edge swipe

    /// sidebar3d's hamburger sits at x 12-32 in its bar: a finger down on it
    /// (22 points from the edge) that moves 60 in and 80 down (a drag the
    /// mouse's direction lock would fail) tracks 60/80 = 0.75 of the menu,
    /// presses no button, and settles open.
    private func assertEdgeSwipeOverAButtonOpens(_ client: Client) throws {
        try launchForTouch(client, style: "sidebar3d")
        let start = mark
        try touchDown(22, 22)
        try move(from: (22, 22), to: (82, 102), steps: 12)
        frame(after: start, near: 0.75)
        rest()
        try input.touchUp(slot: 0)
        XCTAssertEqual(settled(after: start)?["state"] as? String, "open")
        XCTAssertFalse(app.events[start...].contains { $0["event"] as? String == "tap" },
                       "the hamburger was not pressed: \(app.outputLines.suffix(6))")
    }

    func testEdgeSwipeOverAButtonOpensOnWayland() throws { try assertEdgeSwipeOverAButtonOpens(.wayland) }
    func testEdgeSwipeOverAButtonOpensOnXwayland() throws { try assertEdgeSwipeOverAButtonOpens(.x11) }

    // MARK: Two fingers

    /// The first finger holds push's 320-point menu at 0.4 (128 points in);
    /// a second one that lands, drags 320 points back and lifts moves
    /// nothing; the first then lifts still and the menu falls closed.
    private func assertSecondFingerChangesNothing(_ client: Client) throws {
        try launchForTouch(client, style: "push", size: Self.overlaid)
        let start = mark
        try touchDown(80, 400)
        try move(from: (80, 400), to: (208, 400), steps: 12)
        frame(after: start, near: 0.4)
        let held = mark
        let (downsBefore, upsBefore) = (recorded("touch-down").count, recorded("touch-up").count)
        try touchDown(640, 300, slot: 1)
        try move(slot: 1, from: (640, 300), to: (320, 300), steps: 12)
        try input.touchUp(slot: 1)
        let deadline = Date().addingTimeInterval(5)
        while recorded("touch-up").count <= upsBefore && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertGreaterThan(recorded("touch-down").count, downsBefore, "the second finger reached the app")
        XCTAssertGreaterThan(recorded("touch-up").count, upsBefore, "the second finger lifted in the app")
        let progress = frameProgress(from: held, to: mark)
        XCTAssertTrue(progress.allSatisfy { abs($0 - 0.4) < 0.001 }, "nothing moved: \(progress)")
        rest()
        try input.touchUp(slot: 0)
        XCTAssertEqual(settled(after: start)?["state"] as? String, "closed")
    }

    func testSecondFingerChangesNothingOnWayland() throws { try assertSecondFingerChangesNothing(.wayland) }
    func testSecondFingerChangesNothingOnXwayland() throws { try assertSecondFingerChangesNothing(.x11) }
}
