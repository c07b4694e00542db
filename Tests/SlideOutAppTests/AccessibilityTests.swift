import Foundation
import XCTest

/// Each style as assistive technology sees it, through AT-SPI: the real app
/// registers with the accessibility bus of a D-Bus session of the test's own,
/// and pyatspi (Tests/Accessibility/atspi-probe.py) reads its tree, does
/// actions and listens to its events, as Orca would. On X11 (Xvfb) and as a
/// native Wayland client (headless weston).
class AccessibilityTestCase: XCTestCase {
    /// What the tests expect of one style's screen.
    struct Screen {
        let style: String
        /// The push button that opens the menu.
        let toggle: String
        /// The menu's rows, top to bottom (nil: built once the menu opens).
        let rows: [String]?
        /// The row chosen through its action.
        let chosenRow: Int
        /// The open menu covers the content modally (an overlay, a snapshot).
        let isModal: Bool
        /// The content's other push buttons (tabs, bar buttons), each clickable on screen.
        let otherButtons: [String]
    }

    static let screens = [
        "push": Screen(style: "push", toggle: "Show Side Menu", rows: ["First View", "Second View"], chosenRow: 1,
                       isModal: true, otherButtons: ["First View", "Second View"]),
        // The drawer pushes the content aside and leaves it live (no overlay, as seed 001 has it).
        "drawer": Screen(style: "drawer", toggle: "Menu", rows: ["Profile", "List", "Moments"], chosenRow: 0,
                         isModal: false, otherButtons: ["Home", "Search", "Notifications", "Messages"]),
        "panels": Screen(style: "panels", toggle: "Kitties", rows: nil, chosenRow: 1, isModal: false,
                         otherButtons: ["Puppies"]),
        "sidebar3d": Screen(style: "sidebar3d", toggle: "Menu",
                            rows: ["Sun", "Umbrella", "Star", "Clover", "Anchor", "Bolt", "Plane", "Snow"],
                            chosenRow: 2, isModal: false, otherButtons: []),
        "slidedown": Screen(style: "slidedown", toggle: "Menu",
                            rows: ["Home", "News", "Tech", "Sports", "Travel", "Featured"], chosenRow: 3,
                            isModal: true, otherButtons: []),
    ]

    /// The environment of the app's window system (X11 by default).
    func platformEnvironment() throws -> [String: String] {
        try TestEnvironment.requireX11Display("needs Xvfb (scripts/with-xvfb)")
        return ["WAYLAND_DISPLAY": ""]
    }

    /// Whether xdotool can click the window (X11).
    var canClick: Bool { true }

    /// More flags for the app (a layout direction).
    var extraArguments: [String] { [] }

