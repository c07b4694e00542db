import Foundation
import XCTest

/// On llvmpipe the app rasterizes on its drawing thread (no pool of raster
/// threads to wake every frame) unless the user set LP_NUM_THREADS.
final class SoftwareRasterizerThreadTests: XCTestCase {
    /// The names of the running app's threads that are llvmpipe's raster
    /// threads, once its first frame is shown.
    private func rasterThreads(environment: [String: String]) throws -> [String] {
        // Not inherited from this process, where an in-process window may have set it.
        let app = try AppProcess(["--style", "push", "--size", "320x240", "--trace"], environment: environment,
                                 unsetting: environment["LP_NUM_THREADS"] == nil ? ["LP_NUM_THREADS"] : [])
        defer { app.process.terminate() }
        guard app.waitForEvent(where: "ready") != nil else { return [] }
        let tasks = "/proc/\(app.process.processIdentifier)/task"
        return try FileManager.default.contentsOfDirectory(atPath: tasks).compactMap {
            try? String(contentsOfFile: "\(tasks)/\($0)/comm", encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }.filter { $0.hasPrefix("llvmpipe-") }
    }

    func testNoRasterThreadsUnlessTheUserAsksForThem() throws {
        try TestEnvironment.requireDisplay()
        let asked = try rasterThreads(environment: ["LP_NUM_THREADS": "2"])
        if asked.isEmpty { throw TestEnvironment.missing("the OpenGL driver is not llvmpipe") }
        XCTAssertEqual(asked.count, 2, "the user's thread count wins: \(asked)")
        XCTAssertEqual(try rasterThreads(environment: [:]), [], "by default llvmpipe draws on the app's thread")
    }
}
