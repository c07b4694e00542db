import SlideOutCore
import XCTest

/// A rectangle of pixels less what a cover over it hides, where that leaves
/// a rectangle: what an opaque plane hides of the window's own surface.
final class PixelRectTests: XCTestCase {
    private let rect = PixelRect(minX: 10, minY: 20, maxX: 50, maxY: 60)

    func testACoverSpanningOneSideCutsThatSideOff() {
        XCTAssertEqual(rect.trimmed(by: PixelRect(minX: 30, minY: 0, maxX: 100, maxY: 100)),
                       PixelRect(minX: 10, minY: 20, maxX: 30, maxY: 60), "from the right")
        XCTAssertEqual(rect.trimmed(by: PixelRect(minX: 0, minY: 0, maxX: 25, maxY: 60)),
                       PixelRect(minX: 25, minY: 20, maxX: 50, maxY: 60), "from the left")
        XCTAssertEqual(rect.trimmed(by: PixelRect(minX: 0, minY: 50, maxX: 60, maxY: 90)),
                       PixelRect(minX: 10, minY: 20, maxX: 50, maxY: 50), "from below")
    }

    func testACoverInsideOrBesideLeavesItWhole() {
        XCTAssertEqual(rect.trimmed(by: PixelRect(minX: 20, minY: 30, maxX: 30, maxY: 40)), rect, "a hole is no rectangle")
        XCTAssertEqual(rect.trimmed(by: PixelRect(minX: 60, minY: 0, maxX: 90, maxY: 90)), rect, "beside it")
        XCTAssertTrue(rect.trimmed(by: PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 100)).isEmpty, "all of it")
    }

    func testContainment() {
        XCTAssertTrue(PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 100).contains(rect))
        XCTAssertFalse(rect.contains(PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 100)))
        XCTAssertTrue(rect.contains(PixelRect(width: 0, height: 0)), "an empty rectangle is in any")
    }
}
