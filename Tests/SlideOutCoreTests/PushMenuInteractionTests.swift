import XCTest
@testable import SlideOutCore

final class PushMenuInteractionTests: XCTestCase {
    private var clock: AnimationClock!
    private var menu: PushMenu!

    override func setUp() {
        clock = AnimationClock()
        menu = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock, parameters: .uncapped)
        menu.layout(in: Size(width: 800, height: 600))   // menu 600 wide
    }

    func testDragFollowsThePointerOneToOne() {
        menu.reveal.beginTracking()
        XCTAssertTrue(menu.reveal.isMoving)
        menu.reveal.updateTracking(translation: 150)
        XCTAssertEqual(menu.reveal.progress, 0.25)
        XCTAssertEqual(menu.menuLayer.frame.maxX, 150)
        menu.reveal.updateTracking(translation: 900)
        XCTAssertEqual(menu.reveal.progress, 1, "clamped at fully open")
        XCTAssertFalse(menu.overlayLayer.isHidden)
    }

    func testSlowReleasePastHalfwayOpensBeforeHalfwayCloses() {
        menu.reveal.beginTracking()
        menu.reveal.updateTracking(translation: 330)
        menu.reveal.endTracking(velocity: 0)
        clock.advance(to: 1)
        XCTAssertEqual(menu.reveal.state, .open(.leading))

        menu.reveal.beginTracking()
        menu.reveal.updateTracking(translation: -330)
        menu.reveal.endTracking(velocity: 0)
        clock.advance(to: 2)
        XCTAssertEqual(menu.reveal.state, .closed)
    }

    func testFlickGoesTheWayItWasThrownAndKeepsItsSpeed() {
        menu.reveal.beginTracking()
        menu.reveal.updateTracking(translation: 60)   // progress 0.1
        menu.reveal.endTracking(velocity: 900)        // 1.5 progress per second
        let start = menu.reveal.progress
        clock.advance(to: 0.001)
        XCTAssertEqual((menu.reveal.progress - start) / 0.001, 1.5, accuracy: 0.05, "leaves at the release speed")
        clock.advance(to: 1)
        XCTAssertEqual(menu.reveal.state, .open(.leading))
    }

    func testGrabbingMidAnimationStopsTheMenuWhereItIs() {
        menu.reveal.toggle()
        clock.advance(to: 0.1)
        let grabbed = menu.reveal.progress
        menu.reveal.beginTracking()
        clock.advance(to: 0.2)
        XCTAssertEqual(menu.reveal.progress, grabbed)
        XCTAssertTrue(clock.isIdle)
    }

    func testReleasingAtAnEndSettlesWithoutAnimating() {
        menu.reveal.beginTracking()
        menu.reveal.updateTracking(translation: 700)
        menu.reveal.endTracking(velocity: 0)
        XCTAssertEqual(menu.reveal.state, .open(.leading))
        XCTAssertTrue(clock.isIdle)
    }

    func testWheelNotchesPageAndCoalesceWhileMoving() {
        menu.reveal.page(by: 1)
        XCTAssertEqual(menu.reveal.state, .animating(toward: .open(.leading)))
        clock.advance(to: 0.1)
        let midway = menu.reveal.progress
        menu.reveal.page(by: 1)   // a second notch the same way: no restart
        clock.advance(to: 0.1 + 1e-6)
        XCTAssertEqual(menu.reveal.progress, midway, accuracy: 1e-3)
        clock.advance(to: 0.25)
        XCTAssertEqual(menu.reveal.state, .open(.leading))
        menu.reveal.page(by: -1)
        clock.advance(to: 1)
        XCTAssertEqual(menu.reveal.state, .closed)
    }
}