    /// Opens the style's window, reads its tree, checks its extents (and on
    /// X11 clicks at them), opens the menu with the toggle's action, chooses
    /// a row with its action, and follows the events of each step.
    func checkScreen(_ name: String, scale: Double? = nil) throws {
        let screen = try XCTUnwrap(Self.screens[name])
        let probe = try AccessibilityProbe()
        let app = try AppProcess(["--style", screen.style, "--size", "800x600", "--state", "closed", "--trace"]
                                 + (scale.map { ["--scale", "\($0)"] } ?? []) + extraArguments,
                                 environment: try platformEnvironment().merging(probe.environment) { $1 })
        defer { app.process.terminate() }
        let ready = try XCTUnwrap(app.waitForEvent(where: "ready")?.event)
        try probe.find(app.process.processIdentifier)
        var events: [[String: Any]] = []

        // Closed: the frame, the content with its buttons, the menu not showing.
        var tree = try probe.tree()
        let pixelsPerPoint = try XCTUnwrap(ready["scale"] as? Double)
        if let scale { XCTAssertEqual(pixelsPerPoint, scale, "the forced scale") }
        XCTAssertEqual(tree.role, "application")
        let frame = try XCTUnwrap(tree.children.first, tree.dump())
        XCTAssertEqual(frame.role, "frame")
        XCTAssertTrue(frame.name.hasPrefix("SlideOut — \(screen.style)"), frame.name)
        XCTAssertEqual(frame.window, [0, 0, Int(800 * pixelsPerPoint), Int(600 * pixelsPerPoint)], "the frame's pixels")
        if frame.states.contains("active") {   // a window that opens focused is activated as it appears
            try probe.waitForEvent(in: &events) { $0["type"] as? String == "window:activate" }
        }
        XCTAssertEqual(frame.children.map(\.role), ["panel", "list"], tree.dump())
        var toggle = try XCTUnwrap(tree.first("push button", named: screen.toggle), tree.dump())
        XCTAssertTrue(toggle.states.isSuperset(of: ["showing", "visible", "enabled", "focusable", "expandable",
                                                    "collapsed"]), tree.dump())
        XCTAssertEqual(toggle.actions, ["click"])
        for name in screen.otherButtons {
            let button = tree.first("push button", named: name)
            XCTAssertEqual(button?.actions, ["click"], "\(name), a push button with a click; \(tree.dump())")
            XCTAssertTrue(button?.states.contains("showing") == true, "\(name) shows; \(tree.dump())")
        }
        XCTAssertFalse(tree.first("list")?.states.contains("showing") ?? true, "a closed menu shows; \(tree.dump())")
        // What does not show has no action a click could not do: the closed menu's rows.
        let refused = app.events.count
        for row in tree.first("list")?.children.prefix(1) ?? [] {
            try probe.act(on: row, expecting: false)
        }
        let hit = try probe.object(atWindowPixel: toggle.window[0] + toggle.window[2] / 2,
                                   toggle.window[1] + toggle.window[3] / 2)
        XCTAssertEqual(hit.name, screen.toggle, "the object at the toggle's middle")

        // The window's activation is announced (focus goes to another
        // window, xev's, and back); a click at the middle of the toggle's
        // screen extents (the pixels) presses it.
        if canClick {
            let other = try AppProcess([], executable: "/usr/bin/xev")
            defer { other.process.terminate() }
            let otherWindow = try XDoTool.run(["search", "--sync", "--onlyvisible", "--name", "^Event Tester$"])
                .split(separator: "\n").first.map(String.init) ?? ""
            try XDoTool.run(["windowfocus", "--sync", otherWindow])
            try probe.waitForEvent(in: &events) { $0["type"] as? String == "window:deactivate" }
            _ = try XDoTool(app: app)   // focuses the app's window again
            try probe.waitForEvent(in: &events) { $0["type"] as? String == "window:activate" }
            other.process.terminate()   // its window, at the screen's corner, is gone before the click
            _ = other.waitForExit()
            try probe.waitForEvent(in: &events) {
                $0["type"] as? String == "object:state-changed:active" && $0["role"] as? String == "frame"
                    && $0["detail1"] as? Int == 1
            }
            XCTAssertTrue(try probe.tree().children.first?.states.contains("active") == true, "the frame is active")
            let mark = app.events.count
            try XDoTool.run(["mousemove", "\(toggle.screen[0] + toggle.screen[2] / 2)",
                             "\(toggle.screen[1] + toggle.screen[3] / 2)", "click", "1"])
            XCTAssertNotNil(app.waitForEvent(where: "tap", after: mark), "no tap at the toggle's screen extents")
            XCTAssertEqual(app.waitForEvent(where: "settled", after: mark)?.event["state"] as? String, "open")
            let closing = app.events.count
            try XDoTool.run(["key", "Escape"])
            XCTAssertEqual(app.waitForEvent(where: "settled", after: closing)?.event["state"] as? String, "closed")
        }

        // The toggle's action opens the menu, announced by expanded and showing.
        try probe.forgetEvents()
        var mark = app.events.count
        try probe.act(on: toggle)
        XCTAssertNotNil(app.waitForEvent(where: "tap", after: mark))
        XCTAssertEqual(app.waitForEvent(where: "settled", after: mark)?.event["state"] as? String, "open")
        try probe.waitForEvent(in: &events) {
            $0["type"] as? String == "object:state-changed:expanded" && $0["name"] as? String == screen.toggle
                && $0["detail1"] as? Int == 1
        }
        // Rows come into view, or (panels, which builds a side's rows as it opens) come to be.
        try probe.waitForEvent(in: &events) {
            $0["type"] as? String == "object:state-changed:showing" && $0["role"] as? String == "list item"
                && $0["detail1"] as? Int == 1
                || $0["type"] as? String == "object:children-changed:add" && $0["role"] as? String == "list"
        }
        tree = try probe.tree()
        toggle = try XCTUnwrap(tree.first("push button", named: screen.toggle), tree.dump())
        XCTAssertTrue(toggle.states.contains("expanded"), tree.dump())
        let menu = try XCTUnwrap(tree.first("list"))
        XCTAssertTrue(menu.states.contains("showing"), tree.dump())
        let rows = menu.children
        if let names = screen.rows { XCTAssertEqual(rows.map(\.name), names, tree.dump()) }
        XCTAssertGreaterThan(rows.count, screen.chosenRow, tree.dump())
        for row in rows {
            XCTAssertEqual(row.role, "list item")
            XCTAssertTrue(row.states.isSuperset(of: ["showing", "visible", "enabled", "focusable", "selectable"]),
                          tree.dump())
            XCTAssertEqual(row.actions, ["click"])
            XCTAssertTrue(row.window[2] > 0 && row.window[3] > 0, tree.dump())
        }

        // Modality: the covered content and its buttons are not showing.
        let content = try XCTUnwrap(tree.children.first?.children.first)
        XCTAssertEqual(content.states.contains("showing"), !screen.isModal, tree.dump())
        if screen.isModal {
            XCTAssertFalse(content.descendants.contains { $0.states.contains("showing") }, tree.dump())
            // Nor the buttons the menu covers, which a click would not reach.
            for button in content.descendants where button.role == "push button" {
                try probe.act(on: button, expecting: false)
            }
        }

        // A row's action chooses it, as a click does; the menu goes, announced.
        let chosen = rows[screen.chosenRow]
        try probe.forgetEvents()
        events.removeAll()
        mark = app.events.count
        try probe.act(on: chosen)
        XCTAssertEqual(app.waitForEvent(where: "select", after: mark)?.event["item"] as? String, chosen.name)
        XCTAssertEqual(app.events[refused...].filter { $0["event"] as? String == "select" }.count, 1,
                       "only the row that shows was chosen: \(app.outputLines)")
        // The window's title names the new screen: a name change, which a screen reader hears of no other way.
        let renamed = try probe.waitForEvent(in: &events) {
            $0["type"] as? String == "object:property-change:accessible-name" && $0["role"] as? String == "frame"
        }
        XCTAssertNotEqual(renamed?["data"] as? String, frame.name, "the title before")
        XCTAssertEqual(try probe.tree().children.first?.name, renamed?["data"] as? String)
        XCTAssertEqual(app.waitForEvent(where: "settled", after: mark)?.event["state"] as? String, "closed")
        try probe.waitForEvent(in: &events) {
            $0["type"] as? String == "object:state-changed:showing" && $0["name"] as? String == chosen.name
                && $0["detail1"] as? Int == 0
                || $0["type"] as? String == "object:children-changed:remove" && $0["role"] as? String == "list"
        }
        try probe.waitForEvent(in: &events) {
            $0["type"] as? String == "object:state-changed:expanded" && $0["detail1"] as? Int == 0
        }
        tree = try probe.tree()
        XCTAssertTrue(try XCTUnwrap(tree.children.first?.children.first).states.contains("showing"), tree.dump())
    }

