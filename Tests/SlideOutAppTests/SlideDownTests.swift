import Foundation
import XCTest

/// The slidedown style (seed 004): the snapshot is rendered to a texture and
/// must match the live screen pixel for pixel (within one level of rounding
/// between render targets).
final class SlideDownRenderTests: ScreenshotTestCase {
    func testPresentedSnapshotIsTheMainScreenMovedDown() throws {
        let live = try screenshot(["--style", "slidedown", "--size", "800x600", "--scale", "1", "--state", "closed"])
        let livePath = picturePath
        let open = try screenshot(["--style", "slidedown", "--size", "800x600", "--scale", "1", "--state", "open"])
        for y in stride(from: 0, to: 150, by: 7) {
            for x in stride(from: 0, to: 800, by: 37) {
                XCTAssertTrue(open.pixel(x, 450 + y).isClose(to: live.pixel(x, y), tolerance: 1),
                              "snapshot pixel (\(x), \(y)): \(open.pixel(x, 450 + y)) vs \(live.pixel(x, y)); "
                                  + "see \(picturePath) and \(livePath)")
            }
        }
        let menu = open.pixel(400, 400)
        XCTAssertTrue(menu.r < 40 && menu.g < 40, "the dark menu above the snapshot: \(menu)")
        guard let current = open.boundingBox(where: { $0.r > 240 && $0.g > 240 && $0.b > 240 }) else {
            return XCTFail("no white text")
        }
        XCTAssertLessThan(current.minY, 100, "the current section (Home) is white at the top of the menu")
    }
}

/// Small windows: row text ends in an ellipsis before the row's 16-point
/// margin instead of being cut by the window's edge.
final class SmallWindowTextTests: ScreenshotTestCase {
    func testNewsRowsKeepTheirRightMarginAt390Points() throws {
        let image = try screenshot(["--style", "slidedown", "--size", "390x844", "--scale", "1", "--state", "closed"])
        // The first headline and its subtitle lie between y 44 + 16 and 44 + 60.
        for y in 60..<104 {
            for x in 376..<390 {
                assertPixel(image, x, y, is: .white, tolerance: 0, "the right margin of the first row")
            }
        }
        XCTAssertNotNil(image.boundingBox(where: { $0.r < 100 && $0.g < 100 && $0.b < 100 }),
                        "the headline is drawn; see \(picturePath)")
    }

    func testPanelsTitleKeepsClearOfItsButtonsAt320Points() throws {
        let image = try screenshot(["--style", "panels", "--size", "320x568", "--scale", "1", "--state", "closed"])
        // Black title ink only in the middle; the blue buttons at either end.
        guard let title = image.boundingBox(where: { $0.r < 60 && $0.g < 60 && $0.b < 60 },
                                            in: (0, 0, 320, 44)) else { return XCTFail("no title; see \(picturePath)") }
        XCTAssertGreaterThan(title.minX, 70, "clear of Kitties; see \(picturePath)")
        XCTAssertLessThan(title.maxX, 240, "clear of Puppies; see \(picturePath)")
    }
}

final class SlideDownEndToEndTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--style", "slidedown", "--size", "800x600", "--scale", "1"] }

    func testChoosingASectionSetsTheTitleAndTappingTheSnapshotDismisses() throws {
        var start = mark
        try input.click(x: 24, y: 22)   // the menu button
        let opened = event("settled", after: start)
        XCTAssertEqual(opened?["state"] as? String, "open")
        start = mark
        try input.click(x: 400, y: 40 + 2 * 56 + 28)   // "Tech"
        XCTAssertEqual(event("select", after: start)?["item"] as? String, "Tech")
        XCTAssertEqual(event("title", after: start)?["value"] as? String, "Tech")
        let closed = event("settled", after: start)
        XCTAssertEqual(closed?["state"] as? String, "closed")
        XCTAssertLessThan(closed?["textures"] as? Int ?? 99, opened?["textures"] as? Int ?? 0,
                          "the snapshot's texture is dropped")
        start = mark
        try input.key("F9")
        XCTAssertEqual(settledState(after: start), "open")
        start = mark
        try input.click(x: 400, y: 520)   // the snapshot
        XCTAssertEqual(settledState(after: start), "closed")
    }
}
