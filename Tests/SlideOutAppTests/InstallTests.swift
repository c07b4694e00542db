import Foundation
import XCTest

/// `scripts/install` puts a working program, its icon and a desktop entry
/// whose StartupWMClass matches the window's class under PREFIX, and with
/// GLFW 3.3 the library's other build, so the installed program is a native
/// Wayland client on a Wayland session.
final class InstallTests: XCTestCase {
    func testInstallsAProgramThatRunsWithItsIconAndDesktopEntry() throws {
        try TestEnvironment.requireDisplay()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let artifacts = TestEnvironment.artifactDirectory(for: self)
        let prefix = artifacts.appendingPathComponent("prefix").path
        try? FileManager.default.removeItem(atPath: prefix)
        let install = Process()
        install.executableURL = root.appendingPathComponent("scripts/install")
        install.arguments = ["--from", URL(fileURLWithPath: TestEnvironment.binary).deletingLastPathComponent().path]
        install.environment = ProcessInfo.processInfo.environment.merging(["PREFIX": prefix]) { $1 }
        try install.run()
        install.waitUntilExit()
        XCTAssertEqual(install.terminationStatus, 0)

        let entry = try String(contentsOfFile: prefix + "/share/applications/slideout.desktop", encoding: .utf8)
        XCTAssertTrue(entry.contains("StartupWMClass=SlideOut\n"), entry)
        XCTAssertTrue(entry.contains("Exec=\(prefix)/bin/slideout\n"), entry)
        XCTAssertTrue(entry.contains("Icon=slideout\n"), entry)
        let icon = try XCTUnwrap(PNGImage(path: prefix + "/share/icons/hicolor/256x256/apps/slideout.png"))
        XCTAssertEqual(icon.width, 256)
        let tile = icon.pixel(128, 230)
        XCTAssertTrue(tile.b > 150 && tile.r < 120, "the blue tile: \(tile)")

        // The installed program finds its shaders: it draws a frame.
        let shot = artifacts.appendingPathComponent("installed.png").path
        let run = Process()
        run.executableURL = URL(fileURLWithPath: prefix + "/bin/slideout")
        run.arguments = ["--style", "push", "--size", "400x300", "--screenshot", shot]
        try run.run()
        run.waitUntilExit()
        XCTAssertEqual(run.terminationStatus, 0)
        XCTAssertNotNil(PNGImage(path: shot))

        // GLFW 3.3's Wayland build, where scripts/glfw-build unpacked it (scripts/with-weston does).
        let waylandBuild = root.appendingPathComponent(".build/glfw-wayland/libglfw.so.3").path
        guard FileManager.default.fileExists(atPath: waylandBuild) else { return }
        XCTAssertTrue(FileManager.default.contentsEqual(atPath: waylandBuild,
                                                        andPath: prefix + "/lib/slideout/glfw-wayland/libglfw.so.3"),
                      "the installed program carries GLFW's Wayland build")
        let environment = ProcessInfo.processInfo.environment
        guard let socket = environment["SLIDEOUT_WAYLAND_DISPLAY"],
              let runtime = environment["SLIDEOUT_WAYLAND_RUNTIME_DIR"] else { return }
        // A Wayland session, nothing on the library path: the installed program finds the build beside itself.
        let app = try AppProcess(["--style", "push", "--size", "400x300", "--trace", "--bench", "1"],
                                 environment: ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime,
                                               "LD_LIBRARY_PATH": ""],
                                 unsetting: ["SLIDEOUT_GLFW_LIBS"], executable: prefix + "/bin/slideout")
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, app.standardError)
        let ready = app.events.first { $0["event"] as? String == "ready" }
        XCTAssertEqual(ready?["platform"] as? String, "wayland", app.standardError)
    }
}
