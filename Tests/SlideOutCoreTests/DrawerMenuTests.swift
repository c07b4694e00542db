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
        drawer.layout(in: Size(width: 400, height: 700))
    }

    private func release(from progress: Double, dragging translation: Double) -> RevealState {
        drawer.reveal.jump(to: progress)
        drawer.reveal.beginTracking()
        drawer.reveal.updateTracking(translation: translation)
        drawer.reveal.endTracking(velocity: 0)
        clock.advance(to: clock.now + 1)
        return drawer.reveal.state
    }

    func testOpenLayoutPushesTheContentByTheMenuWidth() {
        drawer.reveal.jump(to: 1)
        XCTAssertEqual(drawer.menuLayer.frame, Rect(x: 0, y: 0, width: 320, height: 700))
        XCTAssertEqual(drawer.contentLayer.frame.minX, 320)
        XCTAssertTrue(drawer.overlayLayer.isHidden, "no overlay: the content stays interactive")
    }

    /// SPEC "Desktop sizes": min(0.8 w, 360) points.
    func testTheDrawerIsCappedAtThreeHundredSixtyPoints() {
        XCTAssertEqual(drawer.menuWidth(forViewWidth: 450), 360)
        XCTAssertEqual(drawer.menuWidth(forViewWidth: 1920), 360)
        XCTAssertEqual(drawer.menuWidth(forViewWidth: 375), 300)
        XCTAssertEqual(drawer.menuWidth(forViewWidth: 401), 320.8, accuracy: 1e-9, "0.8 w as it is, not floored")
    }

    func testReleaseRuleFromTheTutorial() {
        XCTAssertEqual(release(from: 0, dragging: 100), .closed, "100 points is not enough")
        XCTAssertEqual(release(from: 0, dragging: 101), .open(.leading))
        XCTAssertEqual(release(from: 1, dragging: -1), .closed, "any leftward drag closes")
        XCTAssertEqual(release(from: 1, dragging: 5), .open(.leading))
    }

    func testDragFollowsOneToOneWithinTheMenuWidth() {
        drawer.reveal.beginTracking()
        drawer.reveal.updateTracking(translation: 200)
        XCTAssertEqual(drawer.menuLayer.frame.minX, -120)
        XCTAssertEqual(drawer.contentLayer.frame.minX, 200)
    }

    func testToggleTakesHalfASecond() {
        drawer.reveal.toggle()
        clock.advance(to: 0.49)
        XCTAssertEqual(drawer.reveal.state, .animating(toward: .open(.leading)))
        clock.advance(to: 0.5)
        XCTAssertEqual(drawer.reveal.state, .open(.leading))
    }
}
