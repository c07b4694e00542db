import Foundation
import XCTest

/// The display server going away under the app mid-animation, as a crash
/// would take it: exit status 3, one line on stderr naming the loss, no
/// `--bench` line, and a `--record` file holding every event until then,
/// each line whole. A host's process goes on: `run()` returns 3 on X11 as on
/// Wayland, the code after it runs, and a new window throws a no-display
/// error. Each test kills a server of its own.
final class DisplayLossTests: XCTestCase {
    func testTheXServerGoingAwayEndsAnX11ClientWithOneLineAndStatus3() throws {
        try TestEnvironment.requireDisplay()
        let xvfb = try PrivateDisplayServer.xvfb()
        let display = xvfb.clientEnvironment["DISPLAY"]!
        try assertTheAppEnds(when: xvfb, goesAway: "slideout: the X server closed the connection (\(display))",
                             environment: xvfb.clientEnvironment, pointerOn: display)
    }

    /// Xvfb stopped as a session ends (SIGTERM) while the app rests: it
    /// closes its clients one by one, the surface's connection before
    /// GLFW's, and the exposure that uncovers GLFW's window arrives in
    /// between. The frame drawn for it read the refresh rate again (read at
    /// most once a second, so the app rests longer than that first) and
    /// crashed inside GLFW in 2 runs of 6. Five rounds.
    func testTheXServerStoppingUnderAnIdleAppEndsItWithOneLineAndStatus3() throws {
        try TestEnvironment.requireDisplay()
        for round in 1...5 {
            let xvfb = try PrivateDisplayServer.xvfb()
            let display = xvfb.clientEnvironment["DISPLAY"]!
            let app = try AppProcess(["--style", "sidebar3d", "--size", "640x480", "--trace"],
                                     environment: xvfb.clientEnvironment)
            _ = try XCTUnwrap(app.waitForEvent(where: "ready"), "round \(round)")
            // Not a wait for the app: the refresh rate's reading has to grow older than a second.
            Thread.sleep(forTimeInterval: 1.2)

            xvfb.stop()
            XCTAssertEqual(app.waitForExit(), 3, "round \(round): \(app.standardError)")
            XCTAssertEqual(app.process.terminationReason, .exit, "round \(round): not killed by a signal")
            XCTAssertEqual(app.wholeStandardError(), "slideout: the X server closed the connection (\(display))\n",
                           "round \(round): exactly one line, naming the loss")
        }
    }

    /// Tests/HostCycle's host toggling its menu until Xvfb is killed: the
    /// library ends nothing and prints nothing; `run()` returns 3 with the
    /// loss named, and opening another window throws.
    func testAHostGoesOnAfterItsXServerGoesAway() throws {
        try TestEnvironment.requireDisplay()
        let xvfb = try PrivateDisplayServer.xvfb()
        let display = xvfb.clientEnvironment["DISPLAY"]!
        let hostCycle = URL(fileURLWithPath: TestEnvironment.binary).deletingLastPathComponent()
            .appendingPathComponent("host-cycle").path
        let host = try AppProcess(["--until-display-lost"],
                                  environment: xvfb.clientEnvironment.merging(["WAYLAND_DISPLAY": ""]) { $1 },
                                  executable: hostCycle)
        // Killed mid-animation: the menu toggles again as each toggle settles.
        let settled = try XCTUnwrap(host.waitForEvent(where: "settled"))
        _ = try XCTUnwrap(host.waitForEvent(where: "settled", after: settled.index + 1))

        xvfb.kill()
        XCTAssertEqual(host.waitForExit(), 0, host.standardError)
        XCTAssertEqual(host.process.terminationReason, .exit, "not killed by a signal")
        XCTAssertEqual(host.wholeStandardError(), "", "the library prints nothing")
        let returned = try XCTUnwrap(host.waitForEvent(where: "returned"))
        XCTAssertEqual(returned.event["status"] as? Int, 3)
        XCTAssertEqual(returned.event["loss"] as? String, "the X server closed the connection (\(display))")
        let reopen = try XCTUnwrap(host.waitForEvent(where: "reopenFailed"))
        let error = try XCTUnwrap(reopen.event["error"] as? String)
        XCTAssertTrue(error.hasPrefix("no usable display: the X server closed the connection (\(display))"), error)
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
