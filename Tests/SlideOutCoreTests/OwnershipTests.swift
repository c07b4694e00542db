import XCTest
@testable import SlideOutCore

/// Every style, its interaction and its clock are freed when a host drops
/// them, even mid-animation with feedback fading: no reference cycle keeps
/// them alive. (LeakSanitizer cannot check this under XCTest on Linux, see
/// scripts/test, so it is checked here with weak references.) And a style
/// swapped out and dropped mid-animation or mid-drag, while the clock and
/// the interaction live on, leaves nothing on the clock that touches it.
final class OwnershipTests: XCTestCase {
    private final class Rows: MenuContent {
        let menuRows: [Layer]
        init(_ rows: [Layer]) { menuRows = rows }
        func chooseMenuRow(at index: Int) {}
    }

    private struct Dropped {
        weak var style: (any MenuStyle)?
        weak var reveal: RevealController?
        weak var clock: AnimationClock?
        weak var interaction: MenuInteraction?
        weak var row: Layer?
    }

    /// Each style by name, built on a clock with `row` in its menu.
    private static var styles: [(name: String, make: (Layer, AnimationClock) -> any MenuStyle)] { [
        ("push", { row, clock in
            let menu = Layer(name: "menu")
            menu.addSublayer(row)
            return PushMenu(content: Layer(name: "content"), menu: menu, clock: clock)
        }),
        ("drawer", { row, clock in
            let menu = Layer(name: "menu")
            menu.addSublayer(row)
            return PushMenu(content: Layer(name: "content"), menu: menu, clock: clock, parameters: .drawer)
        }),
        ("panels", { row, clock in
            PanelsMenu(center: Layer(name: "center"), clock: clock) { side in
                let panel = Layer(name: "panel")
                if side == .leading { panel.addSublayer(row) }
                return panel
            }
        }),
        ("sidebar3d", { row, clock in
            let menu = Layer(name: "menu")
            menu.addSublayer(row)
            return Sidebar3DMenu(menu: menu, detail: Layer(name: "detail"), clock: clock)
        }),
        ("slidedown", { row, clock in
            let menu = Layer(name: "menu")
            menu.addSublayer(row)
            return SlideDownMenu(main: Layer(name: "main"), menu: menu, clock: clock)
        }),
    ] }

    private static let viewSize = Size(width: 800, height: 600)

    private static func makeRow() -> Layer {
        let row = Layer(name: "row")
        row.acceptsInput = true
        row.frame = Rect(x: 0, y: 60, width: 200, height: 40)
        return row
    }

    /// Builds `makeStyle`'s style on a clock, hovers and clicks a row (its
    /// feedback fades), starts a toggle, and returns weak references once all is dropped.
    private func dropMidAnimation(_ makeStyle: (Layer, AnimationClock) -> any MenuStyle) -> Dropped {
        let clock = AnimationClock()
        let row = Self.makeRow()
        let style = makeStyle(row, clock)
        style.layout(in: Self.viewSize)
        let rows = Rows([row])
        let interaction = MenuInteraction(style: style, content: rows, clock: clock)
        func send(_ kind: InputEvent.Kind) { interaction.handle(InputEvent(time: clock.now, kind: kind)) }
        style.reveal.jump(to: 1)
        send(.pointerMove(Point(x: 50, y: 80)))
        send(.button(.primary, pressed: true))
        send(.button(.primary, pressed: false))
        send(.pointerMove(Point(x: 60, y: 80)))
        style.reveal.toggle()
        clock.advance(to: clock.now + 0.1)
        XCTAssertFalse(clock.isIdle, "dropped with animations running")
        return Dropped(style: style, reveal: style.reveal, clock: clock, interaction: interaction, row: row)
    }

    func testEveryStyleIsFreedWhenDroppedMidAnimation() {
        for (name, make) in Self.styles {
            let dropped = dropMidAnimation(make)
            XCTAssertNil(dropped.style, "\(name): the style")
            XCTAssertNil(dropped.reveal, "\(name): its reveal controller")
            XCTAssertNil(dropped.clock, "\(name): the clock")
            XCTAssertNil(dropped.interaction, "\(name): the interaction")
            XCTAssertNil(dropped.row, "\(name): a row with feedback on it")
        }
    }

    /// How the old style is caught when the host swaps it out.
    private enum Moment: CaseIterable { case animating, dragging }

