import Foundation
import XCTest

/// Generated replay files through the real binary on the virtual clock, in
/// every style: random presses, drags, wheel notches, trackpad streams (with
/// and without their stop), keys (style switches among them) and resizes
/// down to 0x0. Each run must exit 0, print nothing on stderr, trace only
/// finite progress (springs may overshoot a little, never by a whole page),
/// settle only at rest positions, and end settled.
final class ReplayFuzzTests: XCTestCase {
    /// Files per style; `SLIDEOUT_FUZZ_REPLAYS` asks for more.
    private let filesPerStyle = ProcessInfo.processInfo.environment["SLIDEOUT_FUZZ_REPLAYS"].flatMap(Int.init) ?? 2

    /// About `count` events over a few virtual seconds, as JSON lines.
    private func randomReplay(count: Int, using random: inout SplitMix64) -> [String] {
        var lines: [String] = []
        var time = 0.0
        func add(_ fields: String) {
            lines.append(#"{"t":\#(String(format: "%.4f", time)),\#(fields)}"#)
        }
        func point() -> (Double, Double) {
            (Double.random(in: -50...1100, using: &random), Double.random(in: -50...800, using: &random))
        }
        while lines.count < count {
            time += [0, 0.001, 1.0 / 120, 1.0 / 60, 0.1, 0.6].randomElement(using: &random)!
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1:
                let (x, y) = point()
                add(#""type":"move","x":\#(x),"y":\#(y)"#)
            case 2:
                add(#""type":"button","button":"\#(["left", "right", "middle"].randomElement(using: &random)!)","pressed":\#(Bool.random(using: &random))"#)
            case 3:
                let (x, y) = point()
                add(#""type":"button","pressed":true"#)
                for _ in 0..<Int.random(in: 1...20, using: &random) {
                    time += 1.0 / 60
                    add(#""type":"move","x":\#(x + Double.random(in: -400...400, using: &random)),"y":\#(y)"#)
                }
                if Bool.random(using: &random) { add(#""type":"button","pressed":false"#) }
            case 4:
                add(#""type":"scroll","dx":0,"dy":\#([-1, 1].randomElement(using: &random)!),"source":"wheel""#)
            case 5:
                let source = ["finger", "continuous"].randomElement(using: &random)!
                let dx = Double.random(in: -30...30, using: &random)
                for _ in 0..<Int.random(in: 1...30, using: &random) {
                    time += 1.0 / 60
                    add(#""type":"scroll","dx":\#(dx),"dy":\#(Double.random(in: -3...3, using: &random)),"source":"\#(source)""#)
                }
                if Bool.random(using: &random) { add(#""type":"scroll-stop""#) }
            case 6:
                add(#""type":"scroll","dx":\#(Double.random(in: -5...5, using: &random)),"dy":\#(Double.random(in: -5...5, using: &random))"#)
            case 9:
                // A finger (sometimes from the edge) drags, and lifts, is cancelled or stays down;
                // now and then a second finger lands and moves meanwhile.
                let id = Int.random(in: 0...2, using: &random)
                var (x, y) = point()
                if Bool.random(using: &random) { x = Double.random(in: 0...31, using: &random) }
                add(#""type":"touch-down","id":\#(id),"x":\#(x),"y":\#(y)"#)
                for _ in 0..<Int.random(in: 0...20, using: &random) {
                    time += 1.0 / 60
                    x += Double.random(in: -60...80, using: &random)
                    add(#""type":"touch-move","id":\#(id),"x":\#(x),"y":\#(y + Double.random(in: -20...20, using: &random))"#)
                    if Int.random(in: 0..<10, using: &random) == 0 {
                        let (sx, sy) = point()
                        add(#""type":"touch-down","id":3,"x":\#(sx),"y":\#(sy)"#)
                        add(#""type":"touch-move","id":3,"x":\#(sx - 100),"y":\#(sy)"#)
                        add(#""type":"touch-up","id":3"#)
                    }
                }
                switch Int.random(in: 0..<4, using: &random) {
                case 0: add(#""type":"touch-cancel","id":\#(id)"#)
                case 1: break
                default: add(#""type":"touch-up","id":\#(id)"#)
                }
            case 7, 8:
                let key = ["f9", "escape", "up", "down", "enter", "tab", "m", "1", "2", "3", "4", "5"]
                    .randomElement(using: &random)!
                let mods = key == "m" ? #","mods":["control"]"# : ""
                add(#""type":"key","key":"\#(key)","pressed":true\#(mods)"#)
                add(#""type":"key","key":"\#(key)","pressed":false\#(mods)"#)
            default:
                let sizes = [(0, 0), (1, 1), (320, 300), (800, 600), (1920, 1080), (3000, 200)]
                let (width, height) = sizes.randomElement(using: &random)!
                add(#""type":"resize","width":\#(width),"height":\#(height)"#)
            }
        }
        return lines
    }

    func testGeneratedReplaysEndSettledInEveryStyle() throws {
        try TestEnvironment.requireDisplay()
        let directory = TestEnvironment.artifactDirectory(for: self)
        let styles = ["push", "drawer", "panels", "sidebar3d", "slidedown"]
        var events = 0
        for (styleIndex, style) in styles.enumerated() {
            for file in 0..<filesPerStyle {
                let seed = UInt64(styleIndex * 1000 + file + 1)
                var random = SplitMix64(seed: seed)
                let lines = randomReplay(count: 400, using: &random)
                events += lines.count
                let path = directory.appendingPathComponent("\(style)-\(seed).jsonl").path
                try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
                let app = try AppProcess(["--style", style, "--size", "640x480", "--virtual-clock", "--trace",
                                          "--replay", path])
                let context = "\(style), seed \(seed), \(path)"
                XCTAssertEqual(app.waitForExit(timeout: 120), 0, "\(context): \(app.standardError)")
                XCTAssertEqual(app.standardError, "", context)
                let trace = app.events
                XCTAssertEqual(trace.count, app.outputLines.count, "every trace line is JSON: \(context)")
                for event in trace {
                    let progress = (event["progress"] as? NSNumber)?.doubleValue ?? .nan
                    switch event["event"] as? String {
                    case "frame": XCTAssertTrue(abs(progress) < 2, "\(context): \(event)")
                    case "settled": XCTAssertTrue([-1, 0, 1].contains(progress), "\(context): \(event)")
                    default: break
                    }
                }
                let motion = trace.compactMap { $0["event"] as? String }.filter { $0 == "frame" || $0 == "settled" }
                XCTAssertTrue(motion.isEmpty || motion.last == "settled", "\(context) ends settled: \(motion.suffix(3))")
            }
        }
        print("replay fuzz: \(events) events in \(styles.count * filesPerStyle) files through --replay")
    }
}
