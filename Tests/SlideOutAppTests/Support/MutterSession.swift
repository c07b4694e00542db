import Foundation
import XCTest

/// The headless mutter that scripts/with-mutter runs beside the tests, and the
/// environments that start the app on it: as a native Wayland client, or as an
/// X11 client of mutter's Xwayland.
struct MutterSession {
    /// Mutter's Wayland socket name, inside `runtimeDirectory`.
    let waylandDisplay: String
    /// Mutter's own XDG_RUNTIME_DIR.
    let runtimeDirectory: String
    /// Mutter's Xwayland display, e.g. ":0".
    let xDisplay: String
    /// The cookie file Xwayland accepts.
    let xAuthority: String

    /// Mutter as scripts/with-mutter exported it. Without it the test is
    /// skipped, unless `SLIDEOUT_REQUIRE_DISPLAY=1` (scripts/test) makes that a failure.
    static func required(file: StaticString = #filePath, line: UInt = #line) throws -> MutterSession {
        try TestEnvironment.requireBinary()
        let environment = ProcessInfo.processInfo.environment
        guard let wayland = environment["SLIDEOUT_MUTTER_WAYLAND_DISPLAY"],
              let runtime = environment["SLIDEOUT_MUTTER_RUNTIME_DIR"],
              let x = environment["SLIDEOUT_MUTTER_X_DISPLAY"],
              let xAuthority = environment["SLIDEOUT_MUTTER_XAUTHORITY"] else {
            throw TestEnvironment.missing("no mutter: run the tests through scripts/test (scripts/with-mutter)")
        }
        return MutterSession(waylandDisplay: wayland, runtimeDirectory: runtime, xDisplay: x, xAuthority: xAuthority)
    }

    /// The app as on a GNOME session: WAYLAND_DISPLAY and DISPLAY (mutter's
    /// Xwayland) both set, nothing else; the app picks Wayland itself (and,
    /// with GLFW 3.3, finds the Wayland build that scripts/glfw-build unpacked).
    var sessionEnvironment: [String: String] {
        ["WAYLAND_DISPLAY": waylandDisplay, "XDG_RUNTIME_DIR": runtimeDirectory,
         "DISPLAY": xDisplay, "XAUTHORITY": xAuthority, "LD_LIBRARY_PATH": ""]
    }

    /// The app as an X11 client of mutter's Xwayland.
    var x11ClientEnvironment: [String: String] {
        ["DISPLAY": xDisplay, "XAUTHORITY": xAuthority, "WAYLAND_DISPLAY": ""]
    }

    /// A remote desktop session whose virtual pointer and keyboard are on
    /// mutter's seat. Mutter adds each device only at its first event, and
    /// events sent while it appears can be lost; and a Wayland client that
    /// starts without a pointer shows no cursor (see WaylandSeatProbe). So
    /// this sends a null motion and a Shift tap, and waits until Wayland clients
    /// are offered both. Get it before starting the app (MutterTests starts one
    /// after, on purpose, for the late-pointer case). The pointer starts at
    /// (16, 16) in a fresh mutter, where the last session left it otherwise:
    /// place it with `RemoteDesktop.moveTo(x:y:)`.
    func remoteDesktop(timeout: TimeInterval = 5, withTouch: Bool = false) throws -> RemoteDesktop {
        let input = try RemoteDesktop(withTouch: withTouch)
        try input.moveRelative(dx: 0, dy: 0)
        try input.keysym(0xffe1, pressed: true)   // Shift_L
        try input.keysym(0xffe1, pressed: false)
        let deadline = Date().addingTimeInterval(timeout)
        var capabilities: Set<String> = []
        repeat {
            capabilities = try seatCapabilities()
            if capabilities.isSuperset(of: ["pointer", "keyboard"]) { return input }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        throw SeatIncomplete(capabilities: capabilities)
    }

    /// What mutter's wl_seat offers Wayland clients now, as weston-info reports it.
    private func seatCapabilities() throws -> Set<String> {
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["weston-info"]
        process.environment = ProcessInfo.processInfo.environment
            .merging(["WAYLAND_DISPLAY": waylandDisplay, "XDG_RUNTIME_DIR": runtimeDirectory]) { $1 }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let line = report.split(separator: "\n").first(where: { $0.contains("capabilities:") }) else { return [] }
        return Set(line.split(whereSeparator: \.isWhitespace).dropFirst().map(String.init))
    }

    /// The seat did not offer the virtual devices in time.
    private struct SeatIncomplete: Error, CustomStringConvertible {
        let capabilities: Set<String>
        var description: String { "mutter's seat offers only \(capabilities.sorted()), not pointer and keyboard" }
    }
}
