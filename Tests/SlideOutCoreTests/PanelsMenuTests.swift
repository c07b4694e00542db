import XCTest
@testable import SlideOutCore

final class PanelsMenuTests: XCTestCase {
    private var clock: AnimationClock!
    private var panels: PanelsMenu!
    private var made: [RevealSide] = []

    override func setUp() {
        clock = AnimationClock()
        made = []
        panels = PanelsMenu(center: Layer(name: "center"), clock: clock) { [unowned self] side in
            made.append(side)
            return Layer(name: "\(side)")
        }
        panels.layout(in: Size(width: 800, height: 600))
    }

    private func finish() { clock.advance(to: clock.now + 1) }

    func testExpandedCenterKeepsSixtyPointsVisible() {
        panels.reveal.jump(to: 1)
        XCTAssertEqual(panels.centerLayer.frame.minX, 740)
        XCTAssertEqual(panels.reveal.state, .open(.leading))
        panels.reveal.jump(to: -1)
        XCTAssertEqual(panels.centerLayer.frame.minX, -740)
        XCTAssertEqual(panels.reveal.state, .open(.trailing))
    }

    func testSidePanelsAreMadeWhenNeededUnderTheCenterAndDroppedAfterCollapse() {
        XCTAssertNil(panels.panels[.leading])
        XCTAssertEqual(panels.rootLayer.sublayers.count, 1)
        panels.reveal.toggle(.leading)
        XCTAssertEqual(made, [.leading])
        XCTAssertTrue(panels.rootLayer.sublayers.first === panels.panels[.leading], "under the centre")
        finish()
        XCTAssertEqual(panels.reveal.state, .open(.leading))
        panels.reveal.toggle(.leading)
        finish()
        XCTAssertNil(panels.panels[.leading])
        XCTAssertEqual(panels.rootLayer.sublayers.count, 1, "dropped with its contents")
        panels.reveal.toggle(.trailing)
        finish()
        XCTAssertEqual(made, [.leading, .trailing])
        XCTAssertEqual(panels.reveal.state, .open(.trailing))
    }

    func testShadowShowsOnlyWhileAPanelShows() {
        XCTAssertEqual(panels.centerLayer.shadowOpacity, 0)
        panels.reveal.toggle(.leading)
        clock.advance(to: 0.1)
        XCTAssertEqual(panels.centerLayer.shadowOpacity, 0.8)
        finish()
        panels.reveal.close()
        finish()
        XCTAssertEqual(panels.centerLayer.shadowOpacity, 0)
    }

    func testSpringIsUIKitsHalfSecondWithDampingPointEight() {
        panels.reveal.toggle(.leading)
        let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)
        clock.advance(to: 0.2)
        XCTAssertEqual(panels.reveal.progress, spring.value(at: 0.2), accuracy: 1e-9)
        clock.advance(to: 0.5)
        XCTAssertEqual(panels.reveal.progress, 1)
        XCTAssertFalse(panels.reveal.isMoving)
    }

    func testPanDirectionPicksThePanelAndHalfTheViewDecides() {
        panels.reveal.beginTracking()
        XCTAssertEqual(panels.centerLayer.shadowOpacity, 0.8, "the shadow shows as the pan begins")
        panels.reveal.updateTracking(translation: 401)
        XCTAssertEqual(made, [.leading], "rightward uncovers the left panel")
        panels.reveal.endTracking(velocity: 0)
        finish()
        XCTAssertEqual(panels.reveal.state, .open(.leading))

        panels.reveal.jump(to: 0)
        panels.reveal.beginTracking()
        panels.reveal.updateTracking(translation: -399)
        XCTAssertNotNil(panels.panels[.trailing])
        panels.reveal.endTracking(velocity: 0)
        finish()
        XCTAssertEqual(panels.reveal.state, .closed, "not past half the view")
        XCTAssertNil(panels.panels[.trailing])
    }

    func testWheelStepsAcrossRightCollapsedLeft() {
        panels.reveal.page(by: -1)
        finish()
        XCTAssertEqual(panels.reveal.state, .open(.trailing))
        panels.reveal.page(by: 1)
        finish()
        XCTAssertEqual(panels.reveal.state, .closed)
        panels.reveal.page(by: 1)
        finish()
        XCTAssertEqual(panels.reveal.state, .open(.leading))
    }
}
