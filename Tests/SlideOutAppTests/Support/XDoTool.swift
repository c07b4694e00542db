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
            XCTFail("no window for pid \(app.process.processIdentifier)", file: file, line: line)
            throw XCTSkip("no window")
        }
        windowID = id
        _ = try Self.run(["windowfocus", "--sync", windowID])
    }

    /// A click at (x, y) window points (scale 1).
    func click(x: Int, y: Int) throws {
        _ = try Self.run(["mousemove", "--sync", "--window", windowID, "\(x)", "\(y)", "click", "1"])
    }

    func key(_ name: String) throws {
        _ = try Self.run(["key", "--clearmodifiers", name])
    }

    @discardableResult
    static func run(_ arguments: [String], timeout: TimeInterval = 10) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
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
