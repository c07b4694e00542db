import XCTest
@testable import SlideOutApp

/// `--bench N --bench-warm-up W`: the first W toggles (the window opening,
/// the compositor's animation with it) are left out of the result.
final class BenchmarkTests: XCTestCase {
    /// Runs toggles of `framesPerToggle` frames, 0.25 s each, and returns the result line.
    private func run(_ benchmark: inout Benchmark, framesPerToggle: [Int]) -> String? {
        benchmark.firstFrame(wallTime: 1)
        var line: String?
        for (index, frames) in framesPerToggle.enumerated() {
            for _ in 0..<frames { benchmark.countFrame() }
            line = benchmark.settled(wallTime: 1 + 0.25 * Double(index + 1))
        }
        return line
    }

    func testTheWarmUpTogglesAreNotCounted() {
        var benchmark = Benchmark(toggles: 1, warmUpToggles: 2)
        let line = run(&benchmark, framesPerToggle: [40, 30, 15])
        XCTAssertEqual(line?.hasPrefix("frames=15 wall_s=0.250 "), true, line ?? "no line after three toggles")
    }

    func testWithoutAWarmUpTheFirstToggleCounts() {
        var benchmark = Benchmark(toggles: 2, warmUpToggles: 0)
        let line = run(&benchmark, framesPerToggle: [15, 15])
        XCTAssertEqual(line?.hasPrefix("frames=30 wall_s=0.500 "), true, line ?? "no line after two toggles")
    }

    /// SPEC.md's line, field for field and nothing after it: a reader may match it whole.
    func testTheLineHoldsExactlyTheFieldsTheSpecNames() throws {
        var benchmark = Benchmark(toggles: 1, warmUpToggles: 0)
        let line = try XCTUnwrap(run(&benchmark, framesPerToggle: [15]))
        let names = line.split(separator: " ").map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) }
        XCTAssertEqual(names, ["frames", "wall_s", "cpu_s", "cpu_ms_per_frame", "fps", "rss_mb"], line)
        XCTAssertNotNil(line.wholeMatch(of: /frames=15 wall_s=0\.250 cpu_s=\d+\.\d{3} cpu_ms_per_frame=\d+\.\d{3} fps=60\.0 rss_mb=\d+\.\d/),
                        line)
    }

    func testNoLineBeforeTheMeasuredTogglesEnd() {
        var benchmark = Benchmark(toggles: 1, warmUpToggles: 2)
        XCTAssertNil(run(&benchmark, framesPerToggle: [15, 15]), "two toggles are the warm-up")
    }
}
