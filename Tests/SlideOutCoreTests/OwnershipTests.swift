import XCTest
@testable import SlideOutCore

/// Every style, its interaction and its clock are freed when a host drops
/// them, even mid-animation with feedback fading: no reference cycle keeps
/// them alive. (LeakSanitizer cannot check this under XCTest on Linux, see
/// scripts/test, so it is checked here with weak references.)
final class OwnershipTests: XCTestCase {
    private final class Rows: MenuContent {
        let menuRows: [Layer]
        init(_ rows: [Layer]) { menuRows = rows }
        func chooseMenuRow(at index: Int) -> String { "row\(index)" }
        func handleTap(on layer: Layer) {}
    }

    private struct Dropped {
        weak var style: (any MenuStyle)?
        weak var reveal: RevealController?
        weak var clock: AnimationClock?
        weak var interaction: MenuInteraction?
        weak var row: Layer?
    }

    /// Builds `makeStyle`'s style on a clock, hovers and clicks a row (its
    /// feedback fades), starts a toggle, and returns weak references once all is dropped.
    private func dropMidAnimation(_ makeStyle: (Layer, AnimationClock) -> any MenuStyle) -> Dropped {
        let clock = AnimationClock()
        let row = Layer(name: "row")
        row.acceptsInput = true
        row.frame = Rect(x: 0, y: 60, width: 200, height: 40)
        let style = makeStyle(row, clock)
        style.layout(in: Size(width: 800, height: 600))
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

    private func assertFreed(_ dropped: Dropped, _ name: String) {
        XCTAssertNil(dropped.style, "\(name): the style")
        XCTAssertNil(dropped.reveal, "\(name): its reveal controller")
        XCTAssertNil(dropped.clock, "\(name): the clock")
        XCTAssertNil(dropped.interaction, "\(name): the interaction")
        XCTAssertNil(dropped.row, "\(name): a row with feedback on it")
    }

    func testEveryStyleIsFreedWhenDroppedMidAnimation() {
        assertFreed(dropMidAnimation { row, clock in
            let menu = Layer(name: "menu")
            menu.addSublayer(row)
            return PushMenu(content: Layer(name: "content"), menu: menu, clock: clock)
        }, "push")
        assertFreed(dropMidAnimation { row, clock in
            let menu = Layer(name: "menu")
            menu.addSublayer(row)
            return PushMenu(content: Layer(name: "content"), menu: menu, clock: clock, parameters: .drawer)
        }, "drawer")
        assertFreed(dropMidAnimation { row, clock in
            PanelsMenu(center: Layer(name: "center"), clock: clock) { side in
                let panel = Layer(name: "panel")
                if side == .leading { panel.addSublayer(row) }
                return panel
            }
        }, "panels")
        assertFreed(dropMidAnimation { row, clock in
            let menu = Layer(name: "menu")
            menu.addSublayer(row)
            return Sidebar3DMenu(menu: menu, detail: Layer(name: "detail"), clock: clock)
        }, "sidebar3d")
        assertFreed(dropMidAnimation { row, clock in
            let menu = Layer(name: "menu")
            menu.addSublayer(row)
            return SlideDownMenu(main: Layer(name: "main"), menu: menu, clock: clock)
        }, "slidedown")
    }
}
