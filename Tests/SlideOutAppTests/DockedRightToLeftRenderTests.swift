import XCTest

/// SPEC "Desktop sizes", right to left: the docked menu sits on the right,
/// the content laid out in what it leaves on the left, undimmed.
final class DockedRightToLeftRenderTests: ScreenshotTestCase {
    func testTheDockedDrawerSitsOnTheRight() throws {
        let image = try screenshot(["--style", "drawer", "--size", "1280x800", "--scale", "1", "--direction", "rtl",
                                    "--state", "open"])
        let separator = 1280 - 360
        XCTAssertFalse(image.pixel(separator, 400).isClose(to: .white, tolerance: 3),
                       "the menu's trailing separator, mirrored, at x \(separator); see \(picturePath)")
        assertPixel(image, separator + 20, 400, is: .white, "the drawer, on the right")
        assertPixel(image, separator - 20, 400, is: .white, "the content beside it, undimmed")
        assertPixel(image, 5, 790, is: PNGImage.RGB(r: 247, g: 247, b: 247), "the tab bar starts at the left edge")
        XCTAssertFalse(image.pixel(separator + 5, 790) == PNGImage.RGB(r: 247, g: 247, b: 247),
                       "the tab bar ends where the menu begins; see \(picturePath)")
    }

    func testTheDockedPushMenuSitsOnTheRight() throws {
        let image = try screenshot(["--style", "push", "--size", "1280x800", "--scale", "1", "--direction", "rtl",
                                    "--state", "open"])
        assertPixel(image, 1279, 400, is: .yellow, "the menu at the right edge")
        assertPixel(image, 1280 - 320, 400, is: .yellow, "320 points wide")
        XCTAssertFalse(image.pixel(1280 - 321, 400) == .yellow, "and no wider; see \(picturePath)")
        assertPixel(image, 100, 400, is: .white, "the content on the left, undimmed")
    }
}
