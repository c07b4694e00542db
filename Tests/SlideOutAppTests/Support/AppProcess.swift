import Foundation
import XCTest

/// A running `slideout`, its stdout collected line by line, so tests can wait
/// for trace events with a timeout instead of sleeping.
final class AppProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var lines: [String] = []
    private var partial = Data()
    private var stderrData = Data()
    private var stderrEnded = false
    private let keepsLine: (String) -> Bool
    /// The process's standard input, when it was started to take lines (`send`).
    private let input: Pipe?

    /// Starts the app (`executable`, the built one unless told); only stdout
    /// lines `keepingLines` accepts are kept (a long soak's frame events would otherwise pile up).
    init(_ arguments: [String], environment: [String: String] = [:], unsetting: Set<String> = [],
         executable: String = TestEnvironment.binary, takesInput: Bool = false,
         keepingLines: @escaping @Sendable (String) -> Bool = { _ in true }) throws {
        keepsLine = keepingLines
        input = takesInput ? Pipe() : nil
        if let input { process.standardInput = input }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // Each run remembers its state in a folder of its own unless the test
        // gives one: one test's style or window size never starts another's.
        let stateHome = FileManager.default.temporaryDirectory
            .appendingPathComponent("slideout-state-\(UUID().uuidString)").path
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": stateHome]) { $1 }
            .merging(environment) { $1 }
            .filter { !unsetting.contains($0.key) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            self?.append(data)
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            guard let self else { return }
            lock.withLock {
                stderrData.append(data)
                if data.isEmpty { stderrEnded = true }
            }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        for pipe in [process.standardOutput, process.standardError] {
            (pipe as? Pipe)?.fileHandleForReading.readabilityHandler = nil
        }
    }

    /// Writes `line` and a newline to the process's standard input (started with `takesInput`).
    func send(_ line: String) {
        input?.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes the process's standard input.
    func closeInput() {
        try? input?.fileHandleForWriting.close()
    }

    private func append(_ data: Data) {
        lock.withLock {
            partial.append(data)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: partial[partial.startIndex..<newline], as: UTF8.self)
                if keepsLine(line) { lines.append(line) }
                partial.removeSubrange(partial.startIndex...newline)
            }
        }
    }

    var outputLines: [String] { lock.withLock { lines } }
    var standardError: String { lock.withLock { String(decoding: stderrData, as: UTF8.self) } }

    /// All of stderr once the app has closed it (on exit), or what came
    /// within `timeout`: an exited app's last lines may still be in the pipe.
    func wholeStandardError(timeout: TimeInterval = 5) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while !lock.withLock({ stderrEnded }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return standardError
    }

    /// Trace events (decoded JSON objects) so far.
    var events: [[String: Any]] {
        outputLines.compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// Waits until an event after the first `after` events matches, returning it
    /// with its index; fails the test on timeout.
    @discardableResult
    func waitForEvent(after: Int = 0, timeout: TimeInterval = 10, file: StaticString = #filePath,
                      line: UInt = #line, _ matches: ([String: Any]) -> Bool) -> (index: Int, event: [String: Any])? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let all = events
            if all.count > after, let index = all[after...].firstIndex(where: matches) {
                return (index, all[index])
            }
            guard process.isRunning || Date() < deadline else { break }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        XCTFail("timed out waiting for a trace event; got: \(outputLines.suffix(8)) stderr: \(standardError)",
                file: file, line: line)
        return nil
    }

    /// Waits for the next trace event named `name` after the first `after` events.
    @discardableResult
    func waitForEvent(where name: String, after: Int = 0, timeout: TimeInterval = 10, file: StaticString = #filePath,
                      line: UInt = #line) -> (index: Int, event: [String: Any])? {
        waitForEvent(after: after, timeout: timeout, file: file, line: line) { $0["event"] as? String == name }
    }

    /// Waits for the process to exit (killing it after `timeout`) and returns its status.
    func waitForExit(timeout: TimeInterval = 20) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return -1
        }
        return process.terminationStatus
    }
}
