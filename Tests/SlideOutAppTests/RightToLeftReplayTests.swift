import Foundation
import XCTest

/// A recording mirrored (pointer x to 800 - x, sideways scrolling reversed)
/// and replayed in `--direction rtl` on the virtual clock draws the very
/// frames and settles the original draws left to right: trackpad swipes
/// and mouse drags reverse with the layout, exactly.
final class RightToLeftReplayTests: XCTestCase {
    private lazy var artifacts = TestEnvironment.artifactDirectory(for: self)

    private func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/\(name)").standardized
    }

    /// `name`'s events mirrored in an 800-point window, written beside the test's artifacts.
    private func mirrored(_ name: String) throws -> String {
        try mirrored(try String(contentsOf: fixture(name), encoding: .utf8).split(separator: "\n").map(String.init),
                     as: name)
    }

    /// `lines` mirrored in an 800-point window, written beside the test's artifacts as `name`.
    private func mirrored(_ lines: [String], as name: String) throws -> String {
        let mirroredLines = try lines.map { line -> String in
            var event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if let x = event["x"] as? Double { event["x"] = 800 - x }
            if let dx = event["dx"] as? Double { event["dx"] = -dx }
            return String(decoding: try JSONSerialization.data(withJSONObject: event, options: [.sortedKeys]),
                          as: UTF8.self)
        }
        let path = artifacts.appendingPathComponent("mirrored-\(name)").path
        try (mirroredLines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The frame and settle lines of a replay of `path` in `direction`.
    private func motion(_ path: String, _ direction: String, style: String) throws -> [String] {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", style, "--size", "800x600", "--virtual-clock", "--trace",
                                  "--direction", direction, "--replay", path])
        XCTAssertEqual(app.waitForExit(timeout: 30), 0, "the app exits once the replay has settled: \(app.standardError)")
        return app.outputLines.filter { $0.contains("\"frame\"") || $0.contains("\"settled\"") }
    }

    func testMirroredSwipesAndDragsReplayTheSameMotion() throws {
        for (name, style) in [("swipe-reveal-60hz.jsonl", "push"), ("swipe-fling.jsonl", "push"),
                              ("drag-reveal-and-close.jsonl", "push"), ("swipe-reveal-60hz.jsonl", "drawer")] {
            let leftToRight = try motion(fixture(name).path, "ltr", style: style)
            let rightToLeft = try motion(try mirrored(name), "rtl", style: style)
            XCTAssertTrue(leftToRight.contains { $0.contains("\"open\"") }, "\(name) in \(style) opens: \(leftToRight)")
            XCTAssertEqual(rightToLeft, leftToRight, "\(name) in \(style)")
        }
    }

    /// A finger: an edge swipe from the leading edge over sidebar3d's menu
    /// button, then a drag on the content that closes it, mirrored, replays
    /// the same motion from the right edge.
    func testMirroredFingerEdgeSwipeAndDragReplayTheSameMotion() throws {
        func finger(from: Double, to: Double, at time: Double, y: Double) -> [String] {
            [#"{"t":\#(time),"type":"touch-down","id":0,"x":\#(from),"y":\#(y)}"#]
                + (1...12).map { step in
                    let x = from + (to - from) * Double(step) / 12
                    return #"{"t":\#(time + Double(step) / 60),"type":"touch-move","id":0,"x":\#(x),"y":\#(y)}"#
                }
                + [#"{"t":\#(time + 0.25),"type":"touch-up","id":0}"#]
        }
        let lines = finger(from: 12, to: 400, at: 0.2, y: 22) + finger(from: 600, to: 100, at: 1.5, y: 300)
        let path = artifacts.appendingPathComponent("touch-ltr.jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let leftToRight = try motion(path, "ltr", style: "sidebar3d")
        let rightToLeft = try motion(try mirrored(lines, as: "touch.jsonl"), "rtl", style: "sidebar3d")
        let settles = leftToRight.filter { $0.contains("\"settled\"") }
        XCTAssertTrue(settles.first?.contains("\"open\"") ?? false, "the edge swipe opens: \(leftToRight)")
        XCTAssertTrue(settles.last?.contains("\"closed\"") ?? false, "the drag closes: \(leftToRight)")
        XCTAssertEqual(rightToLeft, leftToRight)
    }

    /// Unmirrored, the same swipe pushes a right-to-left menu further shut: it never opens.
    func testAnUnmirroredSwipeDoesNotOpen() throws {
        let lines = try motion(fixture("swipe-reveal-60hz.jsonl").path, "rtl", style: "push")
        XCTAssertFalse(lines.contains { $0.contains("\"open\"") }, "\(lines)")
    }
}
