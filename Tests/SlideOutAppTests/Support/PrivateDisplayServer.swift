import Foundation
import Glibc
import XCTest

/// A display server one test starts for itself, to kill under the app
/// without harming the servers the other tests share: an Xvfb, or a weston
/// on it. Foundation starts each in a process group of its own (what
/// `setsid` does in scripts/with-weston), so a kill reaches the children it
/// starts (weston's shell) and no signal meant for the tests reaches it.
final class PrivateDisplayServer {
    private let process = Process()
    /// Files to remove once it is gone: its runtime folder, an X server's lock and socket.
    private let leftovers: [String]
    /// What a client of this server needs in its environment.
    let clientEnvironment: [String: String]

    private init(_ arguments: [String], environment: [String: String] = [:], socket: String,
                 clientEnvironment: [String: String], leftovers: [String], timeout: TimeInterval = 10) throws {
        self.clientEnvironment = clientEnvironment
        self.leftovers = leftovers
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: socket) {
            guard process.isRunning, Date() < deadline else {
                kill()
                throw ServerDidNotStart(command: arguments.joined(separator: " "))
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    deinit { kill() }

    /// Kills the server and what it started at once, as a crash would.
    func kill() {
        if process.isRunning {
            Glibc.kill(-process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        for path in leftovers { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Stops the server as a session's end does (SIGTERM): it closes its
    /// clients' connections one by one, and exits.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        kill()
    }

    /// An Xvfb of `size` (800x600 by default) on the first free display from
    /// :150 (scripts/with-xvfb starts at :90).
    static func xvfb(size: String = "800x600") throws -> PrivateDisplayServer {
        var number = 150
        while true {
            let socket = "/tmp/.X11-unix/X\(number)", lock = "/tmp/.X\(number)-lock"
            if !FileManager.default.fileExists(atPath: socket) && !FileManager.default.fileExists(atPath: lock) {
                // Another runner may take the number first: Xvfb then exits, and the next is tried.
                if let server = try? PrivateDisplayServer(
                    ["Xvfb", ":\(number)", "-screen", "0", "\(size)x24", "-nolisten", "tcp", "-noreset"],
                    socket: socket, clientEnvironment: ["DISPLAY": ":\(number)", "WAYLAND_DISPLAY": ""],
                    leftovers: [socket, lock]) {
                    return server
                }
            }
            number += 1
            guard number < 250 else { throw ServerDidNotStart(command: "Xvfb on any of :150-:249") }
        }
    }

    /// A weston of `width` x `height` in a window on X server `x` (its X11
    /// backend, so it has a seat that xdotool drives there), in a runtime
    /// folder of its own; with `outputScales`, one 1280x800 output of each
    /// scale instead, side by side from the left.
    static func weston(on x: PrivateDisplayServer, width: Int = 800, height: Int = 600,
                       outputScales: [Int] = []) throws -> PrivateDisplayServer {
        let runtime = FileManager.default.temporaryDirectory
            .appendingPathComponent("slideout-loss-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let socket = "wayland-loss"
        var outputs = ["--width=\(width)", "--height=\(height)", "--no-config"]
        if !outputScales.isEmpty {
            let config = "\(runtime)/weston.ini"
            try outputScales.enumerated().map { "[output]\nname=screen\($0)\nmode=1280x800\nscale=\($1)\n" }.joined()
                .write(toFile: config, atomically: true, encoding: .utf8)
            outputs = ["--output-count=\(outputScales.count)", "--config=\(config)"]
        }
        return try PrivateDisplayServer(
            ["weston", "--backend=x11-backend.so", "--use-pixman"] + outputs
                + ["--socket=\(socket)", "--idle-time=0"],
            environment: ["XDG_RUNTIME_DIR": runtime, "DISPLAY": x.clientEnvironment["DISPLAY"]!, "WAYLAND_DISPLAY": ""],
            socket: "\(runtime)/\(socket)",
            clientEnvironment: ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime, "DISPLAY": ""],
            leftovers: [runtime])
    }

    private struct ServerDidNotStart: Error, CustomStringConvertible {
        let command: String
        var description: String { "could not start \(command)" }
    }
}
