import Foundation
import XCTest

/// `auto`, the default, takes the direction from the locale: the demo and a
/// host of its own (Examples/OwnLoop's `MenuOverlay`) started in a Hebrew or
/// Arabic locale are mirrored with no flag, and `--direction ltr` overrides it.
final class RightToLeftLocaleTests: XCTestCase {
    private var app: AppProcess?

    override func tearDown() {
        app?.process.terminate()
    }

    private func settledState(after index: Int, file: StaticString = #filePath, line: UInt = #line) -> String? {
        app?.waitForEvent(where: "settled", after: index, file: file, line: line)?.event["state"] as? String
    }

    /// In he_IL the demo's push menu opens on a drag from the right, as with `--direction rtl`.
    func testAHebrewLocaleMirrorsTheDemo() throws {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", "push", "--size", "800x600", "--scale", "1", "--trace"],
                                 environment: ["LANG": "he_IL.UTF-8"], unsetting: ["LC_ALL", "LC_MESSAGES"])
        self.app = app
        XCTAssertNotNil(app.waitForEvent(where: "ready"))
        let input = try XDoTool(app: app)
        let mark = app.events.count
        try input.drag(from: (700, 300), to: (280, 300))
        XCTAssertEqual(settledState(after: mark), "open")
    }

    /// `--direction ltr` wins over an Arabic locale.
    func testTheFlagOverridesTheLocale() throws {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--style", "push", "--size", "800x600", "--scale", "1", "--trace", "--direction", "ltr"],
                                 environment: ["LC_ALL": "ar_EG.UTF-8"])
        self.app = app
        XCTAssertNotNil(app.waitForEvent(where: "ready"))
        let input = try XDoTool(app: app)
        let mark = app.events.count
        try input.drag(from: (100, 300), to: (520, 300))
        XCTAssertEqual(settledState(after: mark), "open")
    }

    /// A host's own loop: `MenuOverlay` follows the locale too, in its panel
    /// (440, 40, 320 x 300): a drag toward the left opens the menu, and its
    /// first row lies at the panel's right.
    func testAnOverlayInAnArabicLocaleIsMirroredInItsPanel() throws {
        try TestEnvironment.requireX11Display("xdotool needs X11")
        let binary = URL(fileURLWithPath: TestEnvironment.binary).deletingLastPathComponent()
            .appendingPathComponent("own-loop").path
        let app = try AppProcess([], environment: ["LC_ALL": "ar_EG.UTF-8"], executable: binary)
        self.app = app
        XCTAssertNotNil(app.waitForEvent(where: "ready"))
        let input = try XDoTool(app: app)
        var mark = app.events.count
        try input.drag(from: (740, 200), to: (480, 200))
        XCTAssertEqual(settledState(after: mark), "open")
        mark = app.events.count
        try input.click(x: 440 + 320 - 80, y: 100)   // the first row, mirrored
        XCTAssertEqual(app.waitForEvent(where: "chose", after: mark)?.event["row"] as? Int, 0)
    }
}
