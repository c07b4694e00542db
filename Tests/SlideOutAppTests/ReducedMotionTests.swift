import Foundation
import SlideOut
import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest

/// `MenuHost` honours the desktop's wish for less motion itself (the demo
/// no longer reads it): `SLIDEOUT_REDUCED_MOTION`, and GNOME's
/// `enable-animations`, followed while the app runs. On the virtual clock a
/// push toggle is 15 frames (0.25 s at 60 Hz), a reduced one 6 (0.1 s).
final class ReducedMotionTests: XCTestCase {
    /// The frames of `--bench 4` on the virtual clock with `environment`.
    private func benchFrames(_ environment: [String: String]) throws -> Int {
        let app = try AppProcess(["--style", "push", "--size", "640x480", "--bench", "4", "--virtual-clock"],
                                 environment: environment)
        XCTAssertEqual(app.waitForExit(timeout: 60), 0, app.standardError)
        let line = try XCTUnwrap(app.outputLines.first { $0.hasPrefix("frames=") }, app.standardError)
        return try XCTUnwrap(Int(line.split(separator: " ")[0].dropFirst("frames=".count)), line)
    }

    /// A host's own choice wins over the desktop's wish; nil gives it back.
    func testAHostOverridesTheDesktopsWish() throws {
        try TestEnvironment.requireX11Display("opens an X11 window")
        setenv("SLIDEOUT_REDUCED_MOTION", "1", 1)
        defer { unsetenv("SLIDEOUT_REDUCED_MOTION") }
        let window = try Window(title: "reduced motion", size: Size(width: 200, height: 100), visible: false,
                                forcedScale: 1, platform: .x11)
        let host = MenuHost(window: window, renderer: try FrameRenderer())
        defer { host.close() }
        XCTAssertTrue(host.clock.reducedMotion, "the desktop's wish, by default")
        host.reducedMotion = false
        XCTAssertFalse(host.clock.reducedMotion, "the host's choice")
        host.reducedMotion = nil
        XCTAssertTrue(host.clock.reducedMotion, "the desktop's wish again")
    }

    func testTheVariableReducesEveryToggle() throws {
        try TestEnvironment.requireDisplay()
        let full = try benchFrames(["SLIDEOUT_REDUCED_MOTION": "0"])
        let reduced = try benchFrames(["SLIDEOUT_REDUCED_MOTION": "1"])
        XCTAssertGreaterThanOrEqual(full, 4 * 14, "full motion")
        XCTAssertLessThanOrEqual(reduced, 4 * 7, "reduced motion (full: \(full))")
    }

    /// The frames of the next F9 toggle, from the key to `settled`.
    private func framesOfAToggle(_ app: AppProcess, _ input: XDoTool) throws -> Int {
        let mark = app.events.count
        try input.key("F9")
        let settled = try XCTUnwrap(app.waitForEvent(where: "settled", after: mark)?.index)
        return app.events[mark..<settled].filter { $0["event"] as? String == "frame" }.count
    }

    /// Without a session bus GNOME's setting is not read through dconf,
    /// which had GLib fork and exec dbus-launch (D-Bus's autolaunch) from
    /// the app's process: a dbus-launch first on PATH is never run.
    func testWithoutASessionBusNothingIsStarted() throws {
        try TestEnvironment.requireX11Display("needs Xvfb (scripts/with-xvfb)")
        let folder = TestEnvironment.artifactDirectory(for: self)
        let marker = folder.appendingPathComponent("dbus-launch-ran").path
        let stub = folder.appendingPathComponent("bin/dbus-launch")
        try FileManager.default.createDirectory(at: stub.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "#!/bin/sh\ntouch '\(marker)'\nexit 1\n".write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let path = stub.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let app = try AppProcess(["--style", "push", "--size", "640x480", "--virtual-clock", "--trace", "--bench", "2"],
                                 environment: ["PATH": path, "XDG_RUNTIME_DIR": folder.path, "WAYLAND_DISPLAY": ""],
                                 unsetting: ["DBUS_SESSION_BUS_ADDRESS", "SLIDEOUT_REDUCED_MOTION", "GSETTINGS_BACKEND"])
        XCTAssertEqual(app.waitForExit(), 0, app.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "dbus-launch was run")
    }

    func testGnomesSettingIsFollowedWhileRunning() throws {
        try TestEnvironment.requireX11Display("needs Xvfb (scripts/with-xvfb) for keys")
        guard FileManager.default.fileExists(atPath: "/usr/share/glib-2.0/schemas/org.gnome.desktop.interface.gschema.xml"),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/gsettings") else {
            throw TestEnvironment.missing("no GNOME interface schema or gsettings (gsettings-desktop-schemas)")
        }
        // dconf's database and service in folders of the test's own, on a session bus of its own.
        let config = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("config").path
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let session = try AccessibilityProbe(sessionEnvironment: ["XDG_CONFIG_HOME": config])
        let environment = session.environment.merging(["XDG_CONFIG_HOME": config, "WAYLAND_DISPLAY": ""]) { $1 }
        func setAnimations(_ enabled: Bool) throws {
            let gsettings = try AppProcess(["set", "org.gnome.desktop.interface", "enable-animations", "\(enabled)"],
                                           environment: environment, unsetting: ["GSETTINGS_BACKEND"],
                                           executable: "/usr/bin/gsettings")
            XCTAssertEqual(gsettings.waitForExit(), 0, gsettings.standardError)
        }
        try setAnimations(true)
        let app = try AppProcess(["--style", "push", "--size", "640x480", "--virtual-clock", "--trace"],
                                 environment: environment, unsetting: ["SLIDEOUT_REDUCED_MOTION", "GSETTINGS_BACKEND"])
        defer { app.process.terminate() }
        XCTAssertNotNil(app.waitForEvent(where: "ready"))
        let input = try XDoTool(app: app)
        XCTAssertGreaterThanOrEqual(try framesOfAToggle(app, input), 14, "animations on")

        // Toggle until a toggle is short: the change reaches the app without a restart.
        try setAnimations(false)
        let deadline = Date().addingTimeInterval(10)
        var frames = Int.max
        while frames > 7 && Date() < deadline { frames = try framesOfAToggle(app, input) }
        XCTAssertLessThanOrEqual(frames, 7, "animations off, the app still moves in full")

        try setAnimations(true)
        frames = 0
        while frames < 14 && Date() < deadline.addingTimeInterval(10) { frames = try framesOfAToggle(app, input) }
        XCTAssertGreaterThanOrEqual(frames, 14, "animations on again")
    }
}
