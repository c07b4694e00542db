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
