import XCTest
@testable import SlideOutCore

/// Progress, typed state and commands of the controller under every style.
final class RevealControllerTests: XCTestCase {
    private let clock = AnimationClock()

    private func finish() { clock.advance(to: clock.now + 2) }

    func testStatesFollowCommandsTrackingAndSettling() {
        let reveal = RevealController(clock: clock, motion: .easeInOut(0.25))
        XCTAssertEqual(reveal.state, .closed)
        reveal.open()
        XCTAssertEqual(reveal.state, .animating(toward: .open(.leading)))
        finish()
        XCTAssertEqual(reveal.state, .open(.leading))
        XCTAssertEqual(reveal.progress, 1)
        reveal.distance = 100
        reveal.beginTracking()
        XCTAssertEqual(reveal.state, .tracking)
        reveal.updateTracking(translation: -70)
        XCTAssertEqual(reveal.progress, 0.3, accuracy: 1e-12)
        reveal.endTracking(velocity: 0)
        XCTAssertEqual(reveal.state, .animating(toward: .closed))
        finish()
        XCTAssertEqual(reveal.state, .closed)
    }

    /// Found by StyleFuzzTests: moves delivered in a burst carry nearly equal
    /// times, so a release could report millions of points per second and
    /// throw a bouncing spring millions of points past its rest.
    func testAnAbsurdReleaseSpeedBouncesNoFurtherThanAQuarter() {
        let reveal = RevealController(clock: clock, sides: [.leading, .trailing],
                                      motion: .spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5))
        reveal.allowsOvershoot = true
        reveal.distance = 60
        reveal.beginTracking()
        reveal.updateTracking(translation: -30)
        reveal.endTracking(velocity: -1e9)
        var furthest = 0.0
        for _ in 0..<120 {
            clock.advance(to: clock.now + 1.0 / 60)
            furthest = min(furthest, reveal.progress)
        }
        XCTAssertEqual(reveal.state, .open(.trailing))
        XCTAssertGreaterThan(furthest, -1.25, "the bounce past the trailing end stays within a quarter")
    }

    func testEveryWayOutOfClosedReportsOpeningOnce() {
        let reveal = RevealController(clock: clock, sides: [.leading, .trailing], motion: .easeInOut(0.25))
        var openings = 0
        reveal.onOpening = { openings += 1 }
        reveal.open()
        reveal.open(.trailing)
        finish()
        XCTAssertEqual(openings, 1, "a command, retargeted while opening")
        reveal.close()
        finish()
        reveal.beginTracking()
        reveal.updateTracking(translation: 0.2)
        XCTAssertEqual(openings, 2, "a drag or swipe")
        reveal.endTracking(velocity: 0)
        finish()
        reveal.page(by: 1)
        XCTAssertEqual(openings, 3, "a wheel notch")
        finish()
        reveal.close()
        finish()
        reveal.jump(to: 1)
        XCTAssertEqual(openings, 4, "a jump")
    }

    func testAPartialJumpRestsOpenTowardItsSide() {
        let reveal = RevealController(clock: clock, sides: [.leading, .trailing], motion: .easeInOut(0.25))
        reveal.jump(to: 0.5)
        XCTAssertEqual(reveal.state, .open(.leading))
        XCTAssertTrue(reveal.isOpen)
        reveal.jump(to: -0.25)
        XCTAssertEqual(reveal.state, .open(.trailing))
        reveal.jump(to: 0)
        XCTAssertEqual(reveal.state, .closed)
    }

    func testWheelNotchesCoalesceWhileHeadingThere() {
        let reveal = RevealController(clock: clock, sides: [.leading, .trailing], motion: .easeInOut(0.25))
        reveal.page(by: 1)
        reveal.page(by: 1)
        XCTAssertEqual(reveal.heading, .open(.leading))
        reveal.page(by: -1)
        XCTAssertEqual(reveal.heading, .closed)
        reveal.page(by: -1)
        XCTAssertEqual(reveal.heading, .open(.trailing))
        finish()
        XCTAssertEqual(reveal.progress, -1)
    }

    func testACommandOnlyRevealIgnoresDrags() {
        let reveal = RevealController(clock: clock, motion: .easeInOut(0.25), tracksPointer: false)
        reveal.beginTracking()
        reveal.updateTracking(translation: 500)
        XCTAssertEqual(reveal.state, .closed)
        XCTAssertEqual(reveal.progress, 0)
    }

    func testTwoMenusOnOneClockNeverTouchEachOthersAnimations() {
        let first = PushMenu(content: Layer(), menu: Layer(), clock: clock)
        let second = PushMenu(content: Layer(), menu: Layer(), clock: clock)
        for menu in [first, second] { menu.layout(in: Size(width: 400, height: 300)) }
        first.reveal.open()
        clock.advance(to: clock.now + 0.1)
        second.reveal.open()
        XCTAssertEqual(first.reveal.state, .animating(toward: .open(.leading)),
                       "the second menu's animation did not replace the first's")
        clock.advance(to: clock.now + 0.05)
        second.reveal.close()
        XCTAssertEqual(first.reveal.state, .animating(toward: .open(.leading)))
        clock.advance(to: clock.now + 0.1)
        XCTAssertEqual(first.reveal.state, .open(.leading))
        XCTAssertEqual(first.menuLayer.frame.minX, 0)
        XCTAssertEqual(second.reveal.state, .animating(toward: .closed))
        clock.advance(to: clock.now + 0.25)
        XCTAssertEqual(second.reveal.state, .closed)
        XCTAssertEqual(second.menuLayer.frame.minX, -300)
    }
}
