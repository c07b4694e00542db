import Foundation
import XCTest

/// Starts the real app under X with `--trace` before each test, finds its
/// window for xdotool, and stops it afterwards; assertions read the trace.
class EndToEndTestCase: XCTestCase {
    private(set) var app: AppProcess!
    private(set) var input: XDoTool!
    /// The `ready` event of this test's app.
    private(set) var ready: [String: Any]?

    /// What each test's app starts with (besides `--trace`).
    var launchArguments: [String] { [] }

    override func setUpWithError() throws {
        try TestEnvironment.requireDisplay()
        app = try AppProcess(launchArguments + ["--trace"])
        ready = app.waitForEvent { $0["event"] as? String == "ready" }?.event
        input = try XDoTool(app: app)
    }

    override func tearDown() {
        app?.process.terminate()
    }

    /// How many trace events there are so far: a mark to wait after.
    var mark: Int { app.events.count }

    /// The first event named `name` after the first `index` events.
    func event(_ name: String, after index: Int, file: StaticString = #filePath,
               line: UInt = #line) -> [String: Any]? {
        app.waitForEvent(after: index, file: file, line: line) { $0["event"] as? String == name }?.event
    }

    /// The state of the next `settled` event after the first `index` events.
    func settledState(after index: Int, file: StaticString = #filePath, line: UInt = #line) -> String? {
        event("settled", after: index, file: file, line: line)?["state"] as? String
    }
}
