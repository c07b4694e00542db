import Foundation
import XCTest

/// Runs the app on GNOME's compositor (headless mutter, from
/// scripts/with-mutter) and drives it with mutter's virtual devices: as a
/// native Wayland client, or as an X11 client of mutter's Xwayland.
class MutterTestCase: XCTestCase {
    enum Client {
        /// Launched as on a GNOME session (WAYLAND_DISPLAY and DISPLAY set).
        case wayland
        /// An X11 client of Xwayland (no WAYLAND_DISPLAY).
        case x11
    }

    private(set) var session: MutterSession!
    private(set) var input: RemoteDesktop!
    private(set) var app: AppProcess!
    /// Where the app records the input it receives (`--record`).
    private(set) var recording = ""

    override func setUpWithError() throws {
        session = try MutterSession.required()
    }

    override func tearDown() {
        app?.process.terminate()
        _ = app?.waitForExit()
        app = nil
        input = nil
    }

    /// Starts the app (`size` points, 1000x700 by default, `--trace`,
    /// `--record`) as `client` with its virtual devices already on the seat
    /// (unless `lateDevices`), waits for `ready`, and brings the pointer over
    /// the window (a size given must lie under the monitor's (640, 400)
    /// where mutter places it: 780x700 does). `withTouch` makes a
    /// session that can touch too (`RemoteDesktop.touchDown`).
    @discardableResult
    func launch(_ client: Client, _ arguments: [String], size: (width: Int, height: Int) = (1000, 700),
                environment: [String: String] = [:], lateDevices: Bool = false,
                withTouch: Bool = false) throws -> [String: Any]? {
        if !lateDevices { input = try session.remoteDesktop(withTouch: withTouch) }
        recording = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("input.jsonl").path
        let base = client == .wayland ? session.sessionEnvironment : session.x11ClientEnvironment
        app = try AppProcess(arguments + ["--size", "\(size.width)x\(size.height)", "--trace", "--record", recording],
                             environment: base.merging(environment) { $1 })
        let ready = app.waitForEvent { $0["event"] as? String == "ready" }?.event
        if lateDevices { input = try session.remoteDesktop(withTouch: withTouch) }
        let movesBefore = recordedMoves.count
        try input.moveTo(x: 640, y: 400)
        try waitUntilTheAppSeesThePointer(after: movesBefore)
        try waitUntilTheWindowHasOpened()
        return ready
    }

    /// Waits until a pointer move of a few pixels reaches the app as exactly
    /// as many points, three times running: mutter's opening animation (its default)
    /// zooms the window in from smaller, and while it runs a move lands
    /// scaled, so a pointer put at a point would miss it, or miss the
    /// window altogether.
    private func waitUntilTheWindowHasOpened(timeout: TimeInterval = 5) throws {
        let step = 4.0
        var direction = 1.0, unscaled = 0
        let deadline = Date().addingTimeInterval(timeout)
        while unscaled < 3 {
            guard Date() < deadline else { return XCTFail("the window's opening never ended: moves stayed scaled") }
            let before = recordedMoves
            guard let last = before.last?["x"] as? Double else { return XCTFail("the app has seen no pointer yet") }
            try input.moveRelative(dx: step * direction, dy: 0)
            direction = -direction
            let seenBy = Date().addingTimeInterval(1)
            var after = recordedMoves
            while after.count == before.count, Date() < seenBy {
                Thread.sleep(forTimeInterval: 0.01)
                after = recordedMoves
            }
            guard after.count > before.count, let seen = after.last?["x"] as? Double else { continue }
            // wl_fixed_t carries 1/256 of a point: scaled by 0.999, 4 pixels read 4.0039.
            unscaled = abs(abs(seen - last) - step) < 0.002 ? unscaled + 1 : 0
        }
    }

