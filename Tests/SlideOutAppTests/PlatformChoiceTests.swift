import Foundation
import XCTest

/// Which window system the real binary talks to (the decision on every kind
/// of GLFW is in SlideOutPlatformTests' PlatformPlanTests).
final class PlatformChoiceTests: XCTestCase {
    /// The real binary: with both WAYLAND_DISPLAY and DISPLAY set (a GNOME
    /// session), the default launch is a Wayland client; `--platform x11`
    /// stays on X11; GLFW's Wayland build is found in .build (no LD_LIBRARY_PATH).
    func testTheBinaryIsAWaylandClientOnAWaylandSession() throws {
        try TestEnvironment.requireDisplay()
        let environment = ProcessInfo.processInfo.environment
        guard let socket = environment["SLIDEOUT_WAYLAND_DISPLAY"], let runtime = environment["SLIDEOUT_WAYLAND_RUNTIME_DIR"],
              let display = environment["DISPLAY"] else {
            throw TestEnvironment.missing("needs scripts/with-weston and an X display")
        }
        let session = ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime, "DISPLAY": display, "LD_LIBRARY_PATH": ""]
        for (arguments, expected) in [([String](), "wayland"), (["--platform", "x11"], "x11"),
                                      (["--platform", "wayland"], "wayland")] {
            let app = try AppProcess(["--style", "push", "--size", "400x300", "--trace", "--bench", "1"] + arguments,
                                     environment: session)
            XCTAssertEqual(app.waitForExit(timeout: 30), 0, app.standardError)
            let ready = app.events.first { $0["event"] as? String == "ready" }
            XCTAssertEqual(ready?["platform"] as? String, expected, "\(arguments): \(app.standardError)")
        }
    }

    /// A copy of the binary, away from the `.build/glfw-*` folders beside it.
    func testAPlatformThatCannotBeHadIsOneLineAndExitThree() throws {
        try TestEnvironment.requireDisplay()
        let binary = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("slideout").path
        try FileManager.default.copyItem(atPath: TestEnvironment.binary, toPath: binary)
        let app = try AppProcess(["--platform", "wayland", "--screenshot", "/tmp/never.png"],
                                 environment: ["WAYLAND_DISPLAY": "", "SLIDEOUT_GLFW_LIBS": "/nonexistent",
                                               "LD_LIBRARY_PATH": ""], executable: binary)
        XCTAssertEqual(app.waitForExit(), 3)
        XCTAssertEqual(app.standardError.split(separator: "\n").count, 1, app.standardError)
        XCTAssertTrue(app.standardError.contains("wayland"), app.standardError)
    }
}
