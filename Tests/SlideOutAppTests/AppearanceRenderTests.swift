import XCTest

/// The library's own colours in real frames: push's dimming overlay dims
/// the dark page (black) with black, where grey would lighten it; light as before.
final class AppearanceRenderTests: ScreenshotTestCase {
    private func contentUnderTheOverlay(_ appearance: String) throws -> PNGImage.RGB {
        let image = try screenshot(["--style", "push", "--state", "open", "--size", "400x600", "--scale", "1",
                                    "--appearance", appearance])
        // The menu is floor(0.75 x 400) = 300 points wide; the page lies beyond it.
        return image.pixel(350, 300)
    }

    func testTheDimmingFollowsTheAppearance() throws {
        let light = try contentUnderTheOverlay("light")
        XCTAssertTrue(light.isClose(to: .whiteUnderOverlay(0.35)), "light: \(light); see \(picturePath)")
        let dark = try contentUnderTheOverlay("dark")
        XCTAssertTrue(dark.isClose(to: PNGImage.RGB(r: 0, g: 0, b: 0)), "dark: \(dark); see \(picturePath)")
    }
}
