import XCTest
@testable import SlideOutCore

final class PagingScrollViewTests: XCTestCase {
    private var scroll: PagingScrollView!

    override func setUp() {
        scroll = PagingScrollView()
        scroll.viewportSize = Size(width: 1000, height: 700)
        scroll.contentWidth = 1080   // an 80-point menu + a full-width detail
    }

    func testTheViewportFillsItsSizeAndTheLastOffsetShowsTheTrailingEdge() {
        XCTAssertEqual(scroll.layer.frame, Rect(x: 0, y: 0, width: 1000, height: 700))
        XCTAssertEqual(scroll.maxOffset, 80)
    }

    func testTheOffsetMovesTheContentAndStaysWithinIt() {
        // requested offset -> offset
        let table: [(Double, Double)] = [(25, 25), (80, 80), (-30, 0), (200, 80)]
        for (requested, expected) in table {
            scroll.setContentOffset(requested)
            XCTAssertEqual(scroll.contentOffset, expected, "offset \(requested)")
            XCTAssertEqual(scroll.contentLayer.position.x, -expected, "offset \(requested)")
        }
    }

    func testShrinkingTheContentReclampsTheOffset() {
        scroll.setContentOffset(80)
        scroll.contentWidth = 1050
        XCTAssertEqual(scroll.contentOffset, 50)
        XCTAssertEqual(scroll.contentLayer.position.x, -50)
    }
}
