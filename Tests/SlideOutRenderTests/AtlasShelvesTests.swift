import SlideOutCore
import XCTest
@testable import SlideOutRender

/// Where pictures go on an atlas page: never over each other, within the
/// page, the room of those that went given to the next ones.
final class AtlasShelvesTests: XCTestCase {
    func testPlacesPicturesWithoutOverlapUntilThePageIsFull() {
        var shelves = AtlasShelves(width: 64, height: 32)
        var placed: [PixelRect] = []
        while let rect = shelves.allocate(width: 20, height: 10) { placed.append(rect) }
        XCTAssertEqual(placed.count, 6, "three a shelf of 16 rows, two shelves")
        for (index, rect) in placed.enumerated() {
            XCTAssertEqual(rect.width, 20)
            XCTAssertEqual(rect.height, 10)
            XCTAssertTrue(rect.minX >= 0 && rect.maxX <= 64 && rect.minY >= 0 && rect.maxY <= 32, "\(rect) on the page")
            for other in placed[..<index] { XCTAssertTrue(rect.intersection(other).isEmpty, "\(rect) over \(other)") }
        }
        XCTAssertNil(shelves.allocate(width: 65, height: 1), "wider than the page")
    }

    func testAFreedPlaceTakesTheNextPictureOfItsHeight() {
        var shelves = AtlasShelves(width: 64, height: 16)
        let first = shelves.allocate(width: 30, height: 13)
        let second = shelves.allocate(width: 30, height: 14)
        XCTAssertNotNil(second)
        XCTAssertNil(shelves.allocate(width: 30, height: 12), "the one shelf is full")
        shelves.free(first!)
        XCTAssertEqual(shelves.allocate(width: 30, height: 12), first.map { PixelRect(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.minY + 12) })
    }

    func testNeighbouringFreedPlacesJoinAndAnEmptyPageTakesAnotherHeight() {
        var shelves = AtlasShelves(width: 60, height: 16)
        let places = (0..<3).compactMap { _ in shelves.allocate(width: 20, height: 16) }
        XCTAssertEqual(places.count, 3)
        shelves.free(places[0])
        shelves.free(places[1])
        XCTAssertEqual(shelves.allocate(width: 40, height: 16)?.minX, 0, "two freed neighbours make one span")
        shelves.free(PixelRect(minX: 0, minY: 0, maxX: 40, maxY: 16))
        shelves.free(places[2])
        XCTAssertTrue(shelves.isEmpty)
        XCTAssertNotNil(shelves.allocate(width: 60, height: 9), "the empty shelf went: rows for another height")
    }
}
