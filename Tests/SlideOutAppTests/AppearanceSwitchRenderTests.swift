import XCTest

/// A live switch of the desktop's appearance (the stand-in portal's
/// `SettingChanged`) restyles the shown screen in the running window, both
/// ways, without a restart: the page the X screen shows turns black, then
/// white, then black again; under slidedown's presented menu, the
/// snapshot of the main screen too.
final class AppearanceSwitchRenderTests: XCTestCase {
    private static func isBlack(_ pixel: UInt) -> Bool { pixel & 0xffffff < 0x101010 }
    private static func isWhite(_ pixel: UInt) -> Bool { pixel & 0xffffff >= 0xf0f0f0 }

    private func checkSwitches(_ style: String, at point: (x: Int32, y: Int32), arguments: [String] = []) throws {
        try TestEnvironment.requireX11Display("the screen's pixels are read through X11")
        let portal = try PortalStandIn(colorScheme: 1)
        let app = try AppProcess(["--style", style, "--size", "400x600", "--scale", "1", "--trace"] + arguments,
                                 environment: portal.environment, unsetting: ["SLIDEOUT_APPEARANCE"])
        defer { app.process.terminate() }
        XCTAssertEqual(app.waitForEvent(where: "ready", timeout: 20)?.event["appearance"] as? String, "dark")
        let window = try XDoTool(app: app).windowID
        XCTAssertTrue(Docking.waitForPixel(of: window, x: point.x, y: point.y, Self.isBlack), "\(style): dark at first")
        try portal.set(["color-scheme": 2])
        XCTAssertTrue(Docking.waitForPixel(of: window, x: point.x, y: point.y, Self.isWhite), "\(style): to light")
        try portal.set(["color-scheme": 1])
        XCTAssertTrue(Docking.waitForPixel(of: window, x: point.x, y: point.y, Self.isBlack), "\(style): back to dark")
        XCTAssertTrue(app.process.isRunning, "\(style): the same process followed both switches")
    }

    func testPush() throws { try checkSwitches("push", at: (200, 150)) }
    func testDrawer() throws { try checkSwitches("drawer", at: (200, 300)) }
    func testPanels() throws { try checkSwitches("panels", at: (20, 560)) }
    func testSlideDown() throws { try checkSwitches("slidedown", at: (200, 560)) }
    /// The first row's corner in the snapshot's 150 points at the bottom.
    func testSlideDownSnapshot() throws {
        try checkSwitches("slidedown", at: (395, 500), arguments: ["--state", "open"])
    }
}
