import Foundation
import XCTest

/// `--bench N --virtual-clock` in every style, N = 10000 toggles (or
/// `SLIDEOUT_SOAK_TOGGLES`), at the least window size: the live GL textures
/// after the last toggles equal those after the first hundred, and the
/// resident memory grows by less than 2 MB over the run. Prints the figures.
final class SoakTests: XCTestCase {
    private let toggles = ProcessInfo.processInfo.environment["SLIDEOUT_SOAK_TOGGLES"].flatMap(Int.init) ?? 10_000
    private let warmUp = 100

    /// The process's resident set in MB, from /proc.
    private func residentMegabytes(of pid: Int32) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
        return kilobytes / 1024
    }

    private func settledTextures(_ app: AppProcess) -> [(state: String, textures: Int)] {
        app.events.compactMap { event in
            guard event["event"] as? String == "settled", let state = event["state"] as? String,
                  let textures = event["textures"] as? Int else { return nil }
            return (state, textures)
        }
    }

    func testEveryStyleTogglesTenThousandTimesWithoutGrowing() throws {
        try TestEnvironment.requireDisplay()
        XCTAssertGreaterThan(toggles, warmUp * 2, "SLIDEOUT_SOAK_TOGGLES must leave a run after the warm-up")
        for style in ["push", "drawer", "panels", "sidebar3d", "slidedown"] {
            let app = try AppProcess(["--style", style, "--size", "320x300", "--virtual-clock", "--trace",
                                      "--bench", "\(toggles)"],
                                     keepingLines: { !$0.hasPrefix(#"{"event":"frame""#) })
            var warmSettles = 0, mark = 0
            while warmSettles < warmUp, let settled = app.waitForEvent(where: "settled", after: mark, timeout: 120) {
                warmSettles += 1
                mark = settled.index + 1
            }
            let warmRSS = residentMegabytes(of: app.process.processIdentifier)
            XCTAssertEqual(warmSettles, warmUp, style)
            XCTAssertEqual(app.waitForExit(timeout: 3000), 0, "\(style): \(app.standardError)")
            guard let bench = app.outputLines.last(where: { $0.hasPrefix("frames=") }),
                  let finalRSS = bench.split(separator: " ").first(where: { $0.hasPrefix("rss_mb=") })
                    .flatMap({ Double($0.dropFirst(7)) }),
                  let warmRSS else {
                XCTFail("\(style): no bench line or RSS: \(app.outputLines.suffix(2)) \(app.standardError)")
                continue
            }
            let settles = settledTextures(app)
            XCTAssertEqual(settles.count, toggles, style)
            let early = settles[warmUp - 2..<warmUp], late = settles.suffix(2)
            XCTAssertEqual(early.map(\.state), late.map(\.state), style)
            XCTAssertEqual(early.map(\.textures), late.map(\.textures), "\(style): live GL textures at rest, early and late")
            XCTAssertLessThan(finalRSS - warmRSS, 2, "\(style): RSS after \(warmUp) toggles \(warmRSS) MB, at the end \(finalRSS) MB")
            print("soak \(style): \(toggles) toggles, textures \(early.map(\.textures)) -> \(late.map(\.textures)), "
                  + "RSS \(String(format: "%.1f", warmRSS)) -> \(String(format: "%.1f", finalRSS)) MB; \(bench)")
        }
    }
}
