import Foundation
import XCTest

/// A `MenuHost` opened and closed 100 times in one process (Tests/HostCycle:
/// a push menu shown, opened with text on screen, settled, closed, dropped)
/// gives back what it took: the descriptors, threads and live GL textures
/// after the last window equal those after the first. On X11 under Xvfb, and
/// with an accessibility bus present (each window registering with AT-SPI:
/// the suite runs inside mutter's D-Bus session, so the others have one too),
/// on GNOME's compositor, natively and through Xwayland, with a virtual
/// pointer moving over the window all along (seat events for windows gone,
/// and X11's smooth-scroll reader, which needs a pointer with scroll valuators).
final class HostLifetimeTests: XCTestCase {
    private static let windows = 100

    private var hostCycle: String {
        URL(fileURLWithPath: TestEnvironment.binary).deletingLastPathComponent().appendingPathComponent("host-cycle").path
    }

    private struct Counts: Decodable, Equatable {
        let windows: Int
        let descriptors: Int
        let threads: Int
        let textures: Int
        let texturesShown: Int
    }

    /// Runs host-cycle in `environment` and checks what it reports.
    private func assertNothingLeaks(_ environment: [String: String], on platform: String) throws {
        let app = try AppProcess([String(Self.windows)], environment: environment, executable: hostCycle)
        app.waitForEvent(timeout: 300) { $0["windows"] as? Int == Self.windows }
        let status = app.waitForExit()
        XCTAssertEqual(status, 0, "\(platform): host-cycle failed: \(app.wholeStandardError())")
        let counts = try app.outputLines.map { try JSONDecoder().decode(Counts.self, from: Data($0.utf8)) }
        XCTAssertEqual(counts.map(\.windows), [1, Self.windows], "\(platform): \(app.outputLines)")
        let (first, last) = (try XCTUnwrap(counts.first), try XCTUnwrap(counts.last))
        XCTAssertGreaterThan(first.texturesShown, 0, "\(platform): no texture counted while the label showed")
        XCTAssertEqual(first.textures, 0, "\(platform): textures left after the first window")
        XCTAssertEqual(last.textures, 0, "\(platform): textures left after the last window")
        XCTAssertEqual(last.descriptors, first.descriptors, "\(platform): descriptors leak")
        XCTAssertEqual(last.threads, first.threads, "\(platform): threads leak")
        print("\(platform): \(Self.windows) windows: descriptors \(first.descriptors) -> \(last.descriptors), "
              + "threads \(first.threads) -> \(last.threads)")
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
