import Foundation
import XCTest

/// SPEC "Desktop sizes" against the real window under Xvfb: a live resize
/// across the breakpoint both ways (with its hysteresis), and what the demo
/// remembers between runs in $XDG_STATE_HOME/slideout/state.json.
final class DockingEndToEndTests: XCTestCase {
    // MARK: The breakpoint, live

    /// 1000 wide: docked and shown; 700: overlay at once (no layout in the
    /// old mode at the new size), the menu hidden; 820: still overlay; 900:
    /// docked and shown again (F9 then hides it).
    private func assertLiveResizeCrossesTheBreakpoint(style: String, menuWidth: Double,
                                                      file: StaticString = #filePath, line: UInt = #line) throws {
        let app = try AppProcess(["--style", style, "--size", "1000x700", "--scale", "1", "--trace"])
        defer { app.process.terminate() }
        let ready = app.waitForEvent(where: "ready", file: file, line: line)?.event
        XCTAssertEqual(ready?["mode"] as? String, "docked", style, file: file, line: line)
        XCTAssertEqual(Docking.number(ready, "menuWidth"), menuWidth, style, file: file, line: line)
        let input = try XDoTool(app: app)
        // The push menu is yellow: at x 10 while docked, gone once overlay hides it.
        let checksPixels = style == "push"
        if checksPixels {
            XCTAssertTrue(Docking.waitForPixel(of: input.windowID, x: 10, y: 400, Docking.isYellow),
                          "docked push menu at x 10", file: file, line: line)
        }

        var mark = app.events.count
        try XDoTool.run(["windowsize", input.windowID, "700", "700"])
        XCTAssertEqual(Docking.waitForLayout(of: app, width: 700, after: mark, file: file, line: line)?["mode"]
                       as? String, "overlay", "\(style) below 800", file: file, line: line)
        if checksPixels {
            XCTAssertTrue(Docking.waitForPixel(of: input.windowID, x: 10, y: 400) { !Docking.isYellow($0) },
                          "going to overlay hides the menu", file: file, line: line)
        }

        mark = app.events.count
        try XDoTool.run(["windowsize", input.windowID, "820", "700"])
        XCTAssertEqual(Docking.waitForLayout(of: app, width: 820, after: mark, file: file, line: line)?["mode"]
                       as? String, "overlay", "\(style) at 820: the 40-point gap keeps overlay", file: file, line: line)

        mark = app.events.count
        try XDoTool.run(["windowsize", input.windowID, "900", "700"])
        let docked = Docking.waitForLayout(of: app, width: 900, after: mark, file: file, line: line)
        XCTAssertEqual(docked?["mode"] as? String, "docked", style, file: file, line: line)
        XCTAssertEqual(Docking.number(docked, "menuWidth"), menuWidth, style, file: file, line: line)
        if checksPixels {
            XCTAssertTrue(Docking.waitForPixel(of: input.windowID, x: 10, y: 400, Docking.isYellow),
                          "docked again, shown as left", file: file, line: line)
        }
        Docking.assertModesFollowTheBreakpoint(app, file: file, line: line)

        // Shown: the toggle hides it (a hidden one would open).
        mark = app.events.count
        try input.key("F9")
        XCTAssertEqual(app.waitForEvent(where: "settled", after: mark, file: file, line: line)?.event["state"]
                       as? String, "closed", "\(style): docked again, the menu was shown", file: file, line: line)
    }

    func testPushLiveResizeCrossesTheBreakpointBothWays() throws {
        try TestEnvironment.requireX11Display("xdotool resizes an X11 window")
        try assertLiveResizeCrossesTheBreakpoint(style: "push", menuWidth: 320)
    }

    func testDrawerLiveResizeCrossesTheBreakpointBothWays() throws {
        try TestEnvironment.requireX11Display("xdotool resizes an X11 window")
        try assertLiveResizeCrossesTheBreakpoint(style: "drawer", menuWidth: 360)
    }

    // MARK: What the demo remembers

