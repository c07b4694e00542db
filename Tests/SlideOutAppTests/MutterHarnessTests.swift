import Foundation
import XCTest

/// The harness itself, with today's binary: GNOME's compositor (headless
/// mutter, from scripts/with-mutter) runs the app as an X11 client of its
/// Xwayland and as a native Wayland client, and its RemoteDesktop virtual
/// devices drive the window.
final class MutterHarnessTests: XCTestCase {
    private var session: MutterSession!
    private var input: RemoteDesktop!
    private var app: AppProcess!
    /// Where the app records the input it receives (`--record`).
    private var recording = ""

    override func setUpWithError() throws {
        session = try MutterSession.required()
        input = try session.remoteDesktop()   // before the app: see MutterSession.remoteDesktop()
    }

    override func tearDown() {
        app?.process.terminate()
        _ = app?.waitForExit()
        app = nil
        input = nil
    }

    /// Starts sidebar3d (menu shown) at 1000x700, recording its input, waits
    /// for `ready`, and brings the pointer over the window: to the middle of
    /// the monitor, as mutter centres a new window (its content's top-left lands
    /// near (139, 47) for the Wayland client, near (138, 57) under mutter's
    /// title bar for the X11 one).
    private func launch(_ environment: [String: String]) throws -> [String: Any]? {
        recording = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("input.jsonl").path
        app = try AppProcess(["--style", "sidebar3d", "--size", "1000x700", "--trace", "--record", recording],
                             environment: environment)
        let ready = app.waitForEvent { $0["event"] as? String == "ready" }?.event
        try input.moveTo(x: 640, y: 400)
        try waitUntilTheAppSeesThePointer()
        return ready
    }

    /// Waits until the app has recorded pointer motion, nudging the pointer by
    /// a pixel meanwhile: scrolling goes to the window under the pointer, a
    /// motion that mutter handles before the new window is on screen enters
    /// nothing, and GLFW on Wayland reports motion but not the entering itself.
    private func waitUntilTheAppSeesThePointer(timeout: TimeInterval = 5) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var nudge = 1.0
        while !((try? String(contentsOfFile: recording, encoding: .utf8)) ?? "").contains(#""type":"move""#) {
            guard Date() < deadline else { return XCTFail("the app saw no pointer motion in \(timeout) s") }
            Thread.sleep(forTimeInterval: 0.05)
            try input.moveRelative(dx: nudge, dy: 0)
            nudge = -nudge
        }
    }

    /// The state of the next `settled` event after the first `mark` events.
    private func settled(after mark: Int, file: StaticString = #filePath, line: UInt = #line) -> String? {
        app.waitForEvent(after: mark, file: file, line: line) { $0["event"] as? String == "settled" }?
            .event["state"] as? String
    }

    func testX11ClientOnXwaylandPagesOnAWheelStep() throws {
        let ready = try launch(session.x11ClientEnvironment)
        XCTAssertEqual(ready?["platform"] as? String, "x11")
        let mark = app.events.count
        try input.axisDiscrete(axis: .vertical, steps: 1)
        XCTAssertEqual(settled(after: mark), "closed")
    }

    func testWaylandClientPagesOnAWheelStep() throws {
        let ready = try launch(try session.waylandClientEnvironment())
        XCTAssertEqual(ready?["platform"] as? String, "wayland")
        let mark = app.events.count
        try input.axisDiscrete(axis: .vertical, steps: 1)
        XCTAssertEqual(settled(after: mark), "closed")
    }

    func testKeysymsChooseARowOnTheWaylandClient() throws {
        _ = try launch(try session.waylandClientEnvironment())
        let mark = app.events.count
        for keysym: UInt32 in [0xff54, 0xff54, 0xff0d] {   // Down, Down, Return
            try input.keysym(keysym, pressed: true)
            try input.keysym(keysym, pressed: false)
            // A typist's pace: GLFW can take one key's release and press
            // within a few milliseconds for auto-repeat and drop the press.
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(app.waitForEvent(after: mark) { $0["event"] as? String == "select" }?.event["item"] as? String,
                       "Umbrella")
        XCTAssertEqual(settled(after: mark), "closed", "choosing hides the menu")
    }
}
