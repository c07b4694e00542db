import XCTest
@testable import SlideOutCore

final class PushMenuInteractionTests: XCTestCase {
    private var clock: AnimationClock!
    private var menu: PushMenu!

    override func setUp() {
        clock = AnimationClock()
        menu = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock)
        menu.layout(in: Size(width: 800, height: 600))   // menu 600 wide
    }

    func testDragFollowsThePointerOneToOne() {
        menu.beginInteractiveReveal()
        XCTAssertTrue(menu.isMoving)
        menu.updateInteractiveReveal(translation: 150)
        XCTAssertEqual(menu.progress, 0.25)
        XCTAssertEqual(menu.menuLayer.frame.maxX, 150)
        menu.updateInteractiveReveal(translation: 900)
        XCTAssertEqual(menu.progress, 1, "clamped at fully open")
        XCTAssertFalse(menu.overlayLayer.isHidden)
    }

    func testSlowReleasePastHalfwayOpensBeforeHalfwayCloses() {
        menu.beginInteractiveReveal()
        menu.updateInteractiveReveal(translation: 330)
        menu.endInteractiveReveal(velocity: 0)
        clock.advance(to: 1)
        XCTAssertEqual(menu.stateName, "open")

        menu.beginInteractiveReveal()
        menu.updateInteractiveReveal(translation: -330)
        menu.endInteractiveReveal(velocity: 0)
        clock.advance(to: 2)
        XCTAssertEqual(menu.stateName, "closed")
    }

    func testFlickGoesTheWayItWasThrownAndKeepsItsSpeed() {
        menu.beginInteractiveReveal()
        menu.updateInteractiveReveal(translation: 60)   // progress 0.1
        menu.endInteractiveReveal(velocity: 900)        // 1.5 progress per second
        let start = menu.progress
        clock.advance(to: 0.001)
        XCTAssertEqual((menu.progress - start) / 0.001, 1.5, accuracy: 0.05, "leaves at the release speed")
        clock.advance(to: 1)
        XCTAssertEqual(menu.stateName, "open")
    }

    func testGrabbingMidAnimationStopsTheMenuWhereItIs() {
        menu.toggle()
        clock.advance(to: 0.1)
        let grabbed = menu.progress
        menu.beginInteractiveReveal()
        clock.advance(to: 0.2)
        XCTAssertEqual(menu.progress, grabbed)
        XCTAssertTrue(clock.isIdle)
    }

    func testReleasingAtAnEndSettlesWithoutAnimating() {
        menu.beginInteractiveReveal()
        menu.updateInteractiveReveal(translation: 700)
        menu.endInteractiveReveal(velocity: 0)
        XCTAssertEqual(menu.state, .open)
        XCTAssertTrue(clock.isIdle)
    }

    func testWheelNotchesPageAndCoalesceWhileMoving() {
        menu.page(by: 1)
        XCTAssertEqual(menu.state, .opening)
        clock.advance(to: 0.1)
        let midway = menu.progress
        menu.page(by: 1)   // a second notch the same way: no restart
        clock.advance(to: 0.1 + 1e-6)
        XCTAssertEqual(menu.progress, midway, accuracy: 1e-3)
        clock.advance(to: 0.25)
        XCTAssertEqual(menu.stateName, "open")
        menu.page(by: -1)
        clock.advance(to: 1)
        XCTAssertEqual(menu.stateName, "closed")
    }
}
