import XCTest

/// Real GL frames of the push style (seed 000) read back pixel by pixel, in
/// a phone-sized window (400 points wide), where the seed's rule sizes the
/// menu: floor(0.75 W), under SPEC's 320-point cap. DesktopSizeRenderTests
/// covers the cap and docking on wider windows.
final class PushRenderTests: ScreenshotTestCase {
    private let width = 400, height = 600
    /// floor(0.75 W): 300 points, under the cap.
    private var menuWidth: Int { Int((0.75 * Double(width)).rounded(.down)) }

    private func render(state: String, scale: String = "1", size: String? = nil) throws -> PNGImage {
        try screenshot(["--style", "push", "--state", state, "--size", size ?? "\(width)x\(height)", "--scale", scale])
    }

    func testClosedShowsTheRedButtonAtTheCentre() throws {
        let image = try render(state: "closed")
        XCTAssertEqual(image.width, width)
        XCTAssertEqual(image.height, height)
        guard let button = image.boundingBox(where: \.isRed) else {
            return XCTFail("no red button; see \(picturePath)")
        }
        XCTAssertEqual(Double(button.minX + button.maxX) / 2, Double(width) / 2, accuracy: 1.5, "see \(picturePath)")
        XCTAssertEqual(Double(button.minY + button.maxY) / 2, Double(height) / 2, accuracy: 1.5, "see \(picturePath)")
        XCTAssertGreaterThan(button.maxX - button.minX, 80)
        XCTAssertFalse(image.pixel(5, height / 2) == .yellow, "no menu when closed; see \(picturePath)")
        assertPixel(image, 100, height / 2, is: .white, "content at full brightness")
    }

    /// Edges blend exactly: the dimmed navigation bar is one colour from the
    /// menu's edge to the window's, not tile-sized boxes a level apart where
    /// the title is drawn.
    func testTheDimmedBarIsOneColourAroundItsTitle() throws {
        let image = try render(state: "0.5")
        let edge = menuWidth / 2
        for y in [2, 30, 42] {
            let first = image.pixel(edge, y)
            for x in edge..<width where image.pixel(x, y) != first {
                return XCTFail("(\(x), \(y)) is \(image.pixel(x, y)), (\(edge), \(y)) is \(first); see \(picturePath)")
            }
        }
    }

    func testOpenShowsTheMenuAndThePushedContentUnderTheOverlay() throws {
        let image = try render(state: "open")
        for y in [1, height / 2, height - 2] {
            assertPixel(image, 0, y, is: .yellow, "menu's leading edge")
            assertPixel(image, menuWidth - 1, y, is: .yellow, "menu's trailing edge")
        }
        XCTAssertFalse(image.pixel(menuWidth, height / 2) == .yellow, "menu ends at floor(0.75 W); see \(picturePath)")
        // The content starts at the menu's edge: its white page under 0.35 light gray.
        assertPixel(image, menuWidth + 50, height / 2, is: .whiteUnderOverlay(0.35), "overlaid content")
        XCTAssertNil(image.boundingBox(where: \.isRed), "the button is pushed off screen; see \(picturePath)")
    }

    func testHalfwayShowsBothAtTheirOffsets() throws {
        let closed = try render(state: "closed")
        guard let restingButton = closed.boundingBox(where: \.isRed) else {
            return XCTFail("no red button when closed; see \(picturePath)")
        }
        let image = try render(state: "0.5")
        let edge = menuWidth / 2
        assertPixel(image, 0, height / 2, is: .yellow, "menu half in")
        assertPixel(image, edge - 1, height / 2, is: .yellow, "menu's trailing edge")
        assertPixel(image, edge + 50, height / 2, is: .whiteUnderOverlay(0.175), "content under a half overlay")
        guard let button = image.boundingBox(where: \.isRed) else {
            return XCTFail("the button should be visible, pushed; see \(picturePath)")
        }
        // Its leading edge (the trailing one may be pushed past the window's);
        // the overlay may turn an antialiased edge pixel from red.
        XCTAssertEqual(button.minX, restingButton.minX + edge, accuracy: 1,
                       "the button moves with the content; see \(picturePath)")
        XCTAssertEqual(button.minY, restingButton.minY, accuracy: 1, "see \(picturePath)")
    }

    func testScaleTwoDoublesThePixelsNotThePoints() throws {
        let image = try render(state: "open", scale: "2", size: "400x300")
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(image.height, 600)
        assertPixel(image, 599, 300, is: .yellow, "300-point menu is 600 pixels")
        XCTAssertFalse(image.pixel(601, 300) == .yellow, "see \(picturePath)")
    }
}
