import XCTest
@testable import SlideOutCore

/// Keyboard focus over rows the host declares, on either side's menu.
final class MenuInteractionTests: XCTestCase {
    private final class Rows: MenuContent {
        let menuRows = [Layer(name: "row0"), Layer(name: "row1")]
        var chosen: [Int] = []

        init() {
            for row in menuRows { row.bounds = Rect(x: 0, y: 0, width: 100, height: 40) }
        }

        func chooseMenuRow(at index: Int) -> String {
            chosen.append(index)
            return menuRows[index].name
        }

        func handleTap(on layer: Layer) {}
    }

    private let clock = AnimationClock()

    private func press(_ key: Key, on interaction: MenuInteraction) {
        interaction.handle(InputEvent(time: clock.now, kind: .key(key, pressed: true, modifiers: [])))
    }

    func testUpDownAndEnterWorkOnTheRightPanel() {
        let panels = PanelsMenu(center: Layer(), clock: clock) { _ in Layer() }
        panels.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        let interaction = MenuInteraction(style: panels, content: rows)
        var reports: [String] = []
        interaction.onReport = { if case .chose(let item) = $0 { reports.append(item) } }
        panels.reveal.toggle(.trailing)
        clock.advance(to: clock.now + 1)
        XCTAssertEqual(panels.reveal.state, .open(.trailing))
        press(.down, on: interaction)
        press(.down, on: interaction)
        press(.up, on: interaction)
        XCTAssertEqual(interaction.focus.index, 0)
        XCTAssertTrue(interaction.focus.ring.superlayer === rows.menuRows[0], "the ring shows on the focused row")
        press(.enter, on: interaction)
        XCTAssertEqual(rows.chosen, [0])
        XCTAssertEqual(reports, ["row0"])
    }

    func testFocusIsClearedWhenTheMenuCloses() {
        let push = PushMenu(content: Layer(), menu: Layer(), clock: clock)
        push.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        let interaction = MenuInteraction(style: push, content: rows)
        push.reveal.jump(to: 1)
        press(.down, on: interaction)
        XCTAssertEqual(interaction.focus.index, 0)
        press(.escape, on: interaction)
        XCTAssertNil(interaction.focus.index)
        XCTAssertEqual(push.reveal.heading, .closed)
    }
}
