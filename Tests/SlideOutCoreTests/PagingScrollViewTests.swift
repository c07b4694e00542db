import XCTest
@testable import SlideOutCore

final class PagingScrollViewTests: XCTestCase {
    private var clock: AnimationClock!
    private var scroll: PagingScrollView!
    private var reported: [Double] = []

    override func setUp() {
        clock = AnimationClock()
        scroll = PagingScrollView(clock: clock)
        scroll.viewportSize = Size(width: 1000, height: 700)
        scroll.contentWidth = 1080   // an 80-point menu + a full-width detail
        reported = []
        scroll.onScroll = { [unowned self] in reported.append($0) }
    }

    private func release(after translation: Double, velocity: Double, from start: Double = 0) -> Double {
        scroll.setContentOffset(start, animated: false)
        scroll.beginDragging()
        scroll.drag(translation: translation)
        scroll.endDragging(velocity: velocity)
        return scroll.targetOffset
    }

    func testPagesAreAViewportApartAndTheLastSitsAtTheEnd() {
        XCTAssertEqual(scroll.maxOffset, 80)
        XCTAssertEqual(scroll.pageCount, 2)
        XCTAssertEqual(scroll.offset(ofPage: 0), 0)
        XCTAssertEqual(scroll.offset(ofPage: 1), 80)
    }

    func testReleaseTargetByPositionAndVelocity() {
        // (translation from shown, release velocity) -> settled offset
        let table: [(Double, Double, Double)] = [
            (-30, 0, 0), (-40, 0, 0), (-41, 0, 80), (-50, 0, 80), (-79, 100, 80),
            (-10, -400, 80),    // a leftward flick hides after a short drag
            (-60, 400, 0),      // a rightward flick shows even past halfway
            (-200, 0, 80),      // no further than the last page
        ]
        for (translation, velocity, expected) in table {
            XCTAssertEqual(release(after: translation, velocity: velocity), expected,
                           "drag \(translation) at \(velocity) pt/s")
        }
    }

    func testAFlickMovesAtMostOnePageFromWhereTheDragBegan() {
        XCTAssertEqual(release(after: 20, velocity: 2000, from: 80), 0)
        XCTAssertEqual(release(after: 5, velocity: 2000, from: 0), 0, "no page before the first")
    }

    func testDraggingFollowsThePointerAndStopsAtTheEndsWithoutBounce() {
        scroll.beginDragging()
        scroll.drag(translation: -25)
        XCTAssertEqual(scroll.contentOffset, 25)
        XCTAssertEqual(scroll.contentLayer.position.x, -25)
        scroll.drag(translation: 30)
        XCTAssertEqual(scroll.contentOffset, 0, "no bounce past the start")
        XCTAssertEqual(reported.last, 0)
    }

    func testRubberBandWhenBouncing() {
        var parameters = PagingScrollView.Parameters()
        parameters.bounces = true
        let bouncy = PagingScrollView(clock: clock, parameters: parameters)
        bouncy.viewportSize = Size(width: 1000, height: 700)
        bouncy.contentWidth = 1080
        bouncy.beginDragging()
        bouncy.drag(translation: 100)
        let expected = -(1 - 1 / (100 * 0.55 / 1000 + 1)) * 1000
        XCTAssertEqual(bouncy.contentOffset, expected, accuracy: 1e-9)
    }

    func testSettlingKeepsTheReleaseVelocityAndLandsExactly() {
        scroll.beginDragging()
        scroll.drag(translation: -50)
        scroll.endDragging(velocity: -200)   // offset moving +200 pt/s
        clock.advance(to: 0.001)
        XCTAssertEqual((scroll.contentOffset - 50) / 0.001, 200, accuracy: 5)
        clock.advance(to: 1)
        XCTAssertEqual(scroll.contentOffset, 80)
        XCTAssertFalse(scroll.isAnimating)
    }

    func testWheelNotchesPageOnceAndCoalesceWhileMoving() {
        scroll.page(by: 1)
        XCTAssertEqual(scroll.targetOffset, 80)
        clock.advance(to: 0.05)
        scroll.page(by: 1)
        XCTAssertEqual(scroll.targetOffset, 80, "already heading to the last page")
        scroll.page(by: -1)
        XCTAssertEqual(scroll.targetOffset, 0, "a notch back turns it around")
        clock.advance(to: 2)
        XCTAssertEqual(scroll.contentOffset, 0)
    }

    func testDecelerationWhenPagingIsOff() {
        var parameters = PagingScrollView.Parameters()
        parameters.isPagingEnabled = false
        let free = PagingScrollView(clock: clock, parameters: parameters)
        free.viewportSize = Size(width: 100, height: 100)
        free.contentWidth = 2000
        free.beginDragging()
        free.drag(translation: -100)
        free.endDragging(velocity: -1000)   // offset +1000 pt/s: rests 499.5 further
        XCTAssertEqual(free.targetOffset, 100 + 1000 / (-1000 * log(0.998)), accuracy: 1e-6)
        clock.advance(to: 10)
        XCTAssertEqual(free.contentOffset, free.targetOffset, accuracy: 1)
    }
}
