import XCTest
@testable import SlideOutCore

/// One finger on a touchscreen drives a menu exactly as the primary mouse
/// button does: 1:1 drags, the style's release rule and fling, taps with
/// press feedback; a second finger and the mouse wait for it; a cancel
/// puts the menu back; a swipe from the leading edge opens over a button.
final class TouchInteractionTests: XCTestCase {
    private final class Rows: MenuContent {
        let menuRows = [Layer(name: "row0"), Layer(name: "row1")]
        var buttons: [Layer] = []
        var chosen: [Int] = []
        var tapped: [String] = []

        func chooseMenuRow(at index: Int) { chosen.append(index) }
        func handleTap(on layer: Layer) { tapped.append(layer.name) }
    }

    private let clock = AnimationClock()
    private var push: PushMenu!
    private var rows: Rows!
    private var button: Layer!
    private var interaction: MenuInteraction!
    private var reports: [String] = []

    /// Push at 800x600 (its menu 600 wide) with two rows in the menu and a
    /// bar button at the content's leading edge.
    override func setUp() {
        let content = Layer(name: "content")
        button = Layer(name: "button")
        button.acceptsInput = true
        button.frame = Rect(x: 0, y: 100, width: 60, height: 44)
        content.addSublayer(button)
        let menu = Layer(name: "menu")
        rows = Rows()
        for (index, row) in rows.menuRows.enumerated() {
            row.acceptsInput = true
            row.frame = Rect(x: 0, y: 100 + Double(index) * 44, width: 600, height: 44)
            menu.addSublayer(row)
        }
        rows.buttons = [button]
        push = PushMenu(content: content, menu: menu, clock: clock, parameters: .uncapped)
        push.layout(in: Size(width: 800, height: 600))
        interaction = MenuInteraction(style: push, content: rows, clock: clock)
        interaction.onReport = { [unowned self] report in
            switch report {
            case .tap(let target): reports.append("tap \(target.name)")
            case .chose(let row): reports.append("select \(row)")
            }
        }
    }

    private func send(_ kind: InputEvent.Kind, at time: Double) {
        clock.advance(to: time)
        interaction.handle(InputEvent(time: time, kind: kind))
    }

