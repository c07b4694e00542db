import XCTest
@testable import SlideOutCore

/// Input in a right-to-left layout is mirrored once, before any style sees
/// it: pointer x about the view's centre line, horizontal scrolling
/// reversed, Left and Right swapped; and the arrows open and close the menu.
final class LayoutDirectionTests: XCTestCase {
    private let width = 800.0

    /// A menu content with no rows or buttons.
    private final class NoRows: MenuContent {
        var menuRows: [Layer] { [] }
        var buttons: [Layer] { [] }
        func chooseMenuRow(at index: Int) {}
    }

    /// A push menu laid out `width` points wide, its clock, and a content
    /// for its interaction (which holds it weakly: keep it).
    private func pushMenu() -> (AnimationClock, PushMenu, NoRows) {
        let clock = AnimationClock()
        let push = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock)
        push.layout(in: Size(width: width, height: 600))
        return (clock, push, NoRows())
    }

    private func mirrored(_ kind: InputEvent.Kind) -> InputEvent.Kind {
        InputEvent(time: 1, kind: kind).laidOut(for: .rightToLeft, width: width).kind
    }

    func testRightToLeftMirrorsPointerScrollAndArrows() {
        XCTAssertEqual(mirrored(.pointerMove(Point(x: 100, y: 30))), .pointerMove(Point(x: 700, y: 30)))
        XCTAssertEqual(mirrored(.scroll(dx: -0.5, dy: 1)), .scroll(dx: 0.5, dy: 1), "only sideways scrolling turns")
        XCTAssertEqual(mirrored(.sourcedScroll(dx: 3, dy: -1, source: .finger)),
                       .sourcedScroll(dx: -3, dy: -1, source: .finger))
        XCTAssertEqual(mirrored(.key(.left, pressed: true, modifiers: .shift)),
                       .key(.right, pressed: true, modifiers: .shift))
        XCTAssertEqual(mirrored(.key(.right, pressed: false, modifiers: [])), .key(.left, pressed: false, modifiers: []))
    }

    func testWhatHasNoSideIsUnchanged() {
        let kinds: [InputEvent.Kind] = [
            .button(.primary, pressed: true), .scrollStop, .key(.up, pressed: true, modifiers: []),
            .key(.escape, pressed: true, modifiers: []), .resize(Size(width: 300, height: 200)),
        ]
        for kind in kinds { XCTAssertEqual(mirrored(kind), kind) }
        XCTAssertEqual(InputEvent(time: 2, kind: .pointerMove(Point(x: 10, y: 5))).laidOut(for: .rightToLeft, width: width).time, 2)
    }

    func testLeftToRightPassesEverythingAsItIs() {
        let event = InputEvent(time: 1, kind: .pointerMove(Point(x: 100, y: 30)))
        XCTAssertEqual(event.laidOut(for: .leftToRight, width: width), event)
        let scroll = InputEvent(time: 1, kind: .scroll(dx: 1, dy: 0))
        XCTAssertEqual(scroll.laidOut(for: .leftToRight, width: width), scroll)
    }

    /// Mirroring twice gives the event back: the mirror is its own inverse.
    func testMirroringTwiceIsTheIdentity() {
        let event = InputEvent(time: 1, kind: .pointerMove(Point(x: 123.5, y: 7)))
        XCTAssertEqual(event.laidOut(for: .rightToLeft, width: width).laidOut(for: .rightToLeft, width: width), event)
        let mirror = try? XCTUnwrap(LayoutDirection.rightToLeft.mirror(width: width))
        XCTAssertEqual(mirror?.concatenating(mirror!), .identity)
        XCTAssertNil(LayoutDirection.leftToRight.mirror(width: width))
    }

    /// Right (inward from the leading menu) opens it, Left closes it; in a
    /// right-to-left layout the host's mirroring swaps them.
    func testArrowsOpenAndCloseTheMenu() {
        let (clock, push, content) = pushMenu()
        let interaction = MenuInteraction(style: push, content: content)
        func press(_ key: Key, in direction: LayoutDirection) -> Bool {
            let event = InputEvent(time: clock.now, kind: .key(key, pressed: true, modifiers: []))
            interaction.handle(event.laidOut(for: direction, width: width))
            clock.advance(to: clock.now + 1)
            return push.reveal.isOpen
        }
        XCTAssertFalse(press(.left, in: .leftToRight), "Left points away from the closed menu")
        XCTAssertTrue(press(.right, in: .leftToRight))
        XCTAssertTrue(press(.right, in: .leftToRight), "Right again keeps it open")
        XCTAssertFalse(press(.left, in: .leftToRight))
        XCTAssertFalse(press(.right, in: .rightToLeft), "mirrored, Right points away from the menu")
        XCTAssertTrue(press(.left, in: .rightToLeft))
        XCTAssertFalse(press(.right, in: .rightToLeft))
    }

    /// A drag toward the left opens a right-to-left menu: the host's
    /// mirroring makes it the drag to the right every style knows.
    func testADragTowardTheCentreOpensAMirroredMenu() {
        let (clock, push, content) = pushMenu()
        let interaction = MenuInteraction(style: push, content: content)
        var time = 0.0
        func send(_ kind: InputEvent.Kind) {
            time += 1.0 / 60
            clock.advance(to: time)
            interaction.handle(InputEvent(time: time, kind: kind).laidOut(for: .rightToLeft, width: width))
        }
        send(.pointerMove(Point(x: 780, y: 300)))
        send(.button(.primary, pressed: true))
        for step in 1...20 { send(.pointerMove(Point(x: 780 - Double(step) * 20, y: 300))) }
        XCTAssertGreaterThan(push.reveal.progress, 0.5, "400 points toward the left of 600")
        send(.button(.primary, pressed: false))
        clock.advance(to: time + 2)
        XCTAssertTrue(push.reveal.isOpen)
    }

    func testArrowKeysHaveReplayNames() throws {
        for key in [Key.left, .right] {
            let event = InputEvent(time: 1, kind: .key(key, pressed: true, modifiers: []))
            XCTAssertEqual(try InputEvent(jsonLine: event.jsonLine), event, event.jsonLine)
        }
        XCTAssertEqual(try InputEvent(jsonLine: "{\"t\":1,\"type\":\"keydown\",\"key\":\"ArrowLeft\"}").kind,
                       .key(.left, pressed: true, modifiers: []))
    }
}
