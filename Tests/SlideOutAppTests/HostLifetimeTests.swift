import Foundation
import XCTest

/// A `MenuHost` opened and run 100 times in one process, flat, written as the
/// README writes a host (Tests/HostCycle: a push menu shown, opened with text
/// on screen, `host.onSettled = { host.stop() }`, which captures the host,
/// and no `close()`) gives back what it took as `run()` returns: after the
/// last window the process holds no live GL texture, and the descriptors and
/// threads of the warm-up windows (the first few, by which Mesa's and GLib's
/// process-wide threads exist), give or take `tolerance`. Before `run()`
/// released the host's callbacks, each window kept 4 descriptors and 2
/// threads. On X11 under Xvfb, and
/// with an accessibility bus present (each window registering with AT-SPI:
/// the suite runs inside mutter's D-Bus session, so the others have one too),
/// on GNOME's compositor, natively and through Xwayland, with a virtual
/// pointer moving over the window all along (seat events for windows gone,
/// and X11's smooth-scroll reader, which needs a pointer with scroll valuators).
final class HostLifetimeTests: XCTestCase {
    private static let windows = 100
    /// The windows host-cycle counts after besides the first and the last.
    private static let warmUp = 3
    /// Descriptors or threads the last window may hold beyond the warm-up's
    /// (a window that leaks holds one or more each).
    private static let tolerance = 2

    private var hostCycle: String {
        URL(fileURLWithPath: TestEnvironment.binary).deletingLastPathComponent().appendingPathComponent("host-cycle").path
    }

    private struct Counts: Decodable, Equatable {
        let windows: Int
        let descriptors: Int
        let threads: Int
        let textures: Int
        let texturesShown: Int
        let seconds: Double
    }

    /// Runs host-cycle in `environment` and checks what it reports.
    private func assertNothingLeaks(_ environment: [String: String], on platform: String) throws {
        let app = try AppProcess([String(Self.windows)], environment: environment, executable: hostCycle)
        app.waitForEvent(timeout: 300) { $0["windows"] as? Int == Self.windows }
        let status = app.waitForExit()
        XCTAssertEqual(status, 0, "\(platform): host-cycle failed: \(app.wholeStandardError())")
        let counts = try app.outputLines.map { try JSONDecoder().decode(Counts.self, from: Data($0.utf8)) }
        XCTAssertEqual(counts.map(\.windows), [1, Self.warmUp, Self.windows], "\(platform): \(app.outputLines)")
        guard counts.count == 3 else { return }
        let (first, warm, last) = (counts[0], counts[1], counts[2])
        XCTAssertGreaterThan(first.texturesShown, 0, "\(platform): no texture counted while the label showed")
        for count in counts {
            XCTAssertEqual(count.textures, 0, "\(platform): textures left after window \(count.windows)")
        }
        XCTAssertLessThanOrEqual(last.descriptors, warm.descriptors + Self.tolerance, "\(platform): descriptors leak")
        XCTAssertLessThanOrEqual(last.threads, warm.threads + Self.tolerance, "\(platform): threads leak")
        let perWindow = (last.seconds - first.seconds) / Double(Self.windows - 1)
        print("\(platform): \(Self.windows) windows: descriptors \(first.descriptors), \(warm.descriptors) after "
              + "\(Self.warmUp), \(last.descriptors) after \(Self.windows); threads \(first.threads), \(warm.threads), "
              + "\(last.threads); \(String(format: "%.3f", perWindow)) s a window")
    }

    func testX11UnderXvfb() throws {
        try TestEnvironment.requireX11Display("needs Xvfb (scripts/with-xvfb)")
        try assertNothingLeaks(["WAYLAND_DISPLAY": ""], on: "X11 (Xvfb)")
    }

    /// Each window registers with AT-SPI (a D-Bus session and accessibility
    /// bus of the test's own) and takes its connection and thread away again.
    func testX11WithAnAccessibilityBus() throws {
        try TestEnvironment.requireX11Display("needs Xvfb (scripts/with-xvfb)")
        let probe = try AccessibilityProbe()
        try assertNothingLeaks(probe.environment.merging(["WAYLAND_DISPLAY": ""]) { $1 }, on: "X11 (Xvfb) with AT-SPI")
    }

    func testNativeWaylandWithAMovingPointer() throws {
        let session = try MutterSession.required()
        try withMovingPointer(session) { try assertNothingLeaks(session.sessionEnvironment, on: "Wayland (mutter)") }
    }

    func testXwaylandWithAMovingPointer() throws {
        let session = try MutterSession.required()
        try withMovingPointer(session) { try assertNothingLeaks(session.x11ClientEnvironment, on: "Xwayland (mutter)") }
    }

    /// Runs `body` while mutter's virtual pointer sweeps back and forth
    /// across the middle of the screen, where the windows open.
    private func withMovingPointer(_ session: MutterSession, _ body: () throws -> Void) throws {
        // Only the mover's thread calls it once it starts.
        nonisolated(unsafe) let input = try session.remoteDesktop()
        let stop = NSCondition()
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var stopping = false
        nonisolated(unsafe) var failure: Error?
        let mover = Thread {
            var step = 0
            stop.lock()
            defer {
                stop.unlock()
                finished.signal()
            }
            while !stopping {
                do {
                    try input.moveTo(x: 340 + Double(step % 60) * 10, y: 400)
                } catch {
                    failure = error
                    return
                }
                step += 1
                _ = stop.wait(until: Date(timeIntervalSinceNow: 0.02))
            }
        }
        mover.start()
        defer {
            stop.lock()
            stopping = true
            stop.signal()
            stop.unlock()
            finished.wait()
        }
        try body()
        if let failure { XCTFail("the virtual pointer failed: \(failure)") }
    }
}
