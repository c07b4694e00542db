import Foundation
import XCTest

/// SIGTERM and SIGINT close the app cleanly: exit status 0 (not death by the
/// signal), and a `--record` file holding every event whole, which replays.
final class TerminationSignalTests: XCTestCase {
    private func assertCleanExit(on signal: Int32, name: String) throws {
        try TestEnvironment.requireDisplay()
        let recording = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("input.jsonl").path
        let app = try AppProcess(["--style", "push", "--size", "640x480", "--trace", "--record", recording])
        _ = try XCTUnwrap(app.waitForEvent(where: "ready"))
        let input = try XDoTool(app: app)
        try input.drag(from: (40, 240), to: (400, 240))
        try input.key("F9")
        _ = try XCTUnwrap(app.waitForEvent(where: "settled"))

        kill(app.process.processIdentifier, signal)
        XCTAssertEqual(app.waitForExit(), 0, "\(name) ends the app like its close button: \(app.standardError)")
        XCTAssertEqual(app.process.terminationReason, .exit, "\(name) did not kill it")

        let text = try String(contentsOfFile: recording, encoding: .utf8)
        XCTAssertTrue(text.hasSuffix("\n"), "the last line is whole")
        let lines = text.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 12, "the drag's moves, its button and the key are recorded")
        for line in lines {
            let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            XCTAssertNotNil(event?["type"], "a whole event: \(line)")
        }
        let replay = try AppProcess(["--style", "push", "--size", "640x480", "--virtual-clock", "--trace",
                                     "--replay", recording])
        XCTAssertEqual(replay.waitForExit(timeout: 30), 0, "the recording replays: \(replay.standardError)")
        XCTAssertEqual(replay.events.last?["event"] as? String, "settled")
    }

    func testSIGTERMExitsCleanlyWithTheRecordingComplete() throws {
        try assertCleanExit(on: SIGTERM, name: "SIGTERM")
    }

    func testSIGINTExitsCleanlyWithTheRecordingComplete() throws {
        try assertCleanExit(on: SIGINT, name: "SIGINT")
    }

    func testSIGTERMWhileAnimatingOnTheVirtualClockExitsCleanly() throws {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", "sidebar3d", "--virtual-clock", "--bench", "100000", "--trace"])
        _ = try XCTUnwrap(app.waitForEvent(where: "settled"))
        kill(app.process.processIdentifier, SIGTERM)
        XCTAssertEqual(app.waitForExit(), 0, app.standardError)
        XCTAssertEqual(app.process.terminationReason, .exit)
    }
}