    /// Opens the style's menu and moves the keyboard focus down its rows
    /// (Down, Down: keys replayed through the live input path): each move is
    /// a focused state change on the row.
    func checkFocus(_ name: String) throws {
        let screen = try XCTUnwrap(Self.screens[name])
        let probe = try AccessibilityProbe()
        let keys = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("keys.jsonl")
        // Keys a while after the first frame (the app registers first); a late
        // move keeps the replay, and so the app, running until the test ends it.
        try [#"{"t":1.5,"type":"key","key":"down"}"#, #"{"t":2,"type":"key","key":"down"}"#,
             #"{"t":600,"type":"move","x":1,"y":1}"#].joined(separator: "\n").write(to: keys, atomically: true, encoding: .utf8)
        let app = try AppProcess(["--style", screen.style, "--size", "800x600", "--state", "open", "--trace",
                                  "--replay", keys.path],
                                 environment: try platformEnvironment().merging(probe.environment) { $1 })
        defer { app.process.terminate() }
        XCTAssertNotNil(app.waitForEvent(where: "ready"))
        try probe.find(app.process.processIdentifier)
        var events: [[String: Any]] = []
        let first = try XCTUnwrap(probe.waitForEvent(in: &events) {
            $0["type"] as? String == "object:state-changed:focused" && $0["detail1"] as? Int == 1
        })
        let tree = try probe.tree()
        let rows = try XCTUnwrap(tree.first("list")).children
        XCTAssertEqual(first["name"] as? String, rows.first?.name, tree.dump())
        // An action is live input, which a replay drops: refused, the last row is not chosen.
        try probe.act(on: try XCTUnwrap(rows.last), expecting: false)
        try probe.waitForEvent(in: &events) {
            $0["type"] as? String == "object:state-changed:focused" && $0["detail1"] as? Int == 1
                && $0["name"] as? String == rows.dropFirst().first?.name
        }
        XCTAssertFalse(app.events.contains { ["tap", "select"].contains($0["event"] as? String) },
                       "an action during a replay: \(app.outputLines)")
        try probe.waitForEvent(in: &events) {
            $0["type"] as? String == "object:state-changed:focused" && $0["detail1"] as? Int == 0
                && $0["name"] as? String == rows.first?.name
        }
        let after = try probe.tree()
        XCTAssertEqual(after.first("list")?.children.filter { $0.states.contains("focused") }.map(\.name),
                       [rows[1].name], after.dump())
    }
}

/// The five styles on X11 (Xvfb).
final class AccessibilityTests: AccessibilityTestCase {
    func testPush() throws { try checkScreen("push") }
    func testDrawer() throws { try checkScreen("drawer") }
    func testPanels() throws { try checkScreen("panels") }
    func testSidebar3D() throws { try checkScreen("sidebar3d") }
    func testSlideDown() throws { try checkScreen("slidedown") }
    func testPushAtScale2() throws { try checkScreen("push", scale: 2) }
    func testPushFocus() throws { try checkFocus("push") }
    func testDrawerFocus() throws { try checkFocus("drawer") }
    func testPanelsFocus() throws { try checkFocus("panels") }
    func testSidebar3DFocus() throws { try checkFocus("sidebar3d") }
    func testSlideDownFocus() throws { try checkFocus("slidedown") }
}

/// Mirrored (`--direction rtl`), on X11: the extents AT-SPI reports are
/// where the mirrored picture shows each object, so a click at them (and the
/// registry's hit test) reaches it.
final class RightToLeftAccessibilityTests: AccessibilityTestCase {
    override var extraArguments: [String] { ["--direction", "rtl"] }

    func testPush() throws { try checkScreen("push") }
    func testDrawer() throws { try checkScreen("drawer") }
    func testPanels() throws { try checkScreen("panels") }
    func testSidebar3D() throws { try checkScreen("sidebar3d") }
}

/// The five styles as native Wayland clients of headless weston (no seat:
/// no clicks there; keys come through the replay).
final class WaylandAccessibilityTests: AccessibilityTestCase {
    override func platformEnvironment() throws -> [String: String] { try TestEnvironment.waylandClient() }
    override var canClick: Bool { false }

    func testPush() throws { try checkScreen("push") }
    func testDrawer() throws { try checkScreen("drawer") }
    func testPanels() throws { try checkScreen("panels") }
    func testSidebar3D() throws { try checkScreen("sidebar3d") }
    func testSlideDown() throws { try checkScreen("slidedown") }
    func testPushFocus() throws { try checkFocus("push") }
    func testDrawerFocus() throws { try checkFocus("drawer") }
    func testPanelsFocus() throws { try checkFocus("panels") }
    func testSidebar3DFocus() throws { try checkFocus("sidebar3d") }
    func testSlideDownFocus() throws { try checkFocus("slidedown") }
}
