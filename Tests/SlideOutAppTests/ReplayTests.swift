import Foundation
import XCTest

/// Recorded input fixtures replayed through the live input path on the
/// virtual clock: each ends where it must, identically on every run.
final class ReplayTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/\(name)").standardized.path
    }

    /// Runs a replay to its end and returns the trace lines.
    private func replay(_ name: String, style: String = "push") throws -> [String] {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", style, "--size", "800x600", "--virtual-clock", "--trace",
                                  "--replay", fixture(name)])
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, "the app exits once the replay has settled: \(app.standardError)")
        return app.outputLines
    }

    private func settledStates(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            guard let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  event["event"] as? String == "settled" else { return nil }
            return event["state"] as? String
        }
    }

    private func frameProgress(_ lines: [String]) -> [Double] {
        lines.compactMap { line in
            guard let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  event["event"] as? String == "frame" else { return nil }
            return (event["progress"] as? NSNumber)?.doubleValue
        }
    }

    func testTrackpadSwipeRevealsAtSixtyAndOneHundredTwentyEventsPerSecond() throws {
        for name in ["swipe-reveal-60hz.jsonl", "swipe-reveal-120hz.jsonl"] {
            let lines = try replay(name)
            XCTAssertEqual(settledStates(lines), ["open"], name)
            // The fingers' 413 points move the 600-point menu 1:1 before the lift settles it.
            let progress = frameProgress(lines)
            XCTAssertTrue(progress.contains { abs($0 - 413.0 / 600) < 0.002 }, "\(name): \(progress)")
            XCTAssertEqual(progress, progress.sorted(), "\(name): a reveal never moves backwards")
        }
    }

    func testHalfSwipeFallsBack() throws {
        XCTAssertEqual(settledStates(try replay("swipe-half-falls-back.jsonl")), ["closed"])
    }

    func testFlingOpensFromAShortSwipe() throws {
        let lines = try replay("swipe-fling.jsonl")
        XCTAssertEqual(settledStates(lines), ["open"])
        XCTAssertLessThan(frameProgress(lines).first ?? 1, 0.2, "the swipe itself was short")
    }

    func testWheelNotchesPageOncePerNotchAndCoalesce() throws {
        XCTAssertEqual(settledStates(try replay("wheel-notches.jsonl")), ["open", "closed", "open"])
    }

    func testMouseDragRevealsAndCloses() throws {
        XCTAssertEqual(settledStates(try replay("drag-reveal-and-close.jsonl")), ["open", "closed"])
    }

    /// Frames as (time, progress) pairs.
    private func frames(_ lines: [String]) -> [(t: Double, progress: Double)] {
        lines.compactMap { line in
            guard let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  event["event"] as? String == "frame", let t = (event["t"] as? NSNumber)?.doubleValue,
                  let progress = (event["progress"] as? NSNumber)?.doubleValue else { return nil }
            return (t, progress)
        }
    }

    /// Nothing moves, nothing is drawn: not while a drag is held still, nor
    /// while a swipe waits out its 0.15 s of silence.
    func testAHeldDragOrASilentSwipeDrawsNoFrames() throws {
        let held = frames(try replay("drag-held-still.jsonl"))
        XCTAssertFalse(held.isEmpty)
        XCTAssertEqual(held.filter { $0.t > 0.45 && $0.t < 1.42 }.count, 0,
                       "the button rests from 0.41 s to 1.42 s: \(held)")
        let swipe = frames(try replay("swipe-half-falls-back.jsonl"))
        XCTAssertFalse(swipe.isEmpty)
        XCTAssertEqual(swipe.filter { $0.t > 0.99 && $0.t < 1.09 }.count, 0,
                       "after the frame for the last event (0.95 s), the fingers rest until the swipe ends at 1.1 s: \(swipe)")
    }

    func testReplayIsDeterministic() throws {
        let first = try replay("swipe-reveal-60hz.jsonl")
        let second = try replay("swipe-reveal-60hz.jsonl")
        XCTAssertFalse(first.isEmpty)
        XCTAssertEqual(first, second)
    }

    func testBadReplayFileIsABadArgument() throws {
        let path = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("bad.jsonl").path
        try "{\"t\":0,\"type\":\"scroll\",\"dx\":1,\"dy\":0}\n{\"t\":1,\"type\":\"teleport\"}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let app = try AppProcess(["--style", "push", "--replay", path])
        XCTAssertEqual(app.waitForExit(), 2)
        XCTAssertTrue(app.standardError.contains("bad.jsonl:2"), app.standardError)
    }
}
