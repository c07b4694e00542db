import Foundation
import XCTest

/// What the docking tests (SPEC "Desktop sizes") read from a trace: the
/// `layout` events and the breakpoint's rule over them.
enum Docking {
    /// Docked from this window width (points) up...
    static let dockWidth = 840
    /// ...and overlay again below this one.
    static let undockWidth = 800

    /// A number field of a trace event (or of state.json) as a Double.
    static func number(_ event: [String: Any]?, _ key: String) -> Double? {
        (event?[key] as? NSNumber)?.doubleValue
    }

    /// The `layout` events after the first `index` events.
    static func layouts(of app: AppProcess, after index: Int = 0) -> [[String: Any]] {
        let events = app.events
        return events[min(index, events.count)...].filter { $0["event"] as? String == "layout" }
    }

    /// Replays the breakpoint over the trace: from `ready`'s mode, every
    /// `layout` at a width >= 840 must be docked, below 800 overlay, and in
    /// between keep the mode it had (hysteresis). A layout in the old mode
    /// at a new size (one frame of wrong layout) fails here.
    static func assertModesFollowTheBreakpoint(_ app: AppProcess, file: StaticString = #filePath,
                                               line: UInt = #line) {
        let events = app.events.filter { ["ready", "layout"].contains($0["event"] as? String) }
        guard var mode = events.first?["mode"] as? String else {
            return XCTFail("no ready with a mode: \(app.outputLines.prefix(4))", file: file, line: line)
        }
        for event in events.dropFirst() {
            guard let width = event["width"] as? Int else { continue }
            let expected = width >= dockWidth ? "docked" : width < undockWidth ? "overlay" : mode
            XCTAssertEqual(event["mode"] as? String, expected, "layout at width \(width) after \(mode): \(event)",
                           file: file, line: line)
            mode = event["mode"] as? String ?? mode
        }
    }

    /// Waits for a `layout` event after the first `index` events at window width `width`.
    @discardableResult
    static func waitForLayout(of app: AppProcess, width: Int, after index: Int, timeout: TimeInterval = 15,
                              file: StaticString = #filePath, line: UInt = #line) -> [String: Any]? {
        app.waitForEvent(after: index, timeout: timeout, file: file, line: line) {
            $0["event"] as? String == "layout" && $0["width"] as? Int == width
        }?.event
    }

    /// The first `layout` event after the first `index` events at window
    /// width `width`, waiting at most `timeout`; nil (no failure) without one.
    static func layout(of app: AppProcess, width: Int, after index: Int, within timeout: TimeInterval)
        -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let found = layouts(of: app, after: index).first(where: { $0["width"] as? Int == width }) {
                return found
            }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    /// The push menu's yellow, as the X screen shows it.
    static func isYellow(_ pixel: UInt) -> Bool {
        let (r, g, b) = ((pixel >> 16) & 0xff, (pixel >> 8) & 0xff, pixel & 0xff)
        return r > 240 && g > 240 && b < 30
    }

    /// Waits until the X screen's pixel at window point (x, y) satisfies
    /// `matches` (the app draws a frame after its `layout` event); false on timeout.
    static func waitForPixel(of window: String, x: Int32, y: Int32, timeout: TimeInterval = 10,
                             _ matches: (UInt) -> Bool) -> Bool {
        guard let screen = ScreenPixels() else { return false }
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let pixel = screen.pixel(window: window, x: x, y: y), matches(pixel) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return false
    }

    /// A fresh XDG_STATE_HOME named `name` in `folder` (a test's artifact
    /// folder) and the state file the demo keeps there.
    static func stateHome(_ name: String, in folder: URL) -> (home: String, file: URL) {
        let home = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: home)
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return (home.path, home.appendingPathComponent("slideout/state.json"))
    }
}
