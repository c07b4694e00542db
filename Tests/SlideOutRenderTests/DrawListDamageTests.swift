import SlideOutCore
import XCTest
@testable import SlideOutRender

/// Which pixels a frame changes, from its draw list and the last one: what a
/// window that keeps its last frame draws and presents again.
final class DrawListDamageTests: XCTestCase {
    private let size = Size(width: 200, height: 100)

    private func build(_ layers: [Layer], background: Color = .black, scale: Double = 1) -> DrawList {
        drawList(of: layers, size: size, background: background, scale: scale)
    }

    /// The rectangles drawing `layers` changes over `before`.
    private func changes(_ layers: [Layer], since before: DrawList) -> [PixelRect] {
        build(layers).changedPixels(since: before).rects
    }

    private let nothing: [PixelRect] = []
    private var whole: [PixelRect] { [PixelRect(width: 200, height: 100)] }

    func testTheSameDrawsChangeNothing() {
        let square = solidLayer(Rect(x: 10, y: 10, width: 30, height: 30), .red)
        let before = build([square])
        XCTAssertEqual(changes([square], since: before), nothing)
    }

    func testAMovedSquareChangesWhereItWasAndWhereItIs() {
        let square = solidLayer(Rect(x: 10, y: 10, width: 30, height: 30), .red)
        let before = build([square])
        square.frame.origin.x = 50
        XCTAssertEqual(changes([square], since: before), [PixelRect(minX: 10, minY: 10, maxX: 80, maxY: 40)])
    }

    func testABarThatSlidAlongChangesOnlyTheStripItLeft() {
        // A detail screen's bar, wider than the window, slid right as the menu beside it opens.
        let bar = solidLayer(Rect(x: 20, y: 10, width: 300, height: 30), .red)
        let label = solidLayer(Rect(x: 150, y: 60, width: 20, height: 20), .white)
        let before = build([bar, label])
        bar.frame.origin.x = 35
        XCTAssertEqual(changes([bar, label], since: before), [PixelRect(minX: 20, minY: 10, maxX: 35, maxY: 40)],
                       "where the bar was and is alike its pixels keep its colour")
    }

    func testABarThatSlidAlongPairsWithItselfNotWithASquareOfItsColour() {
        // Sidebar3d's first row and its detail share a colour; the row stops being a flat square.
        let square = solidLayer(Rect(x: 0, y: 0, width: 20, height: 20), .red)
        let bar = solidLayer(Rect(x: 40, y: 70, width: 300, height: 30), .red)
        let before = build([square, bar])
        square.removeFromSuperlayer()
        bar.frame.origin.x = 30
        XCTAssertEqual(changes([bar], since: before),
                       [PixelRect(minX: 30, minY: 70, maxX: 40, maxY: 100), PixelRect(minX: 0, minY: 0, maxX: 20, maxY: 20)])
    }

    func testASquareAtTheEndOfABarOfItsColourIsNotThatBar() {
        // Sidebar3d's menu strip lies flat again at the end of its bar's colour, the detail's bar.
        let bar = solidLayer(Rect(x: 19, y: 30, width: 300, height: 10), .red)
        let before = build([bar])
        let square = solidLayer(Rect(x: 0, y: 30, width: 20, height: 10), .red)
        bar.frame.origin.x = 20
        XCTAssertEqual(changes([square, bar], since: before),
                       [PixelRect(minX: 0, minY: 30, maxX: 20, maxY: 40)])
    }

    func testSameColouredSquaresTradingPlacesUnderADrawBetweenThemChangeBothPlaces() {
        let first = solidLayer(Rect(x: 10, y: 10, width: 30, height: 30), .red)
        let veil = solidLayer(Rect(x: 0, y: 0, width: 190, height: 100), .white, opacity: 0.5)
        let second = solidLayer(Rect(x: 120, y: 10, width: 30, height: 30), .red)
        let before = build([first, veil, second])
        (first.frame.origin.x, second.frame.origin.x) = (120, 10)
        let changed = changes([first, veil, second], since: before)
        for place in [PixelRect(minX: 10, minY: 10, maxX: 40, maxY: 40), PixelRect(minX: 120, minY: 10, maxX: 150, maxY: 40)] {
            XCTAssertTrue(changed.contains { $0.intersection(place) == place },
                          "the square over the veil is now on the left, and the one under it on the right: \(changed)")
        }
    }

