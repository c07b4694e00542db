import Foundation
import XCTest

/// `--bench N --virtual-clock` in every style, N = 2000 toggles (or
/// `SLIDEOUT_SOAK_TOGGLES`), at the least window size: after the warm-up (the
/// first quarter of the toggles) the live GL textures at rest, the open
/// descriptors and the threads stay as they were to the last toggle, and the
/// memory the program holds stays flat. Prints the figures.
///
/// Memory held is the allocator's bytes in use (`heap_kb` in each `settled`
/// event, mallinfo2): at rest in one state it repeats to within a few
/// kilobytes from the first hundred toggles on, so the median of each state
/// over the run's last quarter may exceed that over the quarter after the
/// warm-up by at most 64 KB: over 2,000 toggles, about 60 bytes kept a toggle
/// reach it. The resident set is a coarser net for memory taken outside the
/// allocator (a driver's mappings): it steps up and down by a megabyte with
/// no leak at all (free pages the allocator keeps, failed CI three times at
/// a quarter megabyte), so its median may rise by at most 4 MB.
///
/// Two styles run at a time where there are two cores (each run is one
/// core's work: the five took 6.3 of CI's 23 minutes one after another).
final class SoakTests: XCTestCase {
    private let toggles = ProcessInfo.processInfo.environment["SLIDEOUT_SOAK_TOGGLES"].flatMap(Int.init) ?? 2000
    /// Toggles before anything is compared: the first quarter.
    private var warmUp: Int { toggles / 4 }
    /// How far a state's median heap in use may rise from the quarter after the warm-up to the last, in KB.
    private let heapRise = 64.0
    /// How far the median resident set may rise from the quarter after the warm-up to the last, in MB.
    private let residentRise = 4.0

    /// What the soak follows in the app, at one moment.
    private struct Usage {
        var residentMegabytes: Double
        var descriptors: Int
        var threads: Int

        var description: String {
            "RSS \(String(format: "%.1f", residentMegabytes)) MB, \(descriptors) fds, \(threads) threads"
        }

