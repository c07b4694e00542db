import Foundation
import XCTest

/// Resizing the real window relayouts at once, down to 1x1 and back, and
/// the menu keeps working at the new size.
final class ResizeEndToEndTests: XCTestCase {
    func testResizeRelayoutsEveryStyleAndSurvivesOneByOne() throws {
        try TestEnvironment.requireDisplay()
        for style in ["push", "sidebar3d"] {
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
}
