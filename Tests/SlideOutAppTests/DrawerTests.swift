import Foundation
import XCTest

/// The drawer style (seed 001) rendered and driven in the real window.
final class DrawerRenderTests: ScreenshotTestCase {
    /// A phone-sized window (400 points), where the seed's 0.8 W (320) is under SPEC's 360-point cap.
    func testOpenMenuIsEightyPercentAndPushesTheContent() throws {
        let image = try screenshot(["--style", "drawer", "--size", "400x600", "--scale", "1", "--state", "open"])
        // The menu is white up to its 1-point separator at 320; the pushed
        // content's avatar button (blue) starts 12 points after it.
        XCTAssertEqual(image.pixel(160, 500), .white, "see \(picturePath)")
        XCTAssertNotEqual(image.pixel(319, 300), .white, "separator at the menu's edge; see \(picturePath)")
        XCTAssertEqual(image.pixel(318, 300), .white, "the menu reaches the separator; see \(picturePath)")
        let avatar = image.pixel(320 + 12 + 17, 22 - 10)
        XCTAssertTrue(avatar.b > 200 && avatar.r < 60, "the avatar moved with the content: \(avatar); see \(picturePath)")
    }

    func testClosedShowsTheTabAppWithItsAvatar() throws {
        let image = try screenshot(["--style", "drawer", "--size", "800x600", "--scale", "1"])
        let avatar = image.pixel(12 + 17, 22 - 10)
        XCTAssertTrue(avatar.b > 200 && avatar.r < 60, "\(avatar); see \(picturePath)")
    }
}

final class DrawerEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--style", "drawer", "--size", "800x600", "--scale", "1"] }

    func testAvatarOpensRowPushesProfileAndBackPops() throws {
        var start = mark
        try input.click(x: 12 + 17, y: 22)
        XCTAssertEqual(settledState(after: start), "open")
        start = mark
        try input.click(x: 100, y: 80 + 24)   // "Profile"
        XCTAssertEqual(event("select", after: start)?["item"] as? String, "Profile")
        XCTAssertEqual(event("push", after: start)?["screen"] as? String, "Profile")
        XCTAssertEqual(settledState(after: start), "closed")
        start = mark
        try input.click(x: 30, y: 22)          // "‹ Home"
        XCTAssertEqual(event("pop", after: start)?["screen"] as? String, "Profile")
    }

    /// Every open remembers its tab, not only the avatar's: a row chosen
    /// after F9 on Messages pushes onto Messages, whose back button pops it.
    func testAMenuOpenedByKeyPushesOntoTheTabItOpenedOver() throws {
        var start = mark
        try input.click(x: 12 + 17, y: 22)
        XCTAssertEqual(settledState(after: start), "open")
        start = mark
        try input.key("Escape")
        XCTAssertEqual(settledState(after: start), "closed")
        try input.click(x: 700, y: 600 - 24)   // "Messages": its press fades, which is no motion to settle
        start = mark
        try input.key("F9")
        XCTAssertEqual(settledState(after: start), "open")
        start = mark
        try input.click(x: 100, y: 80 + 24)   // "Profile"
        XCTAssertEqual(event("push", after: start)?["screen"] as? String, "Profile")
        XCTAssertEqual(settledState(after: start), "closed")
        start = mark
        try input.click(x: 30, y: 22)          // "‹ Messages", where the pushed screen shows
        XCTAssertEqual(event("pop", after: start)?["screen"] as? String, "Profile")
    }

    func testDragPastOneHundredOpensAndShortDragFallsBack() throws {
        var start = mark
        try input.drag(from: (200, 300), to: (280, 300), stepDelay: 0.03)
        XCTAssertEqual(settledState(after: start), "closed", "80 points is under the threshold")
        start = mark
        try input.drag(from: (200, 300), to: (330, 300), stepDelay: 0.03)
        XCTAssertEqual(settledState(after: start), "open")
        start = mark
        try input.drag(from: (700, 300), to: (680, 300), stepDelay: 0.03)
        XCTAssertEqual(settledState(after: start), "closed", "any leftward drag closes an open drawer")
    }
}