    /// Waits until the app has recorded pointer motion after the first
    /// `earlier` moves, nudging the pointer by a pixel meanwhile (a motion
    /// mutter handles before the window is on screen enters nothing), then
    /// moves up 40 pixels and waits until the app has seen that too: from
    /// then on the last recorded move is where the pointer is (the first one
    /// seen may be the window appearing under an old position, or a nudge).
    private func waitUntilTheAppSeesThePointer(after earlier: Int, timeout: TimeInterval = 5) throws {
        var x = 640.0
        _ = try waitForMove(after: earlier, timeout: timeout) {
            x += x == 640 ? 1 : -1
            try input.moveRelative(dx: x == 640 ? -1 : 1, dy: 0)
        }
        let issued = recordedMoves.count
        let before = recordedMoves.last?["y"] as? Double ?? 0
        // Relative, so the pointer stays inside (re-entering an Xwayland window can lose the next events).
        try input.moveRelative(dx: 0, dy: -40)
        let deadline = Date().addingTimeInterval(timeout)
        var waits = 0, nudge = 1.0
        // Seen as a move 40 up from the move before it: the move read as `before`
        // may be the stale one, the pointer's real place arriving after it.
        while !sawAMoveUp(from: issued - 1) {
            guard Date() < deadline else { return XCTFail("the app did not see the pointer move up") }
            Thread.sleep(forTimeInterval: 0.01)
            waits += 1
            guard waits % 50 == 0 else { continue }
            // Under load that motion was seen to go missing. If the app still sees
            // the pointer at the old height, move up again (the last recorded
            // move stays the truth); else a sideways pixel shows it where it is.
            if let last = recordedMoves.last?["y"] as? Double, abs(last - before) < 2 {
                try input.moveRelative(dx: nudge, dy: -40)
            } else {
                try input.moveRelative(dx: nudge, dy: 0)
            }
            nudge = -nudge
        }
    }

    /// True when a recorded move from index `start` on lies 39 or more points above the move before it.
    private func sawAMoveUp(from start: Int) -> Bool {
        let heights = recordedMoves.dropFirst(max(start, 0)).compactMap { $0["y"] as? Double }
        return zip(heights, heights.dropFirst()).contains { $1 <= $0 - 39 }
    }

    /// Waits until more than `earlier` moves are recorded, calling `nudge`
    /// every 50 ms meanwhile; returns the count.
    private func waitForMove(after earlier: Int, timeout: TimeInterval, nudge: () throws -> Void) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while recordedMoves.count <= earlier {
            guard Date() < deadline else {
                XCTFail("the app saw no pointer motion in \(timeout) s")
                return earlier
            }
            Thread.sleep(forTimeInterval: 0.05)
            try nudge()
        }
        return recordedMoves.count
    }

    /// The pointer moves the app recorded so far.
    var recordedMoves: [[String: Any]] { recordedEvents.filter { $0["type"] as? String == "move" } }

    /// The input the app recorded so far.
    var recordedEvents: [[String: Any]] {
        ((try? String(contentsOfFile: recording, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// Puts the pointer at (x, y) in window points (scale 1) by relative
    /// motion from where the app last saw it, so it never leaves the window on the way (re-entering an
    /// Xwayland window can lose the next events), and waits until the app
    /// has seen it there.
    func pointer(at x: Double, _ y: Double, timeout: TimeInterval = 5,
                 file: StaticString = #filePath, line: UInt = #line) throws {
        guard let move = recordedMoves.last, let lastX = move["x"] as? Double, let lastY = move["y"] as? Double else {
            return XCTFail("the app has seen no pointer yet", file: file, line: line)
        }
        try input.moveRelative(dx: x - lastX, dy: y - lastY)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let seen = recordedMoves.last, let seenX = seen["x"] as? Double, let seenY = seen["y"] as? Double,
               abs(seenX - x) <= 1, abs(seenY - y) <= 1 { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTFail("the app never saw the pointer at (\(x), \(y))", file: file, line: line)
    }

    /// A two-finger swipe: `steps` finger-axis events of `dx` units (a tenth
    /// of a point each), `interval` apart, then the fingers lift (axis stop).
    func swipe(dx: Double, steps: Int, interval: TimeInterval = 0.03) throws {
        for _ in 0..<steps {
            try input.axis(dx: dx, dy: 0, flags: [.finger])
            Thread.sleep(forTimeInterval: interval)
        }
        try input.axis(dx: 0, dy: 0, flags: [.finger, .finish])
    }

    /// How many trace events there are so far: a mark to wait after.
    var mark: Int { app.events.count }

    /// The next `settled` event after the first `mark` events.
    func settled(after mark: Int, file: StaticString = #filePath, line: UInt = #line) -> [String: Any]? {
        app.waitForEvent(after: mark, file: file, line: line) { $0["event"] as? String == "settled" }?.event
    }

    /// The progress of each `frame` event between the first `start` events and `end`.
    func frameProgress(from start: Int, to end: Int) -> [Double] {
        let events = app.events
        return events[start..<min(end, events.count)].filter { $0["event"] as? String == "frame" }
            .compactMap { $0["progress"] as? Double }
    }
}