    func testARecolouredSquareChangesOnlyItself() {
        let square = solidLayer(Rect(x: 10, y: 20, width: 30, height: 30), .red)
        let other = solidLayer(Rect(x: 120, y: 20, width: 30, height: 30), .yellow)
        let before = build([square, other])
        square.backgroundColor = .white
        XCTAssertEqual(changes([square, other], since: before),
                       [PixelRect(minX: 10, minY: 20, maxX: 40, maxY: 50)])
    }

    func testAPanelCutShorterChangesOnlyTheStripUncovered() {
        // A translucent sheet over the panel: the panel stays a draw of its own, cut where the screen covers it.
        let panel = solidLayer(Rect(x: 0, y: 0, width: 200, height: 100), .yellow)
        let sheet = solidLayer(Rect(x: 0, y: 0, width: 60, height: 100), .black, opacity: 0.5)
        let screen = solidLayer(Rect(x: 100, y: 0, width: 100, height: 100), .white)
        let before = build([panel, sheet, screen])
        guard case .solid = before.commands.first?.fill, before.commands.count >= 3 else {
            return XCTFail("the panel is drawn, cut short by the screen: \(before.commands)")
        }
        screen.frame.origin.x = 80
        XCTAssertEqual(changes([panel, sheet, screen], since: before),
                       [PixelRect(minX: 80, minY: 0, maxX: 100, maxY: 100), PixelRect(minX: 180, minY: 0, maxX: 200, maxY: 100)],
                       "the strips at the screen's ends; where it was and is, and the panel left of it, are unchanged")
    }

    func testAPageOfItsBackdropsColourGrowingChangesNothingWhereItGrew() {
        // The drawer's page, laid out in the width a docked menu leaves, over the content's backdrop.
        let backdrop = solidLayer(Rect(x: 0, y: 0, width: 200, height: 100), .white)
        let page = solidLayer(Rect(x: 0, y: 20, width: 120, height: 80), .white)
        let label = solidLayer(Rect(x: 40, y: 50, width: 20, height: 10), .red)
        let before = build([backdrop, page, label])
        page.frame.size.width = 150
        XCTAssertEqual(changes([backdrop, page, label], since: before), nothing,
                       "white over white: the pixels it took from the backdrop keep their colour")
    }

    func testAPageGrowingOverAnotherDrawChangesTheStrip() {
        let backdrop = solidLayer(Rect(x: 0, y: 0, width: 200, height: 100), .white)
        let stripe = solidLayer(Rect(x: 140, y: 30, width: 30, height: 10), .red)
        let page = solidLayer(Rect(x: 0, y: 20, width: 120, height: 80), .white)
        let before = build([backdrop, stripe, page])
        page.frame.size.width = 150
        let changed = changes([backdrop, stripe, page], since: before)
        XCTAssertTrue(changed.contains { $0.contains(PixelRect(minX: 140, minY: 30, maxX: 150, maxY: 40)) },
                      "the page now hides part of the stripe: \(changed)")
    }

    func testTranslucentDrawsSwappingPlacesChangeEverything() {
        let first = solidLayer(Rect(x: 10, y: 10, width: 50, height: 50), .red, opacity: 0.5)
        let second = solidLayer(Rect(x: 30, y: 30, width: 50, height: 50), .white, opacity: 0.5)
        let before = build([first, second])
        XCTAssertEqual(changes([second, first], since: before), whole,
                       "where they overlap the other one is on top")
    }

    func testANewClearOrSizeChangesEverything() {
        let square = solidLayer(Rect(x: 10, y: 10, width: 30, height: 30), .red)
        let before = build([square])
        XCTAssertEqual(build([square], background: .white).changedPixels(since: before).rects, whole)
        XCTAssertEqual(build([square], scale: 2).changedPixels(since: before).rects, [PixelRect(width: 400, height: 200)])
    }
}
