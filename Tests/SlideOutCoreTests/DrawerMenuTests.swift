import XCTest
@testable import SlideOutCore

/// Seed 001's numbers on the shared push menu: 0.8 width, no overlay, 0.5 s,
/// and the tutorial's release rule.
final class DrawerMenuTests: XCTestCase {
    private var clock: AnimationClock!
    private var drawer: PushMenu!

    override func setUp() {
        clock = AnimationClock()
        drawer = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock,
                          parameters: .drawer)
        drawer.layout(in: Size(width: 1000, height: 700))
    }

    private func release(from progress: Double, dragging translation: Double) -> String {
        drawer.jump(to: progress)
        drawer.beginInteractiveReveal()
        drawer.updateInteractiveReveal(translation: translation)
        drawer.endInteractiveReveal(velocity: 0)
        clock.advance(to: clock.now + 1)
        return drawer.stateName
    }

    func testOpenLayoutPushesTheContentByTheMenuWidth() {
        drawer.jump(to: 1)
        XCTAssertEqual(drawer.menuLayer.frame, Rect(x: 0, y: 0, width: 800, height: 700))
        XCTAssertEqual(drawer.contentLayer.frame.minX, 800)
        XCTAssertTrue(drawer.overlayLayer.isHidden, "no overlay: the content stays interactive")
    }

    func testReleaseRuleFromTheTutorial() {
        XCTAssertEqual(release(from: 0, dragging: 100), "closed", "100 points is not enough")
        XCTAssertEqual(release(from: 0, dragging: 101), "open")
        XCTAssertEqual(release(from: 1, dragging: -1), "closed", "any leftward drag closes")
        XCTAssertEqual(release(from: 1, dragging: 5), "open")
    }

    func testDragFollowsOneToOneWithinTheMenuWidth() {
        drawer.beginInteractiveReveal()
        drawer.updateInteractiveReveal(translation: 200)
        XCTAssertEqual(drawer.menuLayer.frame.minX, -600)
        XCTAssertEqual(drawer.contentLayer.frame.minX, 200)
    }

    func testToggleTakesHalfASecond() {
        drawer.toggle()
        clock.advance(to: 0.49)
        XCTAssertEqual(drawer.state, .opening)
        clock.advance(to: 0.5)
        XCTAssertEqual(drawer.state, .open)
    }
}
