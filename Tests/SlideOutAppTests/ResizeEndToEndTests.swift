import Foundation
import XCTest

/// Resizing the real window relayouts at once, down to 1x1 and back, and
/// the menu keeps working at the new size.
final class ResizeEndToEndTests: XCTestCase {
    func testResizeRelayoutsEveryStyleAndSurvivesOneByOne() throws {
        try TestEnvironment.requireDisplay()
        for style in ["push", "drawer", "panels", "sidebar3d", "slidedown"] {
            let app = try AppProcess(["--style", style, "--trace", "--size", "600x400", "--scale", "1"])
            defer { app.process.terminate() }
            app.waitForEvent { $0["event"] as? String == "ready" }
            let input = try XDoTool(app: app)
            var mark = app.events.count
            try XDoTool.run(["windowsize", input.windowID, "900", "500"])
            let layout = app.waitForEvent(after: mark) { $0["event"] as? String == "layout" }?.event
            XCTAssertEqual(layout?["width"] as? Int, 900, style)
            XCTAssertEqual(layout?["height"] as? Int, 500, style)

            mark = app.events.count
            try XDoTool.run(["windowsize", input.windowID, "1", "1"])
            XCTAssertEqual(app.waitForEvent(after: mark) { $0["event"] as? String == "layout" }?.event["width"] as? Int,
                           1, style)
            try XDoTool.run(["windowsize", input.windowID, "700", "450"])
            mark = app.events.count
            try input.key("F9")
            XCTAssertNotNil(app.waitForEvent(after: mark) { $0["event"] as? String == "settled" }, style)
            XCTAssertTrue(app.process.isRunning, "\(style) survived 1x1: \(app.standardError)")
        }
    }

    /// While the menu animates: a storm of 40 sizes (1x1 among them) in one
    /// burst, the window unmapped and mapped again (minimize and restore
    /// without a window manager) and iconified; afterwards the layout is the
    /// last size and the menu still toggles and settles.
    func testAResizeStormAndMinimizingWhileAnimatingLeaveTheLayoutRight() throws {
        try TestEnvironment.requireDisplay()
        for style in ["push", "drawer", "panels", "sidebar3d", "slidedown"] {
            let app = try AppProcess(["--style", style, "--trace", "--size", "600x400", "--scale", "1"])
            defer { app.process.terminate() }
            app.waitForEvent(where: "ready")
            let input = try XDoTool(app: app)
            var mark = app.events.count
            try input.key("F9")
            app.waitForEvent(where: "frame", after: mark)
            var storm: [String] = []
            for step in 0..<40 {
                let (width, height) = step % 7 == 3 ? (1, 1) : (200 + step * 37 % 900, 150 + step * 53 % 700)
                storm += ["windowsize", input.windowID, "\(width)", "\(height)"]
            }
            try XDoTool.run(storm + ["windowunmap", "--sync", input.windowID, "windowmap", "--sync", input.windowID,
                                     "windowminimize", input.windowID, "windowmap", input.windowID,
                                     "windowsize", input.windowID, "1", "1", "windowsize", input.windowID, "700", "450"])
            let lastLayout = app.waitForEvent(after: mark) {
                $0["event"] as? String == "layout" && $0["width"] as? Int == 700 && $0["height"] as? Int == 450
            }
            XCTAssertNotNil(lastLayout, style)
            XCTAssertNotNil(app.waitForEvent(where: "settled", after: mark), "\(style) settles after the storm")
            XCTAssertTrue(app.process.isRunning, "\(style) survived: \(app.standardError)")

            // Mapped again, the window takes the keyboard back as a user's click would give it.
            try XDoTool.run(["windowfocus", "--sync", input.windowID])
            mark = app.events.count
            try input.key("F9")
            XCTAssertNotNil(app.waitForEvent(where: "settled", after: mark), "\(style) still toggles")
            let layouts = app.events.filter { $0["event"] as? String == "layout" }
            XCTAssertEqual(layouts.last?["width"] as? Int, 700, "\(style): no later layout undid the last size")
            XCTAssertEqual(layouts.last?["height"] as? Int, 450, style)
        }
    }

    func testEveryStyleRendersAtOneByOneAndAtEveryState() throws {
        try TestEnvironment.requireDisplay()
        let directory = TestEnvironment.artifactDirectory(for: self)
        for style in ["push", "drawer", "panels", "sidebar3d", "slidedown"] {
            for (size, state) in [("1x1", "open"), ("1x1", "0.5"), ("320x200", "closed"), ("320x200", "open")] {
                let path = directory.appendingPathComponent("\(style)-\(size)-\(state).png").path
                let app = try AppProcess(["--style", style, "--size", size, "--state", state, "--screenshot", path])
                XCTAssertEqual(app.waitForExit(), 0, "\(style) at \(size), \(state): \(app.standardError)")
                XCTAssertNotNil(PNGImage(path: path), "\(style) at \(size), \(state)")
            }
        }
    }
}