        /// Process `pid`'s usage, from /proc; nil once it has exited.
        init?(of pid: Int32) {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd") else {
                return nil
            }
            func field(_ name: String) -> Double? {
                status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") })?
                    .split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Double($0) }
            }
            guard let kilobytes = field("VmRSS"), let threads = field("Threads") else { return nil }
            (residentMegabytes, self.descriptors, self.threads) = (kilobytes / 1024, descriptors.count, Int(threads))
        }

        /// The usage at a bench's end: the bench line's `rss_mb=…`, and the
        /// last `settled` event's `fds` and `threads`.
        init?(benchLine: String, lastSettled: [String: Any]) {
            let fields = Dictionary(benchLine.split(separator: " ").compactMap { field -> (String, String)? in
                let parts = field.split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            }) { $1 }
            guard let rss = fields["rss_mb"].flatMap(Double.init), let descriptors = lastSettled["fds"] as? Int,
                  let threads = lastSettled["threads"] as? Int else { return nil }
            (residentMegabytes, self.descriptors, self.threads) = (rss, descriptors, threads)
        }
    }

    /// One style's soak: the app, and its usage read every 20 ms, each
    /// reading with the toggles settled by then (the app keeps only `settled`
    /// events and the bench line, so the lines count them).
    private struct Run {
        let style: String
        let app: AppProcess
        let deadline: Date
        var samples: [(settled: Int, usage: Usage)] = []

        /// Takes one reading; false once the app has exited or its time is up.
        mutating func sample() -> Bool {
            let settled = app.outputLines.count
            guard Date() < deadline, let usage = Usage(of: app.process.processIdentifier),
                  app.process.isRunning else { return false }
            samples.append((settled, usage))
            return true
        }
    }

    /// Soaks `styles`, `lanes` of them at a time, each for at most `timeout`
    /// seconds; returns their runs, in `styles`' order, once no app is read any more.
    private func soak(_ styles: [String], lanes: Int, timeout: TimeInterval) throws -> [Run] {
        var waiting = styles[...], running: [Run] = [], done: [Run] = []
        while !waiting.isEmpty || !running.isEmpty {
            while running.count < lanes, let style = waiting.popFirst() {
                let app = try AppProcess(["--style", style, "--size", "320x300", "--virtual-clock", "--trace",
                                          "--bench", "\(toggles)"],
                                         keepingLines: { $0.hasPrefix(#"{"event":"settled""#) || $0.hasPrefix("frames=") })
                running.append(Run(style: style, app: app, deadline: Date().addingTimeInterval(timeout)))
            }
            for index in running.indices.reversed() where !running[index].sample() {
                done.append(running.remove(at: index))
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return styles.compactMap { style in done.first { $0.style == style } }
    }

    private func settles(_ app: AppProcess) -> [(state: String, textures: Int, heapKilobytes: Double)] {
        app.events.compactMap { event in
            guard event["event"] as? String == "settled", let state = event["state"] as? String,
                  let textures = event["textures"] as? Int, let heap = event["heap_kb"] as? Double else { return nil }
            return (state, textures, heap)
        }
    }

    /// The middle of `readings` (the mean of the two middle ones for an even count); nil for none.
    private static func median(_ readings: [Double]) -> Double? {
        guard !readings.isEmpty else { return nil }
        let sorted = readings.sorted(), middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    func testEveryStyleTogglesThousandsOfTimesWithoutGrowing() throws {
        try TestEnvironment.requireDisplay()
        XCTAssertGreaterThanOrEqual(toggles, 400, "SLIDEOUT_SOAK_TOGGLES must leave a run after the warm-up")
        let quarter = (toggles - warmUp) / 4
        // The longest first, so that the two lanes end close together.
        let styles = ["drawer", "panels", "slidedown", "sidebar3d", "push"]
        let runs = try soak(styles, lanes: min(2, ProcessInfo.processInfo.activeProcessorCount),
                            timeout: Double(toggles) / 10)
        for run in runs {
            let (style, app, samples) = (run.style, run.app, run.samples)
            XCTAssertEqual(app.waitForExit(), 0, "\(style): \(app.standardError)")
            let first = samples.filter { (warmUp..<warmUp + quarter).contains($0.settled) }.map(\.usage)
            let last = samples.filter { $0.settled >= toggles - quarter }.map(\.usage.residentMegabytes)
            guard let bench = app.outputLines.last(where: { $0.hasPrefix("frames=") }),
                  let lastSettled = app.events.last(where: { $0["event"] as? String == "settled" }),
                  let final = Usage(benchLine: bench, lastSettled: lastSettled), let warm = first.first,
                  let firstLevel = Self.median(first.map(\.residentMegabytes)), let lastLevel = Self.median(last) else {
                XCTFail("\(style): no bench line (or no descriptors and threads in its last settle), "
                        + "or no readings in the first or last quarter: "
                        + "\(samples.count) readings, \(app.outputLines.suffix(2)) \(app.standardError)")
                continue
            }
            let settles = settles(app)
            XCTAssertEqual(settles.count, toggles, style)
            var heapLevels: [String] = []
            for state in Set(settles.map(\.state)).sorted() {
                func level(_ toggles: Range<Int>) -> Double? {
                    Self.median(settles[toggles].filter { $0.state == state }.map(\.heapKilobytes))
                }
                guard settles.count == toggles, let before = level(warmUp..<warmUp + quarter),
                      let after = level(toggles - quarter..<toggles) else { continue }
                XCTAssertLessThanOrEqual(after - before, heapRise,
                                         "\(style) \(state): median heap in use after the warm-up \(before) KB, "
                                         + "in the last quarter \(after) KB")
                heapLevels.append("\(state) \(Int(before)) -> \(Int(after)) KB")
            }
            let early = settles[warmUp - 2..<warmUp], late = settles.suffix(2)
            XCTAssertEqual(early.map(\.state), late.map(\.state), style)
            XCTAssertEqual(early.map(\.textures), late.map(\.textures), "\(style): live GL textures at rest, early and late")
            XCTAssertEqual(warm.descriptors, final.descriptors,
                           "\(style): open descriptors after the warm-up and at the end")
            XCTAssertEqual(warm.threads, final.threads, "\(style): threads after the warm-up and at the end")
            XCTAssertLessThan(lastLevel - firstLevel, residentRise,
                              "\(style): median RSS after the warm-up \(firstLevel) MB, in the last quarter \(lastLevel) MB")
            print("soak \(style): \(toggles) toggles, textures \(early.map(\.textures)) -> \(late.map(\.textures)), "
                  + "heap \(heapLevels.joined(separator: ", ")), "
                  + "median RSS \(String(format: "%.2f", firstLevel)) -> \(String(format: "%.2f", lastLevel)) MB "
                  + "(\(first.count), \(last.count) readings), \(warm.description) -> \(final.description); \(bench)")
        }
    }
}
