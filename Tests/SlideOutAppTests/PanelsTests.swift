import Foundation
import XCTest

/// The panels style (seed 002) rendered and driven in the real window.
final class PanelsRenderTests: ScreenshotTestCase {
    /// A phone-sized window (400 points): the side panel's 340 points are under SPEC's 400-point cap.
    func testRightExpandedLeavesSixtyPointsOfTheCenterWithAShadow() throws {
        let image = try screenshot(["--style", "panels", "--size", "400x600", "--scale", "1", "--state", "-1"])
        XCTAssertEqual(image.pixel(30, 300), .white, "the centre's last 60 points; see \(picturePath)")
        let panel = image.pixel(230, 500)
        XCTAssertTrue(panel.r > 240 && panel.r < 250, "the puppies panel (0.97 white): \(panel); see \(picturePath)")
        let shadow = image.pixel(61, 500)
        XCTAssertLessThan(shadow.r, panel.r - 10, "the centre casts a shadow onto the panel: \(shadow)")
        XCTAssertEqual(image.pixel(75, 500), panel, "the shadow is soft and short")
    }

    func testCollapsedHasNoShadowAndNoPanel() throws {
        let image = try screenshot(["--style", "panels", "--size", "800x600", "--scale", "1"])
        XCTAssertEqual(image.pixel(5, 500), .white)
        XCTAssertEqual(image.pixel(795, 500), .white, "see \(picturePath)")
    }
}

final class PanelsEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--style", "panels", "--size", "800x600", "--scale", "1"] }

    func testButtonsExpandEachSideAndChoosingCollapsesAndFreesThePanel() throws {
        var start = mark
        try input.click(x: 30, y: 22)   // Kitties
        let opened = event("settled", after: start)
        XCTAssertEqual(opened?["state"] as? String, "open")
        let texturesOpen = opened?["textures"] as? Int ?? 0
        start = mark
        try input.click(x: 200, y: 44 + 72 + 36)   // the second kitty
        XCTAssertEqual(event("select", after: start)?["item"] as? String, "Tabby on a Chair")
        let closed = event("settled", after: start)
        XCTAssertEqual(closed?["state"] as? String, "closed")
        XCTAssertLessThan(closed?["textures"] as? Int ?? 99, texturesOpen, "the panel's textures are freed")
        start = mark
        try input.click(x: 770, y: 22)  // Puppies
        XCTAssertEqual(settledState(after: start), "open-right")
    }

    func testDragPastHalfTheViewExpands() throws {
        var start = mark
        try input.drag(from: (150, 300), to: (600, 300), stepDelay: 0.02)
        XCTAssertEqual(settledState(after: start), "open")
        start = mark
        try input.drag(from: (770, 300), to: (300, 300), stepDelay: 0.02)
        XCTAssertEqual(settledState(after: start), "closed")
    }
}
