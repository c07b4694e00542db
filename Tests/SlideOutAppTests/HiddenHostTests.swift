import Foundation
import XCTest

/// A host written as the README writes one (Tests/HiddenHost), watched from
/// outside: its `main()` runs once (the library never runs the process
/// again over another GLFW), it finds its environment as it left it, the
/// library prints nothing, and with no display it catches `SlideOutError`
/// by type. On X11 (Xvfb) and as a native Wayland client of weston and of
/// mutter, where Debian's X11-only GLFW 3.3 is linked nowhere and the
/// Wayland build beside the executable (.build/glfw-wayland) is loaded.
final class HiddenHostTests: XCTestCase {
    private var hiddenHost: String {
        URL(fileURLWithPath: TestEnvironment.binary).deletingLastPathComponent().appendingPathComponent("hidden-host").path
    }

    /// Runs the host and waits for its last line (the one starting with
    /// `last`); `whileRunning` runs once the host has shown its window.
    private func run(_ environment: [String: String], unsetting: Set<String> = [], arguments: [String] = [],
                     executable: String? = nil, until last: String, whileRunning: () -> Void = {}) throws
    -> (status: Int32, lines: [String], standardError: String) {
        let app = try AppProcess(arguments, environment: environment, unsetting: unsetting,
                                 executable: executable ?? hiddenHost)
        if !arguments.isEmpty {
            XCTAssertTrue(wait(for: "shown", in: app, timeout: 30), "never shown: \(app.outputLines) \(app.standardError)")
            whileRunning()
        }
        let status = app.waitForExit(timeout: 60)
        _ = wait(for: last, in: app, timeout: 5)
        return (status, app.outputLines, app.wholeStandardError())
    }

