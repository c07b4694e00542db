import Foundation
import XCTest

/// A new user's first run on a GNOME session (mutter, WAYLAND_DISPLAY and
/// DISPLAY both set), from a checkout where nothing was unpacked yet: with
/// GLFW 3.3, `scripts/demo` and `scripts/install` must fetch GLFW's Wayland
/// build themselves, so the program is a native Wayland client. The
/// repository's own `.build/glfw-wayland` (unpacked by scripts/with-weston)
/// would hide a wrong decision, so each test runs the scripts in a fresh
/// folder holding what a clone has (scripts, data) and the built
/// program, and nothing else.
final class FreshCloneWaylandTests: XCTestCase {
    private var session: MutterSession!
    private var clone: URL!

    override func setUpWithError() throws {
        session = try MutterSession.required()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../..").standardized
        clone = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("clone")
        let files = FileManager.default
        try files.createDirectory(at: clone.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        for folder in ["scripts", "data"] {
            try files.copyItem(at: repository.appendingPathComponent(folder), to: clone.appendingPathComponent(folder))
        }
        try files.copyItem(atPath: TestEnvironment.binary, toPath: builtProgram)
        XCTAssertFalse(files.fileExists(atPath: clone.appendingPathComponent(".build/glfw-wayland").path))
    }

    private var builtProgram: String { clone.appendingPathComponent(".build/debug/slideout").path }

    /// The session's environment, with nothing pointing at a GLFW build.
    private var gnomeSession: [String: String] {
        session.sessionEnvironment.merging(["LD_LIBRARY_PATH": ""]) { $1 }
    }

    func testTheDemoScriptIsANativeWaylandClient() throws {
        let demo = try AppProcess(["--style", "push", "--size", "400x300", "--trace", "--bench", "1"],
                                  environment: gnomeSession.merging(["SLIDEOUT_DEMO_BUILD": clone.appendingPathComponent(".build/debug").path]) { $1 },
                                  unsetting: ["SLIDEOUT_GLFW_LIBS"],
                                  executable: clone.appendingPathComponent("scripts/demo").path)
        XCTAssertEqual(demo.waitForExit(timeout: 120), 0, demo.standardError)
        let ready = demo.events.first { $0["event"] as? String == "ready" }
        XCTAssertEqual(ready?["platform"] as? String, "wayland", demo.standardError)
        XCTAssertFalse(demo.standardError.contains("x11 client"), demo.standardError)
    }

    func testTheInstalledProgramIsANativeWaylandClient() throws {
        let prefix = clone.appendingPathComponent("prefix").path
        let install = try AppProcess(["--from", clone.appendingPathComponent(".build/debug").path],
                                     environment: ["PREFIX": prefix],
                                     executable: clone.appendingPathComponent("scripts/install").path)
        XCTAssertEqual(install.waitForExit(timeout: 120), 0, install.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/lib/slideout/glfw-wayland/libglfw.so.3"),
                      "the installed program carries GLFW's Wayland build")
        let app = try AppProcess(["--style", "push", "--size", "400x300", "--trace", "--bench", "1"],
                                 environment: gnomeSession, unsetting: ["SLIDEOUT_GLFW_LIBS"],
                                 executable: prefix + "/bin/slideout")
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, app.standardError)
        let ready = app.events.first { $0["event"] as? String == "ready" }
        XCTAssertEqual(ready?["platform"] as? String, "wayland", app.standardError)
    }
}
