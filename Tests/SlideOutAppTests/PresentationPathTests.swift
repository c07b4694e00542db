import Foundation
import XCTest

/// Every presentation path this machine can reach, end to end: the `ready`
/// event names the path the frames took (`present`) and the drawing
/// context's `GL_RENDERER` (`renderer`). With a software renderer (llvmpipe
/// here) X11 copies only the changed rectangles and Wayland shows the app's
/// own shared-memory buffers unless told to use EGL; with a GPU both swap
/// whole frames through the window system's context.
final class PresentationPathTests: XCTestCase {
    func testX11NamesItsPathAndRenderer() throws {
        try TestEnvironment.requireX11Display("needs an X display (scripts/with-xvfb)")
        let ready = try readyEvent(of: ["--platform", "x11"], environment: ["WAYLAND_DISPLAY": ""])
        let renderer = try XCTUnwrap(ready["renderer"] as? String, "\(ready)")
        XCTAssertFalse(renderer.isEmpty)
        XCTAssertEqual(ready["present"] as? String, Self.isSoftware(renderer) ? "glx-copy-sub-buffer" : "glx")
    }

    func testWaylandNamesEachPathAndRenderer() throws {
        let wayland = try TestEnvironment.waylandClient()
        for (arguments, softwarePath) in [([], "shm-planes"), (["--wayland-present", "whole"], "shm"),
                                          (["--wayland-present", "egl"], "egl")] {
            let ready = try readyEvent(of: ["--platform", "wayland"] + arguments, environment: wayland)
            let renderer = try XCTUnwrap(ready["renderer"] as? String, "\(arguments): \(ready)")
            XCTAssertFalse(renderer.isEmpty, "\(arguments)")
            XCTAssertEqual(ready["present"] as? String, Self.isSoftware(renderer) ? softwarePath : "egl", "\(arguments)")
        }
    }

    /// The `ready` event of one toggle of push with `arguments` added; the app must exit 0.
    private func readyEvent(of arguments: [String], environment: [String: String]) throws -> [String: Any] {
        let app = try AppProcess(["--style", "push", "--size", "400x300", "--trace", "--bench", "1"] + arguments,
                                 environment: environment)
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, "\(arguments): \(app.standardError)")
        return try XCTUnwrap(app.events.first { $0["event"] as? String == "ready" }, "\(arguments): no ready")
    }

    /// Whether `renderer` is one of Mesa's software renderers.
    private static func isSoftware(_ renderer: String) -> Bool {
        ["llvmpipe", "softpipe", "swrast"].contains { renderer.contains($0) }
    }
}