    /// Waits until `app` has printed a line starting with `prefix`.
    private func wait(for prefix: String, in app: AppProcess, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !app.outputLines.contains(where: { $0.hasPrefix(prefix) }) {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Checks a run that showed its menu: main once, settled open, nothing
    /// on stderr, the environment unchanged, and only `glfw`'s GLFW in the process.
    private func assertKeepsToItself(_ environment: [String: String], unsetting: Set<String> = [], on platform: String,
                                     glfw: (String) -> Bool) throws {
        let (status, lines, standardError) = try run(environment, unsetting: unsetting, until: "environment")
        XCTAssertEqual(status, 0, "\(platform): \(lines) \(standardError)")
        XCTAssertEqual(lines.filter { $0 == "main" }.count, 1, "\(platform): main() ran once: \(lines)")
        XCTAssertEqual(standardError, "", "\(platform): the library printed")
        XCTAssertTrue(lines.contains("status 0 open"), "\(platform): \(lines)")
        XCTAssertTrue(lines.contains("environment unchanged"), "\(platform): \(lines)")
        XCTAssertTrue(lines.contains("endReason none"), "\(platform): \(lines)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("warning") }, "\(platform): \(lines)")
        let libraries = lines.filter { $0.hasPrefix("glfw ") }
        XCTAssertEqual(libraries.count, 1, "\(platform): one GLFW in the process: \(libraries)")
        XCTAssertTrue(libraries.allSatisfy { glfw(String($0.dropFirst(5))) }, "\(platform): \(libraries)")
    }

    /// The system's GLFW (the test runs under a GLFW 3.3 X11 build or 3.4).
    private func isSystemGLFW(_ path: String) -> Bool { !path.contains("glfw-wayland") }

    func testX11UnderXvfb() throws {
        try TestEnvironment.requireX11Display("needs Xvfb (scripts/with-xvfb)")
        try assertKeepsToItself(["WAYLAND_DISPLAY": ""],
                                unsetting: ["LP_NUM_THREADS", "XCOMPOSEFILE"], on: "X11 (Xvfb)", glfw: isSystemGLFW)
    }

    func testNativeWaylandUnderWeston() throws {
        try TestEnvironment.requireDisplay()
        let environment = ProcessInfo.processInfo.environment
        guard let socket = environment["SLIDEOUT_WAYLAND_DISPLAY"], let runtime = environment["SLIDEOUT_WAYLAND_RUNTIME_DIR"] else {
            throw TestEnvironment.missing("needs scripts/with-weston")
        }
        try assertKeepsToItself(["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime, "LD_LIBRARY_PATH": ""],
                                unsetting: ["SLIDEOUT_GLFW_LIBS", "LP_NUM_THREADS", "XCOMPOSEFILE"],
                                on: "Wayland (weston)") { $0.hasSuffix("glfw-wayland/libglfw.so.3") }
    }

    func testNativeWaylandUnderMutter() throws {
        let session = try MutterSession.required()
        try assertKeepsToItself(session.sessionEnvironment, unsetting: ["SLIDEOUT_GLFW_LIBS", "LP_NUM_THREADS", "XCOMPOSEFILE"],
                                on: "Wayland (mutter)") { $0.hasSuffix("glfw-wayland/libglfw.so.3") }
    }

    /// On a Wayland session with no Wayland build of GLFW 3.3 to be found (a
    /// copy of the host, away from .build/glfw-wayland), the window opens on
    /// X11 and the host is told through `onWarning`, not stderr.
    func testAMissingWaylandBuildIsAWarningToTheHost() throws {
        try TestEnvironment.requireX11Display("needs Xvfb (scripts/with-xvfb)")
        let environment = ProcessInfo.processInfo.environment
        guard let socket = environment["SLIDEOUT_WAYLAND_DISPLAY"], let runtime = environment["SLIDEOUT_WAYLAND_RUNTIME_DIR"] else {
            throw TestEnvironment.missing("needs scripts/with-weston")
        }
        let copy = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("hidden-host").path
        try FileManager.default.copyItem(atPath: hiddenHost, toPath: copy)
        let (status, lines, standardError) = try run(
            ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime, "LD_LIBRARY_PATH": ""],
            unsetting: ["SLIDEOUT_GLFW_LIBS"], executable: copy, until: "environment")
        guard lines.contains(where: { $0.hasPrefix("glfw ") && $0.hasSuffix(".so.3.3") }) else {
            throw TestEnvironment.missing("the system's GLFW is not 3.3: it serves Wayland itself")
        }
        XCTAssertEqual(status, 0, "\(lines) \(standardError)")
        let warnings = lines.filter { $0.hasPrefix("warning ") }
        XCTAssertEqual(warnings.count, 1, "\(lines)")
        XCTAssertTrue(warnings.first?.hasSuffix("running as an x11 client") ?? false, "\(warnings)")
        XCTAssertEqual(standardError, "", "the library printed")
    }

    /// The same with no X11 display to fall back to: the host catches
    /// `glfwBuildMissing`, the case that says which build to get.
    func testAMissingWaylandBuildWithNoX11DisplayIsGLFWBuildMissing() throws {
        try TestEnvironment.requireBinary()
        let artifacts = TestEnvironment.artifactDirectory(for: self)
        let copy = artifacts.appendingPathComponent("hidden-host").path
        try FileManager.default.copyItem(atPath: hiddenHost, toPath: copy)
        let runtime = artifacts.path
        let (status, lines, standardError) = try run(
            ["WAYLAND_DISPLAY": "slideout-test-no-such-socket", "XDG_RUNTIME_DIR": runtime, "LD_LIBRARY_PATH": ""],
            unsetting: ["SLIDEOUT_GLFW_LIBS", "DISPLAY"], executable: copy, until: "message")
        if lines.contains("caught SlideOutError.noDisplay"), !lines.contains(where: { $0.contains("build was not found") }) {
            throw TestEnvironment.missing("the system's GLFW serves Wayland itself")
        }
        XCTAssertEqual(status, 3, "\(lines) \(standardError)")
        XCTAssertTrue(lines.contains("caught SlideOutError.glfwBuildMissing"), "\(lines)")
        XCTAssertEqual(standardError, "", "the library printed")
    }

    /// The compositor going away: `run()` returns 3, `endReason` names the
    /// loss, and the host's code goes on (it prints its verdict) with nothing on stderr.
    func testACompositorGoneIsTheHostsEndReason() throws {
        try TestEnvironment.requireDisplay()
        let xvfb = try PrivateDisplayServer.xvfb()
        let weston = try PrivateDisplayServer.weston(on: xvfb)
        let (status, lines, standardError) = try run(weston.clientEnvironment.merging(["LD_LIBRARY_PATH": ""]) { $1 },
                                                     unsetting: ["SLIDEOUT_GLFW_LIBS"], arguments: ["--until-closed"],
                                                     until: "environment") { weston.kill() }
        XCTAssertEqual(status, 3, "\(lines) \(standardError)")
        XCTAssertTrue(lines.contains("endReason displayLost: the Wayland compositor closed the connection"), "\(lines)")
        XCTAssertTrue(lines.contains("environment unchanged"), "\(lines)")
        XCTAssertEqual(standardError, "", "the library printed")
    }

    func testWithNoDisplayTheHostCatchesSlideOutError() throws {
        try TestEnvironment.requireBinary()
        let (status, lines, standardError) = try run([:], unsetting: ["DISPLAY", "WAYLAND_DISPLAY"], until: "message")
        XCTAssertEqual(status, 3, "\(lines) \(standardError)")
        XCTAssertEqual(lines.filter { $0 == "main" }.count, 1, "\(lines)")
        XCTAssertTrue(lines.contains("caught SlideOutError.noDisplay"), "\(lines)")
        XCTAssertEqual(standardError, "", "the library printed")
    }
}