    /// A finger `id` down at `from`, moved in `steps` even steps a 60th of
    /// a second apart to `to`, starting at `time`; returns the last move's time.
    @discardableResult
    private func drag(id: Int = 0, from: Point, to: Point, at time: Double, steps: Int = 10) -> Double {
        send(.touchDown(id: id, from), at: time)
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            send(.touchMove(id: id, Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)),
                 at: time + Double(step) / 60)
        }
        return time + Double(steps) / 60
    }

    func testOneFingerTracksOneToOne() {
        drag(from: Point(x: 200, y: 300), to: Point(x: 350, y: 300), at: 0)
        XCTAssertEqual(push.reveal.state, .tracking)
        XCTAssertEqual(push.reveal.progress, 0.25, accuracy: 1e-9, "150 of 600 points")
        XCTAssertEqual(push.menuLayer.frame.maxX, 150, accuracy: 1e-9)
    }

    /// Held still, then lifted: the style's release rule (paging at half
    /// the menu), as the mouse.
    func testASlowReleaseSettlesByTheReleaseRule() {
        var end = drag(from: Point(x: 100, y: 300), to: Point(x: 430, y: 300), at: 0)
        send(.touchMove(id: 0, Point(x: 430, y: 300)), at: end + 0.5)
        send(.touchUp(id: 0), at: end + 0.5)
        clock.advance(to: end + 2)
        XCTAssertEqual(push.reveal.state, .open(.leading), "past halfway opens")

        end = drag(from: Point(x: 700, y: 300), to: Point(x: 420, y: 300), at: 3)
        send(.touchMove(id: 0, Point(x: 420, y: 300)), at: end + 0.5)
        send(.touchUp(id: 0), at: end + 0.5)
        clock.advance(to: end + 2)
        XCTAssertEqual(push.reveal.state, .open(.leading), "280 of 600 back: not past halfway, stays open")
    }

    func testAFlingOpensWithTheFingersVelocity() {
        let end = drag(from: Point(x: 100, y: 300), to: Point(x: 160, y: 300), at: 0, steps: 4)   // 900 pt/s
        send(.touchUp(id: 0), at: end)
        XCTAssertEqual(push.reveal.state, .animating(toward: .open(.leading)), "0.1 of the way, thrown open")
        let start = push.reveal.progress
        clock.advance(to: end + 0.001)
        XCTAssertEqual((push.reveal.progress - start) / 0.001, 1.5, accuracy: 0.1, "leaves at 900 pt/s = 1.5 per second")
        clock.advance(to: end + 1)
        XCTAssertEqual(push.reveal.state, .open(.leading))
    }

    func testATapChoosesARowWithPressFeedback() {
        push.reveal.jump(to: 1)
        send(.touchDown(id: 4, Point(x: 100, y: 160)), at: 0)
        XCTAssertTrue(interaction.feedback?.target === rows.menuRows[1], "the row shows the press")
        send(.touchUp(id: 4), at: 0.1)
        XCTAssertEqual(rows.chosen, [1])
        XCTAssertEqual(reports, ["tap row1", "select 1"])
    }

    func testATapPressesAButton() {
        send(.touchDown(id: 0, Point(x: 40, y: 120)), at: 0)
        XCTAssertTrue(interaction.feedback?.target === button)
        send(.touchUp(id: 0), at: 0.1)
        XCTAssertEqual(rows.tapped, ["button"])
        XCTAssertEqual(push.reveal.state, .closed)
    }

    func testASecondFingerChangesNothingUntilTheFirstLifts() {
        drag(id: 0, from: Point(x: 200, y: 300), to: Point(x: 350, y: 300), at: 0)
        send(.touchDown(id: 1, Point(x: 600, y: 300)), at: 0.2)
        send(.touchMove(id: 1, Point(x: 100, y: 300)), at: 0.25)
        send(.touchUp(id: 1), at: 0.3)
        XCTAssertEqual(push.reveal.state, .tracking)
        XCTAssertEqual(push.reveal.progress, 0.25, accuracy: 1e-9, "the second finger moved nothing")
        send(.touchMove(id: 0, Point(x: 380, y: 300)), at: 0.35)
        XCTAssertEqual(push.reveal.progress, 0.3, accuracy: 1e-9, "the first finger still drags")
        send(.touchUp(id: 0), at: 1.5)
        clock.advance(to: 3)
        XCTAssertEqual(push.reveal.state, .closed)

        // Now lifted, a new finger drags.
        drag(id: 1, from: Point(x: 200, y: 300), to: Point(x: 260, y: 300), at: 4)
        XCTAssertEqual(push.reveal.progress, 0.1, accuracy: 1e-9)
    }

    func testACancelAnimatesBackToWhereTheGestureBegan() {
        let end = drag(from: Point(x: 100, y: 300), to: Point(x: 500, y: 300), at: 0)
        send(.touchCancel(id: 0), at: end)
        XCTAssertEqual(push.reveal.state, .animating(toward: .closed), "animated, not jumped")
        clock.advance(to: end + 0.05)
        XCTAssertGreaterThan(push.reveal.progress, 0.1)
        clock.advance(to: end + 1)
        XCTAssertEqual(push.reveal.state, .closed)
        XCTAssertEqual(reports, [], "no tap")

        push.reveal.jump(to: 1)
        let closing = drag(from: Point(x: 700, y: 300), to: Point(x: 300, y: 300), at: 2)
        send(.touchCancel(id: 0), at: closing)
        clock.advance(to: closing + 1)
        XCTAssertEqual(push.reveal.state, .open(.leading), "back open, where that drag began")
    }

    func testACancelledTapTapsNothing() {
        send(.touchDown(id: 0, Point(x: 40, y: 120)), at: 0)
        send(.touchCancel(id: 0), at: 0.1)
        send(.touchUp(id: 0), at: 0.2)
        XCTAssertEqual(rows.tapped, [])
    }

    /// From within 32 points of the leading edge, even on a button and
    /// moving as much down as in, the finger swipes the menu in; the same
    /// move by the mouse, or by a finger further in, fails the direction lock.
    func testAnEdgeSwipeOverAButtonOpensTheMenu() {
        let end = drag(from: Point(x: 20, y: 110), to: Point(x: 140, y: 240), at: 0, steps: 12)
        XCTAssertEqual(push.reveal.state, .tracking)
        send(.touchUp(id: 0), at: end)
        clock.advance(to: end + 1)
        XCTAssertEqual(push.reveal.state, .open(.leading))
        XCTAssertEqual(rows.tapped, [], "the button is not pressed")

        push.reveal.jump(to: 0)
        send(.pointerMove(Point(x: 20, y: 110)), at: 2)
        send(.button(.primary, pressed: true), at: 2)
        send(.pointerMove(Point(x: 28, y: 121)), at: 2.05)
        send(.pointerMove(Point(x: 140, y: 240)), at: 2.1)
        XCTAssertEqual(push.reveal.state, .closed, "a diagonal mouse drag fails the lock")
        send(.button(.primary, pressed: false), at: 2.2)

        drag(from: Point(x: 50, y: 110), to: Point(x: 170, y: 240), at: 3, steps: 12)
        XCTAssertEqual(push.reveal.state, .closed, "40 points in is no edge")
    }

    /// Every style with a drag takes the edge swipe, in at a steep angle,
    /// and settles open; slidedown, which has no drag, stays closed.
    func testEveryStyleWithADragTakesTheEdgeSwipe() {
        let styles: [(String, any MenuStyle, RevealState)] = [
            ("push", PushMenu(content: Layer(), menu: Layer(), clock: clock), .open(.leading)),
            ("drawer", PushMenu(content: Layer(), menu: Layer(), clock: clock, parameters: .drawer), .open(.leading)),
            ("panels", PanelsMenu(center: Layer(), clock: clock) { _ in Layer() }, .open(.leading)),
            ("sidebar3d", Sidebar3DMenu(menu: Layer(), detail: Layer(), clock: clock), .open(.leading)),
            ("slidedown", SlideDownMenu(main: Layer(), menu: Layer(), clock: clock), .closed),
        ]
        var time = 10.0
        for (name, style, settled) in styles {
            style.layout(in: Size(width: 800, height: 600))
            interaction = MenuInteraction(style: style, content: rows, clock: clock)
            let end = drag(from: Point(x: 10, y: 100), to: Point(x: 700, y: 1000), at: time, steps: 30)
            send(.touchMove(id: 0, Point(x: 700, y: 1000)), at: end + 0.5)
            send(.touchUp(id: 0), at: end + 0.5)
            clock.advance(to: end + 3)
            XCTAssertEqual(style.reveal.state, settled, name)
            time = end + 4
        }
    }

    func testAMouseAndAFingerDoNotShareAPress() {
        send(.pointerMove(Point(x: 200, y: 300)), at: 0)
        send(.button(.primary, pressed: true), at: 0)
        send(.touchDown(id: 0, Point(x: 600, y: 300)), at: 0.05)
        send(.touchMove(id: 0, Point(x: 700, y: 300)), at: 0.1)
        XCTAssertEqual(push.reveal.state, .closed, "the finger is ignored while the button is down")
        send(.pointerMove(Point(x: 320, y: 300)), at: 0.15)
        XCTAssertEqual(push.reveal.progress, 0.2, accuracy: 1e-9, "the mouse drags")
        send(.touchUp(id: 0), at: 0.2)
        XCTAssertEqual(push.reveal.state, .tracking, "the finger's lift ends nothing")
        send(.button(.primary, pressed: false), at: 1.5)
        clock.advance(to: 3)

        drag(from: Point(x: 200, y: 300), to: Point(x: 260, y: 300), at: 4)
        send(.pointerMove(Point(x: 500, y: 300)), at: 4.3)
        send(.button(.primary, pressed: true), at: 4.3)
        send(.pointerMove(Point(x: 700, y: 300)), at: 4.35)
        send(.button(.primary, pressed: false), at: 4.4)
        XCTAssertEqual(push.reveal.state, .tracking)
        XCTAssertEqual(push.reveal.progress, 0.1, accuracy: 1e-9, "the mouse is ignored while the finger is down")
    }
}
