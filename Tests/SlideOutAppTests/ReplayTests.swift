import Foundation
import XCTest

/// Recorded input fixtures replayed through the live input path on the
/// virtual clock: each ends where it must, identically on every run.
final class ReplayTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/\(name)").standardized.path
    }

    /// Runs the fixture `name` to its end and returns the trace lines.
    private func replay(_ name: String, style: String = "push") throws -> [String] {
        try replayPath(fixture(name), style: style)
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
            // The fingers' 220 points move the 320-point menu (800 points' floor(0.75 W), capped at 320)
            // 1:1 before the lift settles it.
            let progress = frameProgress(lines)
            XCTAssertTrue(progress.contains { abs($0 - 220.0 / 320) < 0.002 }, "\(name): \(progress)")
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

    /// A drag that goes on past the open end moves nothing: the menu stays
    /// open, no frame is drawn and none is traced until the button is let go.
    func testADragPushingPastTheEndDrawsNoFrames() throws {
        let drag = [#"{"t":0.1,"type":"move","x":60,"y":300}"#, #"{"t":0.2,"type":"button","pressed":true}"#]
            + (1...30).map { #"{"t":\#(0.2 + Double($0) / 60),"type":"move","x":\#(60 + 20 * $0),"y":300}"# }
            + [#"{"t":0.72,"type":"button","pressed":false}"#]
        let path = try replayFile("drag-past-the-end.jsonl", drag)
        for style in ["push", "drawer"] {
            let lines = try replayPath(path, style: style)
            let pushing = frames(lines).filter { $0.t > 0.55 && $0.t < 0.72 }
            XCTAssertEqual(pushing.count, 0, "\(style): the menu is open from 0.54 s, the drag goes on to 0.7 s: \(pushing)")
            XCTAssertEqual(settledStates(lines), ["open"], style)
        }
    }

    /// The tallest window a replay may lay out (16384 points, as `--size`)
    /// at scale 2 is 32768 pixels, more than a texture or Cairo surface
    /// holds: sidebar3d's turning menu, drawn from such a picture, crashed.
    /// It is left out, and the menu still toggles and settles.
    func testAWindowTallerThanATextureIsNoCrash() throws {
        let path = try replayFile("tallest.jsonl", [#"{"t":0.2,"type":"resize","width":1024,"height":16384}"#,
                                                    #"{"t":0.5,"type":"key","key":"f9"}"#])
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", "sidebar3d", "--state", "closed", "--size", "800x600", "--scale", "2", "--virtual-clock",
                                  "--trace", "--replay", path])
        XCTAssertEqual(app.waitForExit(timeout: 60), 0, app.standardError)
        XCTAssertEqual(settledStates(app.outputLines).last, "open")
    }

    /// While a replay plays, a key pressed or a click on the window is not
    /// the replay's: the 3 that would switch to panels changes nothing, and
    /// the replay plays out as recorded.
    func testLiveInputDuringAReplayIsDropped() throws {
        try TestEnvironment.requireX11Display("xdotool presses keys in an X11 window")
        let path = try replayFile("slow.jsonl", [#"{"t":0.3,"type":"key","key":"f9"}"#,
                                                 #"{"t":2.5,"type":"key","key":"escape"}"#])
        let app = try AppProcess(["--style", "push", "--state", "closed", "--size", "800x600", "--trace",
                                  "--replay", path])
        defer { app.process.terminate() }
        XCTAssertEqual(app.waitForEvent(where: "settled")?.event["state"] as? String, "open")
        let input = try XDoTool(app: app)
        try input.key("3")
        try input.click(x: 700, y: 300)
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, app.standardError)
        XCTAssertEqual(app.events.filter { $0["event"] as? String == "style" }.count, 0, "\(app.outputLines)")
        XCTAssertEqual(settledStates(app.outputLines), ["open", "closed"])
        // The click on the dimmed content would have closed the menu at once; the replay's Esc closes it at 2.5 s.
        let closing = frames(app.outputLines).filter { $0.progress < 1 && $0.t > 0.9 }
        XCTAssertGreaterThan(closing.first?.t ?? 0, 2.4, "\(closing.prefix(3))")
    }

    /// A swipe that ends by silence (X11 has no stop) settles from where the
    /// fingers left the menu: its first settling frame was drawn a whole
    /// silence into the animation, a jump of 0.23 (drawer) to 0.57 (push's
    /// fling) of the menu in one frame. Now no frame moves it more than 0.08
    /// (the fastest, the fling's first, 0.07).
    func testASwipeEndingBySilenceSettlesWithoutAJump() throws {
        for style in ["push", "drawer"] {
            for name in ["swipe-reveal-60hz.jsonl", "swipe-half-falls-back.jsonl", "swipe-fling.jsonl"] {
                let progress = frameProgress(try replay(name, style: style))
                let steps = zip(progress, progress.dropFirst()).map { abs($1 - $0) }
                XCTAssertLessThanOrEqual(steps.max() ?? 1, 0.08, "\(style) \(name): \(progress)")
            }
        }
    }

    func testReplayIsDeterministic() throws {
        let first = try replay("swipe-reveal-60hz.jsonl")
        let second = try replay("swipe-reveal-60hz.jsonl")
        XCTAssertFalse(first.isEmpty)
        XCTAssertEqual(first, second)
    }

    /// This test's artifact folder, made afresh on first use.
    private lazy var artifacts = TestEnvironment.artifactDirectory(for: self)

    /// Writes `lines` as a replay file in the test's artifact folder.
    private func replayFile(_ name: String, _ lines: [String]) throws -> String {
        let path = artifacts.appendingPathComponent(name).path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testAReplayEndingWithAButtonOrFingersDownLiftsThemAndExitsSettled() throws {
        try TestEnvironment.requireDisplay()
        // F9 first, so even slidedown (which takes no drags) moves.
        let heldButton = try replayFile("held-button.jsonl", [
            #"{"t":0.05,"type":"key","key":"f9"}"#, #"{"t":0.1,"type":"move","x":60,"y":300}"#, #"{"t":0.2,"type":"button","pressed":true}"#,
            #"{"t":0.25,"type":"move","x":160,"y":300}"#, #"{"t":0.3,"type":"move","x":360,"y":300}"#,
        ])
        let fingersDown = try replayFile("fingers-down.jsonl", [#"{"t":0.05,"type":"key","key":"f9"}"#] + (1...12).map {
            #"{"t":\#(0.1 + Double($0) / 60),"type":"scroll","dx":-12,"dy":0,"source":"finger"}"#
        })
        for style in ["push", "drawer", "panels", "sidebar3d", "slidedown"] {
            for path in [heldButton, fingersDown] {
                let app = try AppProcess(["--style", style, "--size", "800x600", "--virtual-clock", "--trace",
                                          "--replay", path])
                XCTAssertEqual(app.waitForExit(timeout: 30), 0, "\(style) \(path): \(app.standardError)")
                let last = app.events.last
                XCTAssertEqual(last?["event"] as? String, "settled", "\(style) \(path) ends settled: \(app.outputLines.suffix(3))")
                let frames = app.events.filter { $0["event"] as? String == "frame" }
                XCTAssertLessThan(frames.count, 300, "\(style) \(path): no endless frames")
            }
        }
    }

    /// A finger's lines: down at `from`, `steps` moves to `to` a 60th of a
    /// second apart from `time`, then `end` (`touch-up` or `touch-cancel`).
    private func touchLines(id: Int = 0, from: Double, to: Double, at time: Double, steps: Int = 12,
                            end: String = "touch-up") -> [String] {
        [#"{"t":\#(time),"type":"touch-down","id":\#(id),"x":\#(from),"y":300}"#]
            + (1...steps).map { step in
                let x = from + (to - from) * Double(step) / Double(steps)
                return #"{"t":\#(time + Double(step) / 60),"type":"touch-move","id":\#(id),"x":\#(x),"y":300}"#
            }
            + [#"{"t":\#(time + Double(steps) / 60),"type":"\#(end)","id":\#(id)}"#]
    }

    func testATouchDragRevealsAndADragOnTheContentClosesIt() throws {
        let path = try replayFile("touch-drag.jsonl", touchLines(from: 100, to: 560, at: 0.2)
                                  + touchLines(from: 700, to: 150, at: 1.5))
        XCTAssertEqual(settledStates(try replayPath(path)), ["open", "closed"])
    }

    /// `wl_touch.cancel` cannot be made in a compositor under test: the
    /// replayed cancel takes the same path, and the menu goes back, animated.
    func testATouchCancelPutsTheMenuBackWhereTheDragBegan() throws {
        let path = try replayFile("touch-cancel.jsonl", touchLines(from: 100, to: 400, at: 0.2, end: "touch-cancel"))
        let lines = try replayPath(path)
        XCTAssertEqual(settledStates(lines), ["closed"])
        let progress = frameProgress(lines)
        let peak = progress.max() ?? 0
        XCTAssertGreaterThan(peak, 0.3, "the drag tracked: \(progress)")
        let afterPeak = progress.drop { $0 < peak }.dropFirst()
        XCTAssertGreaterThan(afterPeak.filter { $0 > 0.01 && $0 < peak }.count, 1,
                             "animated back, not jumped: \(progress)")
    }

    /// A finger resting on the screen mid-drag draws nothing, as a held button.
    func testAFingerRestingMidDragDrawsNoFrames() throws {
        let path = try replayFile("touch-rest.jsonl", Array(touchLines(from: 100, to: 300, at: 0.2).dropLast())
                                  + [#"{"t":1.4,"type":"touch-move","id":0,"x":310,"y":300}"#,
                                     #"{"t":1.45,"type":"touch-up","id":0}"#])
        let rest = frames(try replayPath(path))
        XCTAssertFalse(rest.isEmpty)
        XCTAssertEqual(rest.filter { $0.t > 0.45 && $0.t < 1.39 }.count, 0, "the finger rests from 0.4 s to 1.4 s: \(rest)")
    }

    func testAReplayEndingWithAFingerDownLiftsIt() throws {
        let path = try replayFile("finger-down.jsonl", Array(touchLines(from: 100, to: 560, at: 0.2).dropLast()))
        XCTAssertEqual(settledStates(try replayPath(path)), ["open"])
    }

    /// A finger has no hover: landing near the foot (over push's tab bar)
    /// shows the style picker, and a tap there on its middle segment switches to panels.
    func testAFingerAtTheFootReachesTheStylePicker() throws {
        let path = try replayFile("touch-picker.jsonl", [#"{"t":0.2,"type":"touch-down","id":0,"x":380,"y":527}"#,
                                                         #"{"t":0.25,"type":"touch-up","id":0}"#])
        let lines = try replayPath(path)
        XCTAssertTrue(lines.contains { $0.contains(#""event":"style""#) && $0.contains(#""style":"panels""#) },
                      "\(lines.suffix(6))")
    }

    /// Runs the replay file at `path` to its end and returns the trace lines.
    private func replayPath(_ path: String, style: String = "push") throws -> [String] {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", style, "--size", "800x600", "--virtual-clock", "--trace", "--replay", path])
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, "the app exits once the replay has settled: \(app.standardError)")
        return app.outputLines
    }

    func testBadReplayLinesNameTheFileAndTheLine() throws {
        let good = #"{"t":0,"type":"scroll","dx":1,"dy":0}"#
        let cases: [(line: String, says: String)] = [
            ("not json at all", "not a JSON object"),
            (#"{"t":1,"type":"teleport"}"#, "unknown event type 'teleport'"),
            (#"{"t":1,"type":"move","x":1,"y":2,"z":3}"#, "unknown field 'z'"),
            (#"{"t":1,"type":"key","key":"hyper"}"#, "unknown key 'hyper'"),
            (#"{"t":1,"type":"move","x":1e999,"y":2}"#, "not a JSON object"),
            (#"{"t":1,"type":"move","x":NaN,"y":2}"#, "not a JSON object"),
            (#"{"t":1,"type":"resize","width":1e12,"height":600}"#, "'width' is 1000000000000.0, outside"),
            (#"{"t":-1,"type":"scroll-stop"}"#, "'t' is -1.0, outside"),
            (#"{"t":1,"type":"move","x":"left","y":2}"#, "'x' is not a number"),
            (#"{"t":1,"type":"touch-down","x":1,"y":2}"#, "missing number 'id'"),
            (#"{"t":1,"type":"touch-move","id":0.5,"x":1,"y":2}"#, "not a whole number"),
            (#"{"t":1,"type":"touch-cancel","id":0,"y":2}"#, "unknown field 'y'"),
            (#"{"t":1,"type":"button","button":"primary"}"#, "missing 'pressed'"),
            (#"{"t":1,"type":"button","button":"primary","pressed":"yes"}"#, "'pressed' is not true or false"),
            (#"{"t":1,"type":"key","key":"f9","pressed":1}"#, "'pressed' is not true or false"),
            (#"{"t":1,"type":"button","action":"hold"}"#, "'action' is not press or release"),
        ]
        for (index, (line, says)) in cases.enumerated() {
            let path = try replayFile("bad-\(index).jsonl", [good, "", line])
            let app = try AppProcess(["--style", "push", "--replay", path])
            XCTAssertEqual(app.waitForExit(), 2, line)
            let message = app.wholeStandardError().trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertTrue(message.hasPrefix("slideout: \(path):3: "), "names the file and line 3: \(message)")
            XCTAssertTrue(message.contains(says), "\(line) -> \(message)")
            XCTAssertFalse(message.contains("\n"), "one line: \(message)")
        }
        let backwards = try replayFile("backwards.jsonl", [good, #"{"t":0.5,"type":"scroll-stop"}"#,
                                                           #"{"t":0.25,"type":"scroll-stop"}"#])
        let app = try AppProcess(["--style", "push", "--replay", backwards])
        XCTAssertEqual(app.waitForExit(), 2)
        XCTAssertTrue(app.wholeStandardError().contains("backwards.jsonl:3: time goes backwards, from 0.5 to 0.25 s"),
                      app.standardError)
    }

    func testAnUnwritableRecordingIsABadArgument() throws {
        for path in ["/nonexistent-folder/input.jsonl", "/proc/version"] {
            let app = try AppProcess(["--style", "push", "--record", path])
            XCTAssertEqual(app.waitForExit(), 2, path)
            let message = app.wholeStandardError().trimmingCharacters(in: .whitespacesAndNewlines)
            // Root may open /proc's files for writing; anyone else is refused.
            let reasons = path.hasPrefix("/proc") ? ["files cannot be made there", "Permission denied"] : ["No such file or directory"]
            XCTAssertTrue(reasons.contains { message == "slideout: cannot write the recording \(path): \($0)" }, message)
        }
    }

    /// A replay file that cannot be read says why; a long line that is no
    /// JSON is quoted in part, so the message stays one short line.
    func testAnUnreadableReplaySaysWhy() throws {
        for (path, reason) in [("/nonexistent-folder/input.jsonl", "No such file or directory"), ("/tmp", "it is a folder")] {
            let app = try AppProcess(["--style", "push", "--replay", path])
            XCTAssertEqual(app.waitForExit(), 2, path)
            XCTAssertEqual(app.wholeStandardError().trimmingCharacters(in: .whitespacesAndNewlines),
                           "slideout: cannot read the replay file \(path): \(reason)")
        }
        let long = try replayFile("long.jsonl", [String(repeating: "x", count: 100_000)])
        let app = try AppProcess(["--style", "push", "--replay", long])
        XCTAssertEqual(app.waitForExit(), 2)
        let message = app.wholeStandardError().trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(message.hasSuffix("not a JSON object: " + String(repeating: "x", count: 100) + "…"), message)
        XCTAssertLessThan(message.count, 300)
    }
}
