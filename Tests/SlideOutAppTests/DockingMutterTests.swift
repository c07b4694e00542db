import Foundation
import XCTest

/// The docking breakpoint (SPEC "Desktop sizes") with the app as a native
/// Wayland client of GNOME's compositor, resized the ways a GNOME user
/// resizes it: mutter's keybindings (GSettings defaults) through its virtual
/// keyboard and pointer. Super+Left tiles the window to the left half (632
/// wide on the 1280x800 monitor), Super+Up maximizes it (1272), and
/// Super + middle-button drag resizes it with the pointer.
final class DockingMutterTests: MutterTestCase {
    private enum Key: UInt32 {
        case superLeft = 0xffeb, left = 0xff51, up = 0xff52, f9 = 0xffc6
    }

    /// Presses `keys` together (in order, released in reverse), as a chord.
    private func chord(_ keys: Key...) throws {
        for key in keys { try input.keysym(key.rawValue, pressed: true) }
        for key in keys.reversed() { try input.keysym(key.rawValue, pressed: false) }
    }

    /// The toggle hides the docked menu, so it was shown.
    private func assertTheDockedMenuShows(file: StaticString = #filePath, line: UInt = #line) throws {
        let start = mark
        try chord(.f9)
        XCTAssertEqual(settled(after: start, file: file, line: line)?["state"] as? String, "closed",
                       "docked again, the menu shows as left", file: file, line: line)
    }

    /// Tiled to half the monitor the push menu overlays; maximized it docks
    /// again, shown; no layout on the way keeps the old mode at a new size.
    func testTilingAndMaximizingCrossTheBreakpointOnWayland() throws {
        let ready = try launch(.wayland, ["--style", "push"])
        XCTAssertEqual(ready?["platform"] as? String, "wayland")
        XCTAssertEqual(ready?["mode"] as? String, "docked")
        var start = mark
        try chord(.superLeft, .left)
        let tiled = app.waitForEvent(after: start, timeout: 15) {
            $0["event"] as? String == "layout" && ($0["width"] as? Int ?? .max) < Docking.undockWidth
        }?.event
        XCTAssertEqual(tiled?["mode"] as? String, "overlay", "tiled to \(tiled?["width"] ?? "?") points")
        start = mark
        try chord(.superLeft, .up)
        let maximized = app.waitForEvent(after: start, timeout: 15) {
            $0["event"] as? String == "layout" && ($0["width"] as? Int ?? 0) >= Docking.dockWidth
        }?.event
        XCTAssertEqual(maximized?["mode"] as? String, "docked", "maximized to \(maximized?["width"] ?? "?") points")
        XCTAssertEqual(Docking.number(maximized, "menuWidth"), 320)
        Docking.assertModesFollowTheBreakpoint(app)
        try assertTheDockedMenuShows()
    }

    /// Super + middle-button drag (mutter's mouse resize) on the window's
    /// right third moves its right edge with the pointer, so the width is
    /// 1000 + the pointer's travel: docked through 800, overlay at 790 and
    /// through 830, docked at 840, shown.
    func testAMouseResizeHoldsTheHysteresisOnWayland() throws {
        try launch(.wayland, ["--style", "push"])
        try pointer(at: 900, 350)
        try input.keysym(Key.superLeft.rawValue, pressed: true)
        try input.button(274, pressed: true)
        var width = 1000
        /// Moves the right edge to `target` and returns the mode laid out there.
        func resize(to target: Int) throws -> String? {
            let before = mark
            try input.moveRelative(dx: Double(target - width), dy: 0)
            width = target
            return Docking.waitForLayout(of: app, width: target, after: before)?["mode"] as? String
        }
        XCTAssertEqual(try resize(to: 800), "docked", "800 is inside the gap")
        XCTAssertEqual(try resize(to: 790), "overlay", "below 800")
        XCTAssertEqual(try resize(to: 830), "overlay", "830 is inside the gap")
        XCTAssertEqual(try resize(to: 840), "docked", "from 840")
        try input.button(274, pressed: false)
        try input.keysym(Key.superLeft.rawValue, pressed: false)
        Docking.assertModesFollowTheBreakpoint(app)
        try assertTheDockedMenuShows()
    }
}