    /// Run 1 drags the handle to 400 and hides the docked menu, then ends on
    /// SIGTERM: state.json holds push, 400, hidden, 1280x800. Run 2, with no
    /// flags, starts that way (a screenshot shows no menu; F9 opens it). Run
    /// 3's `--style drawer` wins over the file.
    func testARestartRestoresStyleWidthVisibilityAndSizeAndFlagsWin() throws {
        try TestEnvironment.requireX11Display("xdotool drags the handle of an X11 window")
        let artifacts = TestEnvironment.artifactDirectory(for: self)
        let (home, stateFile) = Docking.stateHome("state-home", in: artifacts)
        let environment = ["XDG_STATE_HOME": home]

        let first = try AppProcess(["--style", "push", "--size", "1280x800", "--scale", "1", "--trace"],
                                   environment: environment)
        defer { first.process.terminate() }
        first.waitForEvent(where: "ready")
        let input = try XDoTool(app: first)
        var mark = first.events.count
        try input.drag(from: (317, 400), to: (397, 400), steps: 8)
        XCTAssertNotNil(first.waitForEvent(after: mark) {
            $0["event"] as? String == "layout" && Docking.number($0, "menuWidth") == 400
        }, "the handle drags the width to 400")
        mark = first.events.count
        try input.key("F9")
        XCTAssertEqual(first.waitForEvent(where: "settled", after: mark)?.event["state"] as? String, "closed")
        first.process.terminate()
        XCTAssertEqual(first.waitForExit(), 0, "SIGTERM ends the demo cleanly: \(first.standardError)")

        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: stateFile)) as? [String: Any]
        XCTAssertEqual(saved?["style"] as? String, "push", "\(saved ?? [:])")
        XCTAssertEqual(Docking.number(saved, "dockedMenuWidth"), 400, "\(saved ?? [:])")
        XCTAssertEqual(saved?["showsDockedMenu"] as? Bool, false, "\(saved ?? [:])")
        XCTAssertEqual(Docking.number(saved, "windowWidth"), 1280, "\(saved ?? [:])")
        XCTAssertEqual(Docking.number(saved, "windowHeight"), 800, "\(saved ?? [:])")

        // One frame as the next start draws it: the hidden menu stays hidden.
        let picture = artifacts.appendingPathComponent("restored.png").path
        let shot = try AppProcess(["--scale", "1", "--screenshot", picture], environment: environment)
        XCTAssertEqual(shot.waitForExit(), 0, shot.standardError)
        let image = try XCTUnwrap(PNGImage(path: picture), "no picture at \(picture)")
        XCTAssertEqual([image.width, image.height], [1280, 800], "the saved size; see \(picture)")
        XCTAssertFalse(image.pixel(10, 400).isClose(to: .yellow, tolerance: 30), "the menu stays hidden; see \(picture)")

        let second = try AppProcess(["--scale", "1", "--trace"], environment: environment)
        defer { second.process.terminate() }
        let ready = second.waitForEvent(where: "ready")?.event
        XCTAssertEqual(ready?["style"] as? String, "push")
        XCTAssertEqual(ready?["width"] as? Int, 1280)
        XCTAssertEqual(ready?["height"] as? Int, 800)
        XCTAssertEqual(ready?["mode"] as? String, "docked")
        XCTAssertEqual(Docking.number(ready, "menuWidth"), 400, "the dragged width comes back")
        mark = second.events.count
        try XDoTool(app: second).key("F9")
        XCTAssertEqual(second.waitForEvent(where: "settled", after: mark)?.event["state"] as? String, "open",
                       "it started hidden, so the toggle shows it")
        second.process.terminate()
        XCTAssertEqual(second.waitForExit(), 0, second.standardError)

        let third = try AppProcess(["--style", "drawer", "--trace"], environment: environment)
        defer { third.process.terminate() }
        let drawer = third.waitForEvent(where: "ready")?.event
        XCTAssertEqual(drawer?["style"] as? String, "drawer", "--style wins over the file")
        XCTAssertEqual(drawer?["width"] as? Int, 1280, "the file's size still applies")
    }

    /// A file that does not parse, and one with a window -5 wide: the app
    /// starts with the defaults (sidebar3d, 1024x700), says so in exactly one
    /// line on stderr, and on exit leaves a file it can read.
    func testABadStateFileWarnsOnceAndStartsWithTheDefaults() throws {
        try TestEnvironment.requireDisplay()
        let artifacts = TestEnvironment.artifactDirectory(for: self)
        for (index, contents) in ["{not json", #"{"windowWidth": -5}"#].enumerated() {
            let (home, stateFile) = Docking.stateHome("state-home-\(index)", in: artifacts)
            try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try contents.write(to: stateFile, atomically: true, encoding: .utf8)

            let app = try AppProcess(["--trace"], environment: ["XDG_STATE_HOME": home])
            defer { app.process.terminate() }
            let ready = app.waitForEvent(where: "ready")?.event
            XCTAssertEqual(ready?["style"] as? String, "sidebar3d", contents)
            XCTAssertEqual(ready?["width"] as? Int, 1024, contents)
            XCTAssertEqual(ready?["height"] as? Int, 700, contents)
            app.process.terminate()
            XCTAssertEqual(app.waitForExit(), 0, contents)
            let warnings = app.wholeStandardError().split(separator: "\n").filter { $0.contains("warning") }
            XCTAssertEqual(warnings, ["slideout: warning: \(stateFile.path) is not a state file SlideOut can read; "
                                      + "starting with the defaults"], contents)
            let rewritten = try JSONSerialization.jsonObject(with: Data(contentsOf: stateFile)) as? [String: Any]
            XCTAssertEqual(rewritten?["style"] as? String, "sidebar3d", "\(contents): replaced on exit")
        }
    }

    /// A folder where the file belongs: the defaults, and each of the read
    /// and the save refused in a line that says why (the save's printed
    /// Foundation's error value, CocoaError(code: ...) and all).
    func testAFolderInTheStateFilesPlaceIsSaidSoInWords() throws {
        try TestEnvironment.requireDisplay()
        let (home, stateFile) = Docking.stateHome("state-home-folder", in: TestEnvironment.artifactDirectory(for: self))
        try FileManager.default.createDirectory(at: stateFile, withIntermediateDirectories: true)
        let app = try AppProcess(["--trace"], environment: ["XDG_STATE_HOME": home])
        defer { app.process.terminate() }
        XCTAssertEqual(app.waitForEvent(where: "ready")?.event["style"] as? String, "sidebar3d")
        app.process.terminate()
        XCTAssertEqual(app.waitForExit(), 0)
        let warnings = app.wholeStandardError().split(separator: "\n").filter { $0.contains("warning") }
        XCTAssertEqual(warnings, ["slideout: warning: \(stateFile.path) is not a state file SlideOut can read; "
                                  + "starting with the defaults",
                                  "slideout: warning: cannot save the state into \(stateFile.path): it is a folder"])
    }

    /// A replay starts from its flags and the defaults, whatever the file
    /// remembers, and leaves the file as it was, also when it ends at a size
    /// the command line would refuse (a resize to 0 x 100).
    func testAReplayNeitherReadsNorWritesTheRememberedState() throws {
        try TestEnvironment.requireDisplay()
        let artifacts = TestEnvironment.artifactDirectory(for: self)
        let (home, stateFile) = Docking.stateHome("state-home", in: artifacts)
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        let remembered = #"{"showsDockedMenu":false,"style":"panels","windowHeight":500,"windowWidth":700}"#
        try remembered.write(to: stateFile, atomically: true, encoding: .utf8)
        let replay = artifacts.appendingPathComponent("no-width.jsonl")
        try #"{"t":0.2,"type":"resize","width":0,"height":100}"#.appending("\n")
            .write(to: replay, atomically: true, encoding: .utf8)
        let app = try AppProcess(["--virtual-clock", "--trace", "--replay", replay.path],
                                 environment: ["XDG_STATE_HOME": home])
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, app.standardError)
        let ready = app.events.first { $0["event"] as? String == "ready" }
        XCTAssertEqual(ready?["style"] as? String, "sidebar3d", "the default style, not the file's")
        XCTAssertEqual(ready?["width"] as? Int, 1024, "the default size, not the file's")
        XCTAssertEqual(ready?["height"] as? Int, 700)
        XCTAssertEqual(try String(contentsOf: stateFile, encoding: .utf8), remembered, "the file is left as it was")
    }
}

