import SlideOutCore
import XCTest

/// The few rectangles a frame's changed pixels are kept as: apart where
/// the changes lie apart, one where apart would save little, never more than
/// `PixelRegion.maximumCount`, never overlapping.
final class PixelRegionTests: XCTestCase {
    private func square(_ x: Int, _ y: Int, side: Int = 10) -> PixelRect {
        PixelRect(minX: x, minY: y, maxX: x + side, maxY: y + side)
    }

    private func region(_ rects: [PixelRect]) -> PixelRegion {
        var region = PixelRegion()
        rects.forEach { region.add($0) }
        return region
    }

    func testChangesFarApartStayApart() {
        XCTAssertEqual(region([square(0, 0), square(100, 50)]).rects, [square(0, 0), square(100, 50)])
    }

    func testOverlappingRectanglesBecomeOne() {
        XCTAssertEqual(region([square(0, 0), square(5, 5)]).rects, [PixelRect(minX: 0, minY: 0, maxX: 15, maxY: 15)])
    }

    func testNeighboursWhoseBoxAddsLittleBecomeOne() {
        // 210 pixels for the box against 200 for the two.
        XCTAssertEqual(region([square(0, 0), square(11, 0)]).rects, [PixelRect(minX: 0, minY: 0, maxX: 21, maxY: 10)])
    }

    func testSmallNeighboursWhoseBoxAddsLessThanAPassIsWorthBecomeOne() {
        // A tab's icon and label, 2 pixels apart: the box adds 681 pixels to
        // their 1,439, more than a quarter, less than `passWorth`.
        let icon = PixelRect(minX: 234, minY: 756, maxX: 264, maxY: 781)
        let label = PixelRect(minX: 222, minY: 783, maxX: 275, maxY: 796)
        XCTAssertEqual(region([icon, label]).rects, [PixelRect(minX: 222, minY: 756, maxX: 275, maxY: 796)])
        let farLabel = PixelRect(minX: 222, minY: 783 + 60, maxX: 275, maxY: 796 + 60)
        XCTAssertEqual(region([icon, farLabel]).rects.count, 2, "their box would add 3,861 pixels")
    }

    func testOfARectangleOverATallStripOnlyItsPartOutsideIsAdded() {
        // A docked menu's edge (a strip down the window) and a bar button
        // sliding over it: their box would add 35,745 pixels.
        let strip = PixelRect(minX: 258, minY: 0, maxX: 277, maxY: 800)
        let button = PixelRect(minX: 271, minY: 4, maxX: 324, maxY: 39)
        XCTAssertEqual(region([strip, button]).rects, [strip, PixelRect(minX: 277, minY: 4, maxX: 324, maxY: 39)])
        let otherWay = region([button, strip])
        XCTAssertLessThan(otherWay.area, strip.area + button.area + PixelRegion.passWorth,
                          "the other way round, nowhere near their box's 52,800: \(otherWay.rects)")
        XCTAssertEqual(otherWay.intersection(strip).area, strip.area)
        XCTAssertEqual(otherWay.intersection(button).area, button.area)
    }

    func testARectangleOverTwoOthersTakesThemIn() {
        let merged = region([square(0, 0), square(100, 0), PixelRect(minX: 5, minY: 5, maxX: 105, maxY: 8)])
        XCTAssertEqual(merged.rects, [PixelRect(minX: 0, minY: 0, maxX: 110, maxY: 10)])
    }

    func testPastTheLimitTheClosestTwoBecomeOne() {
        // One square past the limit, 240 pixels under the last of those 290
        // apart: every box would add more than `passWorth`, that one least.
        let last = (PixelRegion.maximumCount - 1) * 300
        let squares = (0..<PixelRegion.maximumCount).map { square($0 * 300, 0) } + [square(last, 250)]
        let merged = region(squares)
        XCTAssertEqual(merged.rects.count, PixelRegion.maximumCount)
        XCTAssertTrue(merged.rects.contains(PixelRect(minX: last, minY: 0, maxX: last + 10, maxY: 260)),
                      "the two 240 pixels apart: \(merged.rects)")
        for rect in squares {
            XCTAssertTrue(merged.rects.contains { $0.intersection(rect) == rect }, "\(rect) is kept")
        }
    }

    func testManyScatteredChangesKeepEveryPixelInFewRectanglesThatDoNotOverlap() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let rects = (0..<12).map { _ in
                square(Int.random(in: 0..<500, using: &generator), Int.random(in: 0..<300, using: &generator),
                       side: Int.random(in: 1..<60, using: &generator))
            }
            let merged = region(rects)
            XCTAssertLessThanOrEqual(merged.rects.count, PixelRegion.maximumCount)
            for rect in rects {
                // The rectangles do not overlap: those parts add up to it when it is all kept.
                let kept = merged.rects.reduce(0) { $0 + $1.intersection(rect).area }
                XCTAssertEqual(kept, rect.area, "\(rect) in \(merged.rects)")
            }
            for (index, rect) in merged.rects.enumerated() {
                for other in merged.rects[(index + 1)...] {
                    XCTAssertTrue(rect.intersection(other).isEmpty, "\(rect) overlaps \(other)")
                }
            }
        }
    }

    func testEmptyRectanglesAddNothing() {
        XCTAssertTrue(region([PixelRect(minX: 5, minY: 5, maxX: 5, maxY: 20)]).isEmpty)
    }

    func testIntersectionKeepsOnlyThePixelsWithinARect() {
        var region = PixelRegion(PixelRect(minX: 900, minY: 0, maxX: 1200, maxY: 100))
        region.add(PixelRect(minX: 0, minY: 600, maxX: 100, maxY: 800))
        let clipped = region.intersection(PixelRect(width: 1000, height: 700))
        XCTAssertEqual(clipped.rects, [PixelRect(minX: 900, minY: 0, maxX: 1000, maxY: 100),
                                       PixelRect(minX: 0, minY: 600, maxX: 100, maxY: 700)])
        XCTAssertTrue(region.intersection(PixelRect(minX: 200, minY: 200, maxX: 300, maxY: 300)).isEmpty)
    }
}
