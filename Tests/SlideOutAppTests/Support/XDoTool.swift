import Foundation
import XCTest

/// Drives the app's X11 window with xdotool (XTest), as a user's mouse and
/// keyboard would.
struct XDoTool {
    let windowID: String

    /// Finds the window of `app` (waiting until it is mapped) and focuses it.
    init(app: AppProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        let found = try Self.run(["search", "--sync", "--onlyvisible", "--pid", "\(app.process.processIdentifier)"])
        guard let id = found.split(separator: "\n").first.map(String.init), !id.isEmpty else {
            throw TestEnvironment.Missing(description: "no window for pid \(app.process.processIdentifier)")
        }
        windowID = id
        _ = try Self.run(["windowfocus", "--sync", windowID])
    }

    /// A click at (x, y) window points (scale 1).
    func click(x: Int, y: Int) throws {
        _ = try Self.run(["mousemove", "--window", windowID, "\(x)", "\(y)", "click", "1"])
    }

    /// Moves the pointer just past the bottom-right corner of the window,
    /// `width` x `height` points at scale 1: a button under the pointer
    /// shows its hover, which a picture of the window drawn alone does not.
    func movePointerPast(width: Int, height: Int) throws {
        _ = try Self.run(["mousemove", "--window", windowID, "\(width + 20)", "\(height + 20)"])
    }

    /// Press, move in steps (xdotool jumps, so every step is an event), release.
    func drag(from start: (Int, Int), to end: (Int, Int), steps: Int = 12, stepDelay: Double = 0.016,
              pauseBeforeRelease: Double = 0) throws {
        _ = try Self.run(["mousemove", "--window", windowID, "\(start.0)", "\(start.1)", "mousedown", "1"])
        for step in 1...steps {
            let x = start.0 + (end.0 - start.0) * step / steps, y = start.1 + (end.1 - start.1) * step / steps
            _ = try Self.run(["mousemove", "--window", windowID, "\(x)", "\(y)", "sleep", "\(stepDelay)"])
        }
        _ = try Self.run(["sleep", "\(pauseBeforeRelease)", "mouseup", "1"])
    }

    /// One wheel notch: X buttons 4 (up), 5 (down), 6 (left), 7 (right).
    func wheel(button: Int) throws {
        _ = try Self.run(["mousemove", "--window", windowID, "400", "300", "click", "\(button)"])
    }

    func key(_ name: String) throws {
        _ = try Self.run(["key", "--clearmodifiers", name])
    }

    /// Runs xdotool on the tests' display, or on X display `display` (e.g. ":150").
    @discardableResult
    static func run(_ arguments: [String], display: String? = nil, timeout: TimeInterval = 10) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        if let display { process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 } }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            XCTFail("xdotool \(arguments.joined(separator: " ")) timed out")
        }
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
