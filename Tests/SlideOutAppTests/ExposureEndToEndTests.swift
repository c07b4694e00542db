import Foundation
import XCTest

/// A window whose pixels the server lost (unmapped and mapped again, as when
/// it is uncovered where no compositor keeps them) is drawn again, though
/// nothing in it moves.
final class ExposureEndToEndTests: XCTestCase {
    func testAWindowMappedAgainShowsItsPicture() throws {
        try TestEnvironment.requireX11Display("reads an X11 screen")
        let app = try AppProcess(["--style", "push", "--trace", "--size", "600x400", "--scale", "1"])
        defer { app.process.terminate() }
        app.waitForEvent(where: "ready")
        let input = try XDoTool(app: app)
        let screen = try XCTUnwrap(ScreenPixels())
        let point: (x: Int32, y: Int32) = (300, 200)
        let drawn = try XCTUnwrap(screen.pixel(window: input.windowID, x: point.x, y: point.y))

        try XDoTool.run(["windowunmap", "--sync", input.windowID])
        XCTAssertNotEqual(screen.pixel(window: input.windowID, x: point.x, y: point.y), drawn,
                          "unmapped, the window's place shows what lies below it")
        try XDoTool.run(["windowmap", "--sync", input.windowID])

        let deadline = Date().addingTimeInterval(5)
        var shown = screen.pixel(window: input.windowID, x: point.x, y: point.y)
        while shown != drawn && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            shown = screen.pixel(window: input.windowID, x: point.x, y: point.y)
        }
        XCTAssertEqual(shown, drawn, "mapped again, the window shows its picture: \(app.standardError)")
        XCTAssertTrue(app.process.isRunning)
    }
}
