import Foundation
import XCTest

/// Where the built `slideout` lives, whether a display is there, and where
/// failing tests leave their pictures.
enum TestEnvironment {
    /// The `slideout` executable next to the test bundle (or `SLIDEOUT_BIN`).
    static var binary: String {
        if let override = ProcessInfo.processInfo.environment["SLIDEOUT_BIN"] { return override }
        let directory = Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return directory.appendingPathComponent("slideout").path
    }

    /// What a test cannot go on without; thrown, it fails the test.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// Fails when the built binary is missing.
    static func requireBinary() throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw Missing(description: "no slideout binary at \(binary): run `swift build` first")
        }
    }

    /// Fails when the binary is missing; skips when there is no display,
    /// unless `SLIDEOUT_REQUIRE_DISPLAY=1` (the test script sets it) makes that a failure.
    static func requireDisplay(file: StaticString = #filePath, line: UInt = #line) throws {
        try requireBinary()
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil {
            throw missing("no DISPLAY or WAYLAND_DISPLAY: run the tests through scripts/test (it starts Xvfb)")
        }
    }

    /// The error to throw when what a test needs is missing: a skip, or
    /// under `SLIDEOUT_REQUIRE_DISPLAY=1` (the test script) a failure.
    static func missing(_ why: String) -> any Error {
        if ProcessInfo.processInfo.environment["SLIDEOUT_REQUIRE_DISPLAY"] == "1" { return Missing(description: why) }
        return XCTSkip(why)
    }

    /// `requireDisplay`, and skips (saying `why`) when that display is not
    /// X11, failing too under `SLIDEOUT_REQUIRE_DISPLAY=1`.
    static func requireX11Display(_ why: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try requireDisplay(file: file, line: line)
        guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) == true else {
            throw missing(why)
        }
    }

    /// The environment of a native Wayland client (GLFW's Wayland build on
    /// the library path) of the headless weston that scripts/with-weston
    /// named in `socketVariable`; skips without one, or fails under
    /// `SLIDEOUT_REQUIRE_DISPLAY=1`.
    static func waylandClient(of socketVariable: String = "SLIDEOUT_WAYLAND_DISPLAY",
                              file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        try requireDisplay(file: file, line: line)
        let environment = ProcessInfo.processInfo.environment
        guard let socket = environment[socketVariable],
              let runtime = environment["SLIDEOUT_WAYLAND_RUNTIME_DIR"],
              let glfw = environment["SLIDEOUT_WAYLAND_GLFW"] else {
            throw missing("no \(socketVariable): run the tests through scripts/test (scripts/with-weston)")
        }
        return ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime, "LD_LIBRARY_PATH": glfw, "DISPLAY": ""]
    }

    /// A fresh folder for this test's files, kept after the run for inspection.
    static func artifactDirectory(for test: XCTestCase) -> URL {
        let root = ProcessInfo.processInfo.environment["SLIDEOUT_ARTIFACTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("slideout-tests").path
        let name = test.name.filter { $0.isLetter || $0.isNumber || $0 == "." }
        let url = URL(fileURLWithPath: root).appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