/// The docked menu's handle, its trailing 6 points, with the mouse.
final class DockingHandleEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--style", "push", "--size", "1280x800", "--scale", "1"] }

    /// A drag from x 317 to 417 widens the menu 1:1 to 420 (each step's
    /// layout follows the pointer, the menu does not close); a double-click
    /// on the handle, now at 414..420, restores 320.
    func testTheHandleDragsTheWidthOneToOneAndADoubleClickRestoresIt() throws {
        XCTAssertEqual(ready?["mode"] as? String, "docked")
        XCTAssertEqual(Docking.number(ready, "menuWidth"), 320)
        let start = mark
        try input.drag(from: (317, 400), to: (417, 400), steps: 10)
        let dragged = app.waitForEvent(after: start) {
            $0["event"] as? String == "layout" && abs((Docking.number($0, "menuWidth") ?? 0) - 420) <= 1
        }
        XCTAssertNotNil(dragged, "the width follows the pointer 1:1: \(Docking.layouts(of: app, after: start))")
        let widths = Docking.layouts(of: app, after: start).compactMap { Docking.number($0, "menuWidth") }
        XCTAssertEqual(widths, widths.sorted(), "the width only grows while the pointer moves right")
        XCTAssertEqual(widths.last ?? 0, 420, accuracy: 1, "the last layout: \(widths)")

        let clicked = mark
        try XDoTool.run(["mousemove", "--window", input.windowID, "417", "400",
                         "click", "--repeat", "2", "--delay", "80", "1"])
        let restored = app.waitForEvent(after: clicked) {
            $0["event"] as? String == "layout" && Docking.number($0, "menuWidth") == 320
        }
        XCTAssertNotNil(restored, "a double-click on the handle restores the default")
        XCTAssertFalse(app.events[start...].contains { $0["event"] as? String == "settled" && $0["state"] as? String == "closed" },
                       "neither the drag nor the double-click hid the menu: \(app.outputLines.suffix(6))")
    }
}
