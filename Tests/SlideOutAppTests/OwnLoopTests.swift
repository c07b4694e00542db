import Foundation
import XCTest

/// Examples/OwnLoop (built here as `own-loop`): a host that owns its GLFW
/// window, GL context and loop and draws a push menu into a panel of its
/// frame through `MenuOverlay`. What the screen shows proves the renderer
/// kept to the panel and gave the host its GL state back (the host sets its
/// clear colour, viewport, program, vertex array and blending once, and
/// draws a half-transparent bar after the menu every frame); xdotool drags
/// and keys prove the host's own event loop feeds the menu, in the panel's
/// coordinates, and keeps the presses outside the panel for itself.
final class OwnLoopTests: XCTestCase {
    private var app: AppProcess!
    private var input: XDoTool!
    private var screen: ScreenPixels!

    /// The host's colours as the screen shows them (0xRRGGBB), from Game and SquarePicker.
    private enum Shown {
        static let sky: UInt = 0x1A1F33
        static let page: UInt = 0x334D66
        static let menu: UInt = 0xF5F5F5
        /// The bar (1, 0.8, 0) at alpha 0.5 over the sky, the page and the menu.
        static let barOverSky: UInt = 0x8C751A
        static let barOverPage: UInt = 0x998C33
        static let barOverMenu: UInt = 0xFAE07A
    }

    override func setUpWithError() throws {
        try TestEnvironment.requireX11Display("xdotool and the screen's pixels need X11")
        let binary = URL(fileURLWithPath: TestEnvironment.binary).deletingLastPathComponent()
            .appendingPathComponent("own-loop").path
        app = try AppProcess([], executable: binary)
        let ready = try XCTUnwrap(app.waitForEvent(where: "ready")?.event)
        XCTAssertEqual(ready["panel"] as? [Double], [440, 40, 320, 300], "the panel these tests look at")
        input = try XDoTool(app: app)
        screen = try XCTUnwrap(ScreenPixels(), "no X display to read")
    }

    override func tearDown() {
        app?.process.terminate()
    }

    func testHostSceneMenuAndBarEachWhereTheirDrawerPutThem() throws {
        expect([(100, 100), (437, 100), (763, 100), (600, 37), (600, 343), (100, 480)], show: Shown.sky,
               "the host's clear colour around the panel: SlideOut drew only the panel and restored the clear colour")
        expect([(443, 43), (757, 43), (443, 337), (757, 337)], show: Shown.page, "the menu's page fills the panel")
        expect([(100, 310), (435, 310), (765, 310)], show: Shown.barOverSky,
               "the bar drawn after the menu, with the host's own viewport, program and blending")
        expect([(460, 310), (740, 310)], show: Shown.barOverPage, "the bar over the panel, blended onto the menu's page")
    }

    func testDragOverThePanelOpensTheMenuARowChoosesAndEscapeCloses() throws {
        var mark = app.events.count
        try input.drag(from: (460, 200), to: (720, 200))
        XCTAssertEqual(settledState(after: mark), "open")
        expect([(460, 50), (660, 50)], show: Shown.menu, "the open menu fills the panel's left three quarters")
        expect([(460, 310)], show: Shown.barOverMenu, "the bar drawn after the menu, over it")
        expect([(437, 100), (763, 100)], show: Shown.sky, "the open menu stays in the panel")

        // A drag outside the panel is the host's: had the menu taken it, it
        // would have closed, and the click after it would find no row.
        mark = app.events.count
        try input.drag(from: (400, 200), to: (60, 200))
        try input.click(x: 520, y: 100)   // the first row: 40 points down the menu, 44 tall
        let chose = app.waitForEvent(where: "chose", after: mark)
        XCTAssertEqual(chose?.event["row"] as? Int, 0)
        XCTAssertFalse(app.events[mark..<(chose?.index ?? mark)].contains { $0["event"] as? String == "settled" },
                       "a drag outside the panel is the host's, not the menu's: \(app.outputLines)")
        try input.key("Escape")   // through the host's key callback
        XCTAssertEqual(settledState(after: mark), "closed")
        expect([(460, 50)], show: Shown.page, "the closed menu's page fills the panel again")
    }

    /// A key the menu acts on is the menu's from press to release, even
    /// when the release comes after what it did (Esc's release, with the
    /// menu already closing); every other key, press and release, is the
    /// host's, which reports each as a `key` event.
    func testTheMenusKeysAreItsOwnFromPressToReleaseAndTheRestAreTheHosts() throws {
        var mark = app.events.count
        try input.key("a")
        try input.key("Escape")   // the menu is closed: nothing for it to do
        XCTAssertEqual(hostKeys(after: mark, through: Key.escape), [
            "\(Key.a) down", "\(Key.a) up", "\(Key.escape) down", "\(Key.escape) up"])

        mark = app.events.count
        try input.key("F9")
        XCTAssertEqual(settledState(after: mark), "open")
        let opened = app.events.count
        try input.key("Escape")
        XCTAssertEqual(settledState(after: opened), "closed")
        try input.key("b")
        XCTAssertEqual(hostKeys(after: mark, through: Key.b), ["\(Key.b) down", "\(Key.b) up"],
                       "F9 and Esc, which the menu acted on, pressed and released without the host hearing of them")
    }

    /// GLFW's key codes.
    private enum Key {
        static let a = 65, b = 66, escape = 256
    }

    /// The `key` events the host reported after `index`, as "CODE down" and
    /// "CODE up", waiting for the release of `last`.
    private func hostKeys(after index: Int, through last: Int, file: StaticString = #filePath,
                          line: UInt = #line) -> [String] {
        let end = app.waitForEvent(after: index, file: file, line: line) {
            $0["event"] as? String == "key" && $0["key"] as? Int == last && $0["pressed"] as? Bool == false
        }
        let events = app.events
        return events[min(index, events.count)..<(end.map { $0.index + 1 } ?? events.count)].compactMap { event in
            guard event["event"] as? String == "key", let key = event["key"] as? Int,
                  let pressed = event["pressed"] as? Bool else { return nil }
            return "\(key) \(pressed ? "down" : "up")"
        }
    }

    private func settledState(after index: Int, file: StaticString = #filePath, line: UInt = #line) -> String? {
        app.waitForEvent(where: "settled", after: index, file: file, line: line)?.event["state"] as? String
    }

    /// Checks that each point of the window shows `color`, within two levels
    /// per channel (rounding of the blend), waiting up to two seconds for a
    /// frame that shows it.
    private func expect(_ points: [(Int, Int)], show color: UInt, _ why: String,
                        file: StaticString = #filePath, line: UInt = #line) {
        func near(_ shown: UInt?) -> Bool {
            guard let shown else { return false }
            return [16, 8, 0].allSatisfy { shift in
                abs(Int((shown >> UInt(shift)) & 0xFF) - Int((color >> UInt(shift)) & 0xFF)) <= 2
            }
        }
        let deadline = Date().addingTimeInterval(2)
        for (x, y) in points {
            var shown = screen.pixel(window: input.windowID, x: Int32(x), y: Int32(y))
            while !near(shown) && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
                shown = screen.pixel(window: input.windowID, x: Int32(x), y: Int32(y))
            }
            XCTAssertTrue(near(shown), "(\(x), \(y)) shows \(shown.map { String($0, radix: 16) } ?? "nothing"), "
                          + "expected \(String(color, radix: 16)): \(why)", file: file, line: line)
        }
    }
}