    /// Shows `old` in an interaction on a clock that lives on, catches it
    /// at `moment`, swaps in a fresh style of the same kind, drops `old`,
    /// and runs the clock and the interaction on: nothing may touch `old`,
    /// and the new style toggles both ways as if nothing came before it.
    private func swapOut(_ name: String, _ make: (Layer, AnimationClock) -> any MenuStyle, at moment: Moment) {
        let clock = AnimationClock()
        let newRow = Self.makeRow()
        let new = make(newRow, clock)
        new.layout(in: Self.viewSize)
        // Sidebar3d starts open, the others closed.
        let (restProgress, restState) = (new.reveal.progress, new.reveal.state)
        let rows = Rows([newRow])
        weak var oldStyle: (any MenuStyle)?
        weak var oldReveal: RevealController?
        let interaction: MenuInteraction = {
            let row = Self.makeRow()
            let old = make(row, clock)
            old.layout(in: Self.viewSize)
            oldStyle = old
            oldReveal = old.reveal
            return MenuInteraction(style: old, content: Rows([row]), clock: clock)
        }()
        interaction.content = rows
        func send(_ kind: InputEvent.Kind) { interaction.handle(InputEvent(time: clock.now, kind: kind)) }
        func run(for seconds: Double) {
            let end = clock.now + seconds
            while clock.now < end { clock.advance(to: clock.now + 1.0 / 60) }
        }
        switch moment {
        case .animating:
            oldReveal?.toggle()
            run(for: 0.05)
            XCTAssertTrue(oldReveal?.isMoving == true, "\(name): the old style animates when swapped")
        case .dragging:
            send(.pointerMove(Point(x: 20, y: 300)))
            send(.button(.primary, pressed: true))
            for step in 1...5 {
                clock.advance(to: clock.now + 1.0 / 60)
                send(.pointerMove(Point(x: 20 + Double(step) * 30, y: 300)))
            }
            // Slidedown moves only by command: it is caught animating instead.
            if oldReveal?.tracksPointer == false { oldReveal?.toggle() }
            XCTAssertTrue(oldReveal?.isMoving == true, "\(name): the old style moves when swapped")
        }
        interaction.style = new
        XCTAssertNil(oldStyle, "\(name) (\(moment)): the old style outlives the swap")
        XCTAssertNil(oldReveal, "\(name) (\(moment)): the old reveal outlives the swap")
        // The drag goes on and ends over the new style, which it never took.
        send(.pointerMove(Point(x: 300, y: 300)))
        send(.button(.primary, pressed: false))
        run(for: 1)
        XCTAssertEqual(new.reveal.progress, restProgress, "\(name) (\(moment)): the new style moved by the old one's gesture")
        XCTAssertTrue(clock.isIdle, "\(name) (\(moment)): the old style's animation still runs")
        new.reveal.toggle()
        run(for: 1)
        XCTAssertNotEqual(new.reveal.state, restState, "\(name) (\(moment)): the new style does not toggle")
        XCTAssertFalse(new.reveal.isMoving, "\(name) (\(moment)): the new style does not settle")
        new.reveal.toggle()
        run(for: 1)
        XCTAssertEqual(new.reveal.state, restState, "\(name) (\(moment)): the new style does not toggle back")
    }

    func testSwappingAStyleOutMidAnimationOrMidDragLeavesNothingThatTouchesIt() {
        for (name, make) in Self.styles {
            for moment in Moment.allCases { swapOut(name, make, at: moment) }
        }
    }

    /// A layer kept after its superlayer is dropped has no superlayer (it is
    /// not counted, so the superlayer's going clears it), and a change to it
    /// reaches no freed layer.
    func testASublayerOutlivingItsSuperlayerHasNone() {
        let child = Layer(name: "child")
        weak var dropped: Layer?
        do {
            let parent = Layer(name: "parent")
            parent.addSublayer(child)
            dropped = parent
            XCTAssertTrue(child.superlayer === parent)
        }
        XCTAssertNil(dropped, "the superlayer is freed: its sublayer does not hold it")
        XCTAssertNil(child.superlayer)
        let revision = child.drawingRevision
        child.backgroundColor = .red
        XCTAssertEqual(child.drawingRevision, revision + 1)
        let other = Layer(name: "other")
        other.addSublayer(child)
        XCTAssertTrue(child.superlayer === other)
    }
}
