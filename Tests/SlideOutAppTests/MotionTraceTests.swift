import Foundation
import SlideOutCore
import XCTest

/// The trace of a real toggle follows the reference curve frame by frame.
final class MotionTraceTests: XCTestCase {
    /// The engine's curve (itself checked against an independent solver in
    /// SlideOutCoreTests): what the trace must follow.
    private func easeInOut(_ x: Double) -> Double {
        CubicTimingCurve.easeInOut.progress(at: x)
    }

    private func toggleFrames(environment: [String: String] = [:]) throws -> [(t: Double, progress: Double)] {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", "push", "--trace", "--virtual-clock", "--size", "640x480"],
                                 environment: environment)
        defer { app.process.terminate() }
        app.waitForEvent { $0["event"] as? String == "ready" }
        let input = try XDoTool(app: app)
        let mark = app.events.count
        try input.key("F9")
        guard let settled = app.waitForEvent(after: mark, { $0["event"] as? String == "settled" }) else { return [] }
        XCTAssertEqual(settled.event["state"] as? String, "open")
        return app.events[mark..<settled.index].compactMap { event in
            guard event["event"] as? String == "frame", let t = event["t"] as? Double,
                  let progress = (event["progress"] as? NSNumber)?.doubleValue else { return nil }
            return (t, progress)
        }
    }

    func testPushToggleFollowsEaseInOutAtSixtyHertz() throws {
        let frames = try toggleFrames()
        // 0.25 s at exactly 1/60 s per virtual frame: 15 frames, the last on target.
        XCTAssertEqual(frames.count, 15)
        let first = try XCTUnwrap(frames.first)
        let start = first.t - 1.0 / 60
        for (index, frame) in frames.enumerated() {
            XCTAssertEqual(frame.t - start, Double(index + 1) / 60, accuracy: 1e-5)
            XCTAssertEqual(frame.progress, easeInOut(min((frame.t - start) / 0.25, 1)), accuracy: 1e-5,
                           "frame \(index) at t = \(frame.t)")
        }
    }

    func testReducedMotionIsShortAndEndsOpen() throws {
        let frames = try toggleFrames(environment: ["SLIDEOUT_REDUCED_MOTION": "1"])
        XCTAssertGreaterThan(frames.count, 0)
        XCTAssertLessThanOrEqual(frames.count, 6, "0.1 s at 60 Hz")
        XCTAssertEqual(frames.last?.progress, 1)
        XCTAssertTrue(frames.allSatisfy { $0.progress <= 1 }, "no overshoot")
    }

    func testGnomeEnableAnimationsFalseReducesMotion() throws {
        let config = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("glib-2.0/settings")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "[org/gnome/desktop/interface]\nenable-animations=false\n"
            .write(to: config.appendingPathComponent("keyfile"), atomically: true, encoding: .utf8)
        let frames = try toggleFrames(environment: [
            "GSETTINGS_BACKEND": "keyfile",
            "XDG_CONFIG_HOME": config.deletingLastPathComponent().deletingLastPathComponent().path,
        ])
        XCTAssertGreaterThan(frames.count, 0)
        XCTAssertLessThanOrEqual(frames.count, 6, "GNOME's setting shortens the toggle to 0.1 s")
        XCTAssertEqual(frames.last?.progress, 1)
    }
}
