import Foundation
import XCTest

/// SPEC "Desktop sizes" as assistive technology reads it (pyatspi, as in
/// AccessibilityTests), on X11: the docked menu sits beside live content,
/// so both are `showing`; the overlay menu at a phone width still covers
/// the content modally.
final class DockingAccessibilityTests: XCTestCase {
    /// Starts push at `size` with `extra` flags under `probe`, and returns its
    /// `ready` event and tree once it registered.
    private func launch(_ probe: AccessibilityProbe, size: String, _ extra: [String] = [],
                        file: StaticString = #filePath, line: UInt = #line) throws -> (AppProcess, [String: Any], AccessibleObject) {
        let app = try AppProcess(["--style", "push", "--size", size, "--scale", "1", "--trace"] + extra,
                                 environment: ["WAYLAND_DISPLAY": ""].merging(probe.environment) { $1 })
        let ready = try XCTUnwrap(app.waitForEvent(where: "ready", file: file, line: line)?.event, file: file, line: line)
        try probe.find(app.process.processIdentifier, file: file, line: line)
        return (app, ready, try probe.tree(file: file, line: line))
    }

    func testTheDockedMenuAndTheContentBothShowWhileTheOverlayStaysModal() throws {
        try TestEnvironment.requireX11Display("needs Xvfb (scripts/with-xvfb)")
        let probe = try AccessibilityProbe()

        let (docked, ready, tree) = try launch(probe, size: "1280x800")
        XCTAssertEqual(ready["mode"] as? String, "docked")
        let content = try XCTUnwrap(tree.children.first?.children.first, tree.dump())
        XCTAssertTrue(content.states.contains("showing"), "live content beside the menu; \(tree.dump())")
        let toggle = try XCTUnwrap(tree.first("push button", named: "Show Side Menu"), tree.dump())
        XCTAssertTrue(toggle.states.isSuperset(of: ["showing", "visible", "enabled"]), tree.dump())
        let menu = try XCTUnwrap(tree.first("list"), tree.dump())
        XCTAssertTrue(menu.states.contains("showing"), "the docked menu shows; \(tree.dump())")
        XCTAssertEqual(menu.children.map(\.name), ["First View", "Second View"], tree.dump())
        XCTAssertTrue(menu.children.allSatisfy { $0.states.isSuperset(of: ["showing", "visible"]) }, tree.dump())
        XCTAssertGreaterThanOrEqual(toggle.window.first ?? 0, 320, "the content is laid out right of the menu; \(tree.dump())")
        docked.process.terminate()
        _ = docked.waitForExit()

        let (overlay, phoneReady, open) = try launch(probe, size: "700x700", ["--state", "open"])
        defer { overlay.process.terminate() }
        XCTAssertEqual(phoneReady["mode"] as? String, "overlay")
        XCTAssertTrue(try XCTUnwrap(open.first("list"), open.dump()).states.contains("showing"), open.dump())
        let covered = try XCTUnwrap(open.children.first?.children.first, open.dump())
        XCTAssertFalse(covered.states.contains("showing"), "the overlay covers the content modally; \(open.dump())")
        XCTAssertFalse(covered.descendants.contains { $0.states.contains("showing") }, open.dump())
    }
}
