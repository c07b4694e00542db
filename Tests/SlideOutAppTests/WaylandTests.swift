import Foundation
import XCTest

/// The same binary as a native Wayland client of a headless weston (GLFW's
/// Wayland build through LD_LIBRARY_PATH; scripts/with-weston provides it):
/// the first frame renders, and replayed input drives it to the same states.
final class WaylandTests: ScreenshotTestCase {
    private var waylandEnvironment: [String: String] = [:]

    override func setUpWithError() throws {
        waylandEnvironment = try TestEnvironment.waylandClient()
    }

    func testRendersTheHalfOpenDoorAsAWaylandClient() throws {
        let path = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("wayland.png").path
        let app = try AppProcess(["--style", "sidebar3d", "--size", "800x600", "--state", "0.5", "--screenshot", path],
                                 environment: waylandEnvironment)
        XCTAssertEqual(app.waitForExit(), 0, app.standardError)
        guard let image = PNGImage(path: path) else { return XCTFail("no picture at \(path)") }
        XCTAssertEqual(image.width, 800)
        let background = PNGImage.RGB(r: 0, g: 0, b: 0)   // behind the turning menu: the window's black
        XCTAssertTrue(image.pixel(0, 5).isClose(to: background, tolerance: 4), "above the far edge; see \(path)")
        XCTAssertFalse(image.pixel(0, 300).isClose(to: background, tolerance: 4), "the menu; see \(path)")
        XCTAssertEqual(image.pixel(40, 300), image.pixel(400, 120), "the detail from x = 40; see \(path)")
    }

    func testReplayedInputDrivesTheWaylandWindow() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/wheel-notches.jsonl").standardized.path
        let app = try AppProcess(["--style", "push", "--size", "800x600", "--virtual-clock", "--trace",
                                  "--replay", fixture], environment: waylandEnvironment)
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, app.standardError)
        let ready = app.events.first { $0["event"] as? String == "ready" }
        XCTAssertEqual(ready?["platform"] as? String, "wayland")
        let states = app.events.filter { $0["event"] as? String == "settled" }.compactMap { $0["state"] as? String }
        XCTAssertEqual(states, ["open", "closed", "open"])
    }
}
