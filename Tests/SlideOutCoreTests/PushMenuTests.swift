import XCTest
@testable import SlideOutCore

final class PushMenuTests: XCTestCase {
    private var clock: AnimationClock!
    private var menu: PushMenu!

    override func setUp() {
        clock = AnimationClock()
        menu = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock)
        menu.layout(in: Size(width: 401, height: 700))
    }

    func testClosedLayoutHidesTheMenuLeftOfTheView() {
        XCTAssertEqual(menu.menuWidth(forViewWidth: 401), 300)   // floor(0.75 x 401)
        XCTAssertEqual(menu.menuLayer.frame, Rect(x: -300, y: 0, width: 300, height: 700))
        XCTAssertEqual(menu.contentLayer.frame.minX, 0)
        XCTAssertEqual(menu.overlayLayer.opacity, 0)
        XCTAssertTrue(menu.overlayLayer.isHidden)
        XCTAssertEqual(menu.reveal.state, .closed)
    }

    /// SPEC "Desktop sizes": min(floor(0.75 w), 320) points.
    func testTheMenuIsCappedAtThreeHundredTwentyPoints() {
        XCTAssertEqual(menu.menuWidth(forViewWidth: 426), 319)
        XCTAssertEqual(menu.menuWidth(forViewWidth: 427), 320)
        XCTAssertEqual(menu.menuWidth(forViewWidth: 1920), 320)
        menu.layout(in: Size(width: 1920, height: 1080))
        menu.reveal.jump(to: 1)
        XCTAssertEqual(menu.menuLayer.frame, Rect(x: 0, y: 0, width: 320, height: 1080))
        XCTAssertEqual(menu.contentLayer.frame, Rect(x: 320, y: 0, width: 1920, height: 1080), "pushed, not docked")
        XCTAssertEqual(menu.menuMode, .overlay, "no docking unless the host asks for it")
    }

    func testOpenLayoutPushesTheContentUnderTheOverlay() {
        menu.reveal.jump(to: 1)
        XCTAssertEqual(menu.menuLayer.frame.minX, 0)
        XCTAssertEqual(menu.contentLayer.frame.minX, 300)
        XCTAssertEqual(menu.overlayLayer.opacity, 0.35, accuracy: 1e-12)
        XCTAssertFalse(menu.overlayLayer.isHidden)
        XCTAssertEqual(menu.reveal.state, .open(.leading))
    }

    func testToggleAnimatesForAQuarterSecondAlongEaseInOut() {
        menu.reveal.toggle()
        XCTAssertEqual(menu.reveal.state, .animating(toward: .open(.leading)))
        XCTAssertFalse(menu.overlayLayer.isHidden, "the overlay swallows input while the menu moves")
        clock.advance(to: 0.1)
        let expected = Self.referenceEaseInOut(0.1 / 0.25)
        XCTAssertEqual(menu.reveal.progress, expected, accuracy: 1e-6)
        XCTAssertEqual(menu.menuLayer.frame.minX, -300 + 300 * expected, accuracy: 1e-4)
        XCTAssertEqual(menu.contentLayer.frame.minX, menu.menuLayer.frame.maxX, accuracy: 1e-9)
        clock.advance(to: 0.2499)
        XCTAssertEqual(menu.reveal.state, .animating(toward: .open(.leading)))
        clock.advance(to: 0.25)
        XCTAssertEqual(menu.reveal.state, .open(.leading))
        XCTAssertEqual(menu.reveal.progress, 1)
        XCTAssertTrue(clock.isIdle)
    }

    func testInterruptingReversesFromTheCurrentProgress() {
        menu.reveal.toggle()
        clock.advance(to: 0.125)
        let midway = menu.reveal.progress
        XCTAssertEqual(midway, 0.5, accuracy: 1e-6)
        menu.reveal.toggle()
        XCTAssertEqual(menu.reveal.state, .animating(toward: .closed))
        clock.advance(to: 0.125 + 1e-9)
        XCTAssertEqual(menu.reveal.progress, midway, accuracy: 1e-6, "no jump when interrupted")
        clock.advance(to: 0.375)
        XCTAssertEqual(menu.reveal.progress, 0)
        XCTAssertEqual(menu.reveal.state, .closed)
        XCTAssertTrue(menu.overlayLayer.isHidden)
    }

    func testOverlayTapClosesAndOtherTapsAreNotConsumed() {
        menu.reveal.jump(to: 1)
        XCTAssertFalse(menu.handleTap(on: menu.contentLayer))
        XCTAssertTrue(menu.handleTap(on: menu.overlayLayer))
        XCTAssertEqual(menu.reveal.state, .animating(toward: .closed))
    }

    func testOverlaySwallowsEveryPointOfTheContentWhileOpen() {
        let button = Layer(name: "button")
        button.acceptsInput = true
        button.frame = Rect(x: 0, y: 0, width: 401, height: 700)
        menu.contentLayer.addSublayer(button)
        XCTAssertEqual(menu.rootLayer.hitTest(Point(x: 200, y: 300))?.name, "button")
        menu.reveal.toggle()
        clock.advance(to: 0.01)
        XCTAssertEqual(menu.rootLayer.hitTest(Point(x: 350, y: 300))?.name, "overlay")
        clock.advance(to: 1)
        XCTAssertEqual(menu.rootLayer.hitTest(Point(x: 350, y: 300))?.name, "overlay")
        XCTAssertEqual(menu.rootLayer.hitTest(Point(x: 100, y: 300))?.name, "menu")
    }

    func testOpeningAnOpenMenuStartsNothing() {
        menu.reveal.jump(to: 1)
        menu.reveal.open()
        XCTAssertTrue(clock.isIdle)
        XCTAssertEqual(menu.reveal.state, .open(.leading))
    }

    /// Ease-in-out (0.42, 0, 0.58, 1) solved by bisection, independent of the curve type.
    static func referenceEaseInOut(_ x: Double) -> Double {
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }
}
