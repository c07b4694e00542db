import Foundation
import XCTest

/// SPEC "Desktop sizes": a replay whose `resize` lines cross the docking
/// width switches between overlay and docked at the same frames on every
/// run, with the breakpoint's hysteresis and the docked menu coming back as
/// it was left.
final class DesktopSizeReplayTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/resize-across-docking.jsonl").standardized.path

    private func replay() throws -> [[String: Any]] {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", "push", "--size", "1000x700", "--virtual-clock", "--trace",
                                  "--replay", fixture])
        XCTAssertEqual(app.waitForExit(timeout: 60), 0, "the app exits once the replay has settled: \(app.standardError)")
        return app.outputLines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    private func describe(_ event: [String: Any]) -> String {
        let name = event["event"] as? String ?? "?"
        func number(_ key: String) -> String { (event[key] as? NSNumber).map { "\($0)" } ?? "-" }
        switch name {
        case "layout": return "layout \(number("width")) \(event["mode"] ?? "-") \(number("menuWidth"))"
        case "settled": return "settled \(event["state"] ?? "-") \(event["mode"] ?? "-")"
        default: return name
        }
    }

    func testAReplayCrossingTheBreakpointSwitchesModesFrameForFrame() throws {
        let first = try replay()
        let steps = first.map(describe).filter { $0.hasPrefix("layout") || $0.hasPrefix("settled") }
        XCTAssertEqual(steps, [
            "layout 1200 docked 320",
            "settled closed docked",        // F9 hides the docked menu
            "layout 900 docked 320",
            "layout 810 docked 320",        // 800...840 keeps the mode
            "layout 790 overlay 320",
            "settled open overlay",         // F9 opens the overlay
            "layout 830 overlay 320",       // the gap again, from the other side
            "layout 1100 docked 320",       // docked: hidden, as it was left docked
            "settled open docked",
        ])
        XCTAssertEqual(first.first.map(describe), "ready")
        XCTAssertEqual(first.first?["mode"] as? String, "docked")
        let second = try replay()
        XCTAssertEqual(first.count, second.count, "the same number of events on every run")
        XCTAssertEqual(first.map { $0 as NSDictionary }, second.map { $0 as NSDictionary },
                       "the same frames, times and progress on every run")
    }
}
