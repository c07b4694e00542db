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

    func testExpandedCenterKeepsSixtyPointsVisibleOnAPhone() {
        panels.layout(in: Size(width: 375, height: 667))
        panels.reveal.jump(to: 1)
        XCTAssertEqual(panels.centerLayer.frame.minX, 315)
        XCTAssertEqual(panels.menuWidth, 315)
        XCTAssertEqual(panels.reveal.state, .open(.leading))
        panels.reveal.jump(to: -1)
        XCTAssertEqual(panels.centerLayer.frame.minX, -315)
        XCTAssertEqual(panels.reveal.state, .open(.trailing))
    }

    /// SPEC "Desktop sizes": a side panel shows at most 400 points, the
    /// centre keeping the rest (here 800 - 400).
    func testOnAWideWindowASidePanelShowsAtMostFourHundredPoints() {
        panels.reveal.jump(to: 1)
        XCTAssertEqual(panels.centerLayer.frame.minX, 400)
        XCTAssertEqual(panels.menuWidth, 400)
        panels.reveal.jump(to: -1)
        XCTAssertEqual(panels.centerLayer.frame.minX, -400)
        panels.layout(in: Size(width: 1920, height: 1080))
        XCTAssertEqual(panels.centerLayer.frame.minX, -400)
    }

    /// Past half the view on a phone; with the panel capped, past half of
    /// what the panel and the kept 60 points span ((400 + 60) / 2 = 230).
    func testTheHalfwayRuleFollowsTheCap() {
        func settles(after translation: Double) -> RevealState {
            panels.reveal.jump(to: 0)
            panels.reveal.beginTracking()
            panels.reveal.updateTracking(translation: translation)
            panels.reveal.endTracking(velocity: 0)
            finish()
            return panels.reveal.state
        }
        XCTAssertEqual(settles(after: 231), .open(.leading))
        XCTAssertEqual(settles(after: 229), .closed)
        panels.layout(in: Size(width: 400, height: 600))
        XCTAssertEqual(settles(after: -201), .open(.trailing))
        XCTAssertEqual(settles(after: -199), .closed, "not past half the view")
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
        panels.reveal.updateTracking(translation: -229)
        XCTAssertNotNil(panels.panels[.trailing])
        panels.reveal.endTracking(velocity: 0)
        finish()
        XCTAssertEqual(panels.reveal.state, .closed, "not past half the (capped) way")
        XCTAssertNil(panels.panels[.trailing])
    }

    /// Seed 002's centre follows the finger: a drag that starts leftward and
    /// reverses past its start shows the left panel, not a centre stuck at 0.
    func testCenterFollowsADragThatReversesAcrossItsStart() {
        let interaction = MenuInteraction(style: panels, content: NoContent())
        func event(_ kind: InputEvent.Kind, at time: Double) { interaction.handle(InputEvent(time: time, kind: kind)) }
        event(.pointerMove(Point(x: 400, y: 300)), at: 0)
        event(.button(.primary, pressed: true), at: 0.01)
        event(.pointerMove(Point(x: 300, y: 300)), at: 0.05)
        XCTAssertEqual(panels.centerLayer.frame.minX, -100, accuracy: 1e-9)
        XCTAssertEqual(panels.shownSide, .trailing)
        event(.pointerMove(Point(x: 550, y: 300)), at: 0.15)
        XCTAssertEqual(panels.centerLayer.frame.minX, 150, accuracy: 1e-9, "the centre crossed its start with the finger")
        XCTAssertEqual(panels.shownSide, .leading)
        XCTAssertNotNil(panels.panels[.leading])
        XCTAssertTrue(panels.panels[.trailing]?.isHidden ?? true, "the other panel hides until rest")
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

/// A host with no rows or buttons of its own.
private final class NoContent: MenuContent {
    var menuRows: [Layer] { [] }
    func chooseMenuRow(at index: Int) {}
}
