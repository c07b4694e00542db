import Foundation
import XCTest

/// The display server going away under the app mid-animation, as a crash
/// would take it: exit status 3, one line on stderr naming the loss, no
/// `--bench` line, and a `--record` file holding every event until then,
/// each line whole. Each test kills a server of its own.
final class DisplayLossTests: XCTestCase {
    func testTheXServerGoingAwayEndsAnX11ClientWithOneLineAndStatus3() throws {
        try TestEnvironment.requireDisplay()
        let xvfb = try PrivateDisplayServer.xvfb()
        let display = xvfb.clientEnvironment["DISPLAY"]!
        try assertTheAppEnds(when: xvfb, goesAway: "slideout: the X server closed the connection (\(display))",
                             environment: xvfb.clientEnvironment, pointerOn: display)
    }

    func testTheCompositorGoingAwayEndsAWaylandClientWithOneLineAndStatus3() throws {
        let glfw = try TestEnvironment.waylandClient().filter { $0.key == "LD_LIBRARY_PATH" }
        let xvfb = try PrivateDisplayServer.xvfb()
        let weston = try PrivateDisplayServer.weston(on: xvfb)
        try assertTheAppEnds(when: weston, goesAway: "slideout: the Wayland compositor closed the connection",
                             environment: weston.clientEnvironment.merging(glfw) { $1 },
                             pointerOn: xvfb.clientEnvironment["DISPLAY"]!)
    }

    /// Starts the app on `server` (`environment`), toggling for ever, moves
    /// the pointer over it (xdotool on X display `pointerDisplay`) until
    /// some moves are recorded, kills the server during a toggle, and checks
    /// how the app ended.
    private func assertTheAppEnds(when server: PrivateDisplayServer, goesAway line: String,
                                  environment: [String: String], pointerOn pointerDisplay: String) throws {
        let recording = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("input.jsonl").path
        let app = try AppProcess(["--style", "push", "--size", "640x480", "--bench", "100000", "--trace",
                                  "--record", recording], environment: environment)
        _ = try XCTUnwrap(app.waitForEvent(where: "ready"))
        try sweepPointer(on: pointerDisplay, untilRecorded: 5, in: recording)
        _ = try XCTUnwrap(app.waitForEvent(where: "frame", after: app.events.count))
        let recordedBefore = recordedLines(recording).count

        server.kill()
        XCTAssertEqual(app.waitForExit(), 3, app.standardError)
        XCTAssertEqual(app.process.terminationReason, .exit, "not killed by a signal")
        XCTAssertEqual(app.wholeStandardError(), line + "\n", "exactly one line, naming the loss")
        XCTAssertFalse(app.outputLines.contains { $0.hasPrefix("frames=") }, "no bench result")

        let text = (try? String(contentsOfFile: recording, encoding: .utf8)) ?? ""
        XCTAssertTrue(text.hasSuffix("\n"), "the last line is whole")
        let lines = recordedLines(recording)
        XCTAssertGreaterThanOrEqual(lines.count, recordedBefore, "every event recorded before the loss is there")
        for recorded in lines {
            let event = try? JSONSerialization.jsonObject(with: Data(recorded.utf8)) as? [String: Any]
            XCTAssertNotNil(event?["type"], "a whole event: \(recorded)")
        }
    }

    /// Moves the pointer across the screen of X display `display`, a spot at
    /// a time, until `count` lines are recorded in `path` (the app's window
    /// is somewhere on it); fails after `timeout`.
    private func sweepPointer(on display: String, untilRecorded count: Int, in path: String,
                              timeout: TimeInterval = 10) throws {
        let spots = stride(from: 150, through: 450, by: 100).flatMap { y in
            stride(from: 100, through: 700, by: 100).map { x in (x, y) }
        }
        let deadline = Date().addingTimeInterval(timeout)
        for (x, y) in repeatElement(spots, count: .max).joined() {
            if recordedLines(path).count >= count { return }
            guard Date() < deadline else {
                return XCTFail("the app recorded \(recordedLines(path).count) of \(count) moves in \(timeout) s")
            }
            try XDoTool.run(["mousemove", "\(x)", "\(y)"], display: display)
        }
    }

    private func recordedLines(_ path: String) -> [Substring] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n")
    }
}
