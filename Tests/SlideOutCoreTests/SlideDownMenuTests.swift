import XCTest
@testable import SlideOutCore

final class SlideDownMenuTests: XCTestCase {
    private var clock: AnimationClock!
    private var slide: SlideDownMenu!

    override func setUp() {
        clock = AnimationClock()
        slide = SlideDownMenu(main: Layer(name: "main"), menu: Layer(name: "menu"), clock: clock)
        slide.layout(in: Size(width: 800, height: 600))
    }

    func testPresentingSnapshotsTheMainScreenAndSlidesItDown() {
        XCTAssertTrue(slide.takeSnapshotRequests().isEmpty)
        XCTAssertTrue(slide.snapshotLayer.isHidden)
        slide.reveal.open()
        let requests = slide.takeSnapshotRequests()
        XCTAssertEqual(requests.count, 1)
        XCTAssertTrue(requests[0].source === slide.mainLayer)
        XCTAssertEqual(slide.snapshotLayer.contents, .snapshot(id: requests[0].id))
        XCTAssertTrue(slide.takeSnapshotRequests().isEmpty, "asked once")

        let spring = SpringTimingParameters(dampingRatio: 0.9, initialVelocity: 0.3, duration: 0.5)
        clock.advance(to: 0.2)
        XCTAssertEqual(slide.snapshotLayer.frame.minY, spring.value(at: 0.2) * 450, accuracy: 1e-9)
        XCTAssertEqual(slide.menuLayer.frame.minY, -50 * (1 - spring.value(at: 0.2)), accuracy: 1e-9)
        clock.advance(to: 0.5)
        XCTAssertEqual(slide.snapshotLayer.frame.minY, 450, "150 points stay visible")
        XCTAssertEqual(slide.menuLayer.frame.minY, 0)
        XCTAssertEqual(slide.reveal.state, .open(.leading))
    }

    func testTappingTheSnapshotDismissesAndDropsIt() {
        slide.reveal.jump(to: 1)
        _ = slide.takeSnapshotRequests()
        XCTAssertFalse(slide.handleTap(on: slide.menuLayer))
        XCTAssertTrue(slide.handleTap(on: slide.snapshotLayer))
        clock.advance(to: 0.3)
        XCTAssertNotNil(slide.snapshotLayer.contents, "still shown while it slides back")
        clock.advance(to: 0.5)
        XCTAssertEqual(slide.snapshotLayer.frame.minY, 0)
        XCTAssertNil(slide.snapshotLayer.contents, "dropped: the live screen is back")
        XCTAssertTrue(slide.snapshotLayer.isHidden)
        XCTAssertTrue(slide.menuLayer.isHidden)
    }

    /// Found by StyleFuzzTests: a click beside the menu's rows fell through
    /// to the hidden main screen's buttons.
    func testTheShownMenuCoversTheMainScreenForClicks() {
        let hamburger = Layer(name: "hamburger")
        hamburger.acceptsInput = true
        hamburger.frame = Rect(x: 10, y: 10, width: 40, height: 30)
        slide.mainLayer.addSublayer(hamburger)
        XCTAssertTrue(slide.rootLayer.hitTest(Point(x: 20, y: 20)) === hamburger, "closed: the main screen")
        slide.reveal.jump(to: 1)
        XCTAssertTrue(slide.rootLayer.hitTest(Point(x: 20, y: 20)) === slide.menuLayer, "presented: the menu")
    }

    func testResizingWhilePresentedTakesAFreshSnapshot() {
        slide.reveal.jump(to: 1)
        let first = slide.takeSnapshotRequests()
        slide.layout(in: Size(width: 500, height: 400))
        let second = slide.takeSnapshotRequests()
        XCTAssertEqual(second.count, 1)
        XCTAssertNotEqual(first.first?.id, second.first?.id)
        XCTAssertEqual(slide.snapshotLayer.frame.minY, 250)
    }
}
