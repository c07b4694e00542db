import Foundation
import XCTest

/// Real GL frames of the sidebar3d style: the menu is a flat strip when shown
/// and a perspective trapezoid (far edge shorter) half-way, matching Core
/// Animation's projection pixel for pixel.
final class Sidebar3DRenderTests: ScreenshotTestCase {
    private let width = 800.0, height = 600.0
    /// Behind the turning menu: the window's black.
    private let background = PNGImage.RGB(r: 0, g: 0, b: 0)

    private func isBackground(_ pixel: PNGImage.RGB) -> Bool { pixel.isClose(to: background, tolerance: 4) }

    /// The menu's top edge at screen column `column` for hidden fraction `h`,
    /// from CA's row-vector projection (independent of the app's code).
    private func topEdge(atColumn column: Double, h: Double) -> Double {
        let angle = -h * Double.pi / 2, m34 = -1.0 / 1000
        func project(_ x: Double) -> (x: Double, y: Double) {
            let w = 1 + (-x * sin(angle)) * m34
            return (x * cos(angle) / w + (40 + 20 * h) + 40 - 80 * h, -height / 2 / w + height / 2)
        }
        var (low, high) = (-80.0, 0.0)   // local x from the anchor; screen x grows with it
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if project(mid).x < column { low = mid } else { high = mid }
        }
        return project((low + high) / 2).y
    }

    func testHalfHiddenMenuIsATrapezoidWithTheFarEdgeShorter() throws {
        let image = try screenshot(["--style", "sidebar3d", "--size", "800x600", "--scale", "1", "--state", "0.5"])
        for column in [0, 10, 20, 30, 39] {
            let top = topEdge(atColumn: Double(column) + 0.5, h: 0.5)
            XCTAssertTrue(isBackground(image.pixel(column, Int(top) - 2)),
                          "above the top edge at x = \(column) (edge \(top)); see \(picturePath)")
            XCTAssertFalse(isBackground(image.pixel(column, Int(top) + 2)),
                           "inside the menu at x = \(column) (edge \(top)); see \(picturePath)")
            XCTAssertTrue(isBackground(image.pixel(column, Int(height - top) + 2)),
                          "below the bottom edge at x = \(column); see \(picturePath)")
        }
        XCTAssertGreaterThan(topEdge(atColumn: 0.5, h: 0.5), topEdge(atColumn: 39.5, h: 0.5) + 8,
                             "the far (left) edge is shorter than the near one")
        // The detail starts at 80 - 40 = 40 and covers the hinge.
        XCTAssertEqual(image.pixel(40, 300), image.pixel(400, 120), "see \(picturePath)")
        XCTAssertNotEqual(image.pixel(39, 300), image.pixel(400, 120), "see \(picturePath)")
    }

    func testShownMenuIsAFlatEightyPointStrip() throws {
        let image = try screenshot(["--style", "sidebar3d", "--size", "800x600", "--scale", "1", "--state", "open"])
        // Its own dark navigation-bar strip on top, the colour of the detail's bar.
        XCTAssertEqual(image.pixel(40, 20), PNGImage.RGB(r: 23, g: 51, b: 41), "see \(picturePath)")
        XCTAssertEqual(image.pixel(40, 20), image.pixel(400, 40), "the detail's bar; see \(picturePath)")
        XCTAssertNotEqual(image.pixel(40, 50), image.pixel(40, 20), "the first row starts under it")
        for y in [0, 1, 300, 598, 599] {
            XCTAssertFalse(isBackground(image.pixel(0, y)), "menu at x = 0, y = \(y); see \(picturePath)")
            XCTAssertEqual(image.pixel(1, y), image.pixel(78, y), "a flat strip: one colour across each row")
        }
        // Row 4 (y = 300) differs in colour from the detail behind x = 80.
        XCTAssertNotEqual(image.pixel(79, 300), image.pixel(80, 300), "see \(picturePath)")
        XCTAssertEqual(image.pixel(80, 300), image.pixel(400, 120), "the detail begins at 80 points")
    }

    func testHiddenMenuLeavesTheDetailFullWidth() throws {
        let image = try screenshot(["--style", "sidebar3d", "--size", "800x600", "--scale", "1", "--state", "closed"])
        XCTAssertEqual(image.pixel(0, 300), image.pixel(400, 120), "the detail covers x = 0; see \(picturePath)")
    }

    func testScaleTwoKeepsTheMenuEightyPoints() throws {
        let image = try screenshot(["--style", "sidebar3d", "--size", "400x300", "--scale", "2", "--state", "open"])
        XCTAssertEqual(image.width, 800)
        XCTAssertNotEqual(image.pixel(159, 300), image.pixel(160, 300), "80 points = 160 pixels; see \(picturePath)")
        XCTAssertEqual(image.pixel(2, 300), image.pixel(157, 300))
    }
}
