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

    func testARectangleOverTwoOthersTakesThemIn() {
        let merged = region([square(0, 0), square(100, 0), PixelRect(minX: 5, minY: 5, maxX: 105, maxY: 8)])
        XCTAssertEqual(merged.rects, [PixelRect(minX: 0, minY: 0, maxX: 110, maxY: 10)])
    }

    func testPastTheLimitTheClosestTwoBecomeOne() {
        // One square past the limit, 20 pixels from the last of those 90 apart.
        let last = (PixelRegion.maximumCount - 1) * 100
        let squares = (0..<PixelRegion.maximumCount).map { square($0 * 100, 0) } + [square(last + 30, 0)]
        let merged = region(squares)
        XCTAssertEqual(merged.rects.count, PixelRegion.maximumCount)
        XCTAssertTrue(merged.rects.contains(PixelRect(minX: last, minY: 0, maxX: last + 40, maxY: 10)),
                      "the two 20 pixels apart: \(merged.rects)")
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
                XCTAssertTrue(merged.rects.contains { $0.intersection(rect) == rect }, "\(rect) in \(merged.rects)")
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
