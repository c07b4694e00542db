import XCTest
@testable import SlideOutCore

final class PanelsMenuTests: XCTestCase {
    private var clock: AnimationClock!
    private var panels: PanelsMenu!
    private var made: [PanelsMenu.Side] = []

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
        panels.jump(to: 1)
        XCTAssertEqual(panels.centerLayer.frame.minX, 740)
        XCTAssertEqual(panels.stateName, "open")
        panels.jump(to: -1)
        XCTAssertEqual(panels.centerLayer.frame.minX, -740)
        XCTAssertEqual(panels.stateName, "open-right")
    }

    func testSidePanelsAreMadeWhenNeededUnderTheCenterAndDroppedAfterCollapse() {
        XCTAssertNil(panels.leftPanel)
        XCTAssertEqual(panels.rootLayer.sublayers.count, 1)
        panels.toggle(.left)
        XCTAssertEqual(made, [.left])
        XCTAssertTrue(panels.rootLayer.sublayers.first === panels.leftPanel, "under the centre")
        finish()
        XCTAssertEqual(panels.stateName, "open")
        panels.toggle(.left)
        finish()
        XCTAssertNil(panels.leftPanel)
        XCTAssertEqual(panels.rootLayer.sublayers.count, 1, "dropped with its contents")
        panels.toggle(.right)
        finish()
        XCTAssertEqual(made, [.left, .right])
        XCTAssertEqual(panels.stateName, "open-right")
    }

    func testShadowShowsOnlyWhileAPanelShows() {
        XCTAssertEqual(panels.centerLayer.shadowOpacity, 0)
        panels.toggle(.left)
        clock.advance(to: 0.1)
        XCTAssertEqual(panels.centerLayer.shadowOpacity, 0.8)
        finish()
        panels.close()
        finish()
        XCTAssertEqual(panels.centerLayer.shadowOpacity, 0)
    }

    func testSpringIsUIKitsHalfSecondWithDampingPointEight() {
        panels.toggle(.left)
        let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)
        clock.advance(to: 0.2)
        XCTAssertEqual(panels.progress, spring.value(at: 0.2), accuracy: 1e-9)
        clock.advance(to: 0.5)
        XCTAssertEqual(panels.progress, 1)
        XCTAssertFalse(panels.isMoving)
    }

    func testPanDirectionPicksThePanelAndHalfTheViewDecides() {
        panels.beginInteractiveReveal()
        XCTAssertEqual(panels.centerLayer.shadowOpacity, 0.8, "the shadow shows as the pan begins")
        panels.updateInteractiveReveal(translation: 401)
        XCTAssertEqual(made, [.left], "rightward uncovers the left panel")
        panels.endInteractiveReveal(velocity: 0)
        finish()
        XCTAssertEqual(panels.stateName, "open")

        panels.jump(to: 0)
        panels.beginInteractiveReveal()
        panels.updateInteractiveReveal(translation: -399)
        XCTAssertNotNil(panels.rightPanel)
        panels.endInteractiveReveal(velocity: 0)
        finish()
        XCTAssertEqual(panels.stateName, "closed", "not past half the view")
        XCTAssertNil(panels.rightPanel)
    }

    func testWheelStepsAcrossRightCollapsedLeft() {
        panels.page(by: -1)
        finish()
        XCTAssertEqual(panels.stateName, "open-right")
        panels.page(by: 1)
        finish()
        XCTAssertEqual(panels.stateName, "closed")
        panels.page(by: 1)
        finish()
        XCTAssertEqual(panels.stateName, "open")
    }
}
