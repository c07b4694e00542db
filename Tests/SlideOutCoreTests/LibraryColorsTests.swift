import XCTest
@testable import SlideOutCore

/// The library's own colours in each appearance: light keeps the colours
/// it always had; dark, high contrast and an accent colour restyle the
/// focus ring, the library's row highlight and push's dimming overlay.
final class LibraryColorsTests: XCTestCase {
    private final class Rows: MenuContent {
        let menuRows = [Layer(name: "row0"), Layer(name: "row1")]
        /// The host's own highlight, if it has one.
        var highlight: Color?

        init() {
            for row in menuRows { row.bounds = Rect(x: 0, y: 0, width: 100, height: 40) }
        }

        var rowHighlight: Color { highlight ?? Appearance.light.rowHighlight }
        func chooseMenuRow(at index: Int) {}
    }

    private let clock = AnimationClock()
    private let accent = Color(red: 0.8, green: 0.2, blue: 0.5)

    func testLightKeepsTheLibrarysColours() {
        XCTAssertEqual(Appearance(), .light)
        XCTAssertEqual(Appearance.light.focusRingColor, .systemBlue)
        XCTAssertEqual(Appearance.light.focusRingWidth, 3)
        XCTAssertEqual(Appearance.light.rowHighlight, Color(red: 0, green: 0, blue: 0, alpha: 0.15))
        XCTAssertEqual(Appearance.light.dimmingColor(light: .lightGray), .lightGray)
    }

    func testDarkHighContrastAndTheAccentColour() {
        let dark = Appearance(isDark: true)
        XCTAssertEqual(dark.rowHighlight.red, 1, "a light veil on dark rows")
        XCTAssertEqual(dark.dimmingColor(light: .lightGray), .black, "dark content is never lightened")
        XCTAssertNotEqual(dark.focusRingColor, .systemBlue, "dark mode's lighter blue")
        let high = Appearance(isHighContrast: true, accentColor: accent)
        XCTAssertGreaterThan(high.focusRingWidth, Appearance.light.focusRingWidth)
        XCTAssertGreaterThan(high.rowHighlight.alpha, Appearance.light.rowHighlight.alpha)
        XCTAssertEqual(high.focusRingColor, accent)
    }

    private func ring(of interaction: MenuInteraction) -> ShapeContent? {
        guard case .shape(let shape) = interaction.focus.ring.contents else { return nil }
        return shape
    }

    func testTheInteractionRestylesTheRingAndTheStyle() {
        let push = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock)
        let interaction = MenuInteraction(style: push, content: Rows())
        XCTAssertEqual(ring(of: interaction)?.color, .systemBlue)
        XCTAssertEqual(push.overlayLayer.backgroundColor, push.parameters.overlayColor)
        interaction.appearance = Appearance(isDark: true, isHighContrast: true, accentColor: accent)
        XCTAssertEqual(ring(of: interaction)?.color, accent)
        XCTAssertEqual(ring(of: interaction)?.lineWidth, 5)
        XCTAssertEqual(push.overlayLayer.backgroundColor, .black)
        let next = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock)
        interaction.style = next
        XCTAssertEqual(next.overlayLayer.backgroundColor, .black, "a style shown later takes the appearance")
        interaction.appearance = .light
        XCTAssertEqual(next.overlayLayer.backgroundColor, next.parameters.overlayColor)
        XCTAssertEqual(ring(of: interaction)?.lineWidth, 3)
    }

    /// The content's default highlight is the library's, and follows the
    /// appearance; a host's own highlight is kept.
    func testTheLibrarysRowHighlightFollowsAndAHostsIsKept() {
        let content = Layer(name: "content")
        let menu = Layer(name: "menu")
        let rows = Rows()
        for (index, row) in rows.menuRows.enumerated() {
            row.acceptsInput = true
            row.frame = Rect(x: 0, y: Double(index) * 40, width: 100, height: 40)
            row.addSublayer(Layer(name: "title"))
            menu.addSublayer(row)
        }
        let push = PushMenu(content: content, menu: menu, clock: clock)
        push.layout(in: Size(width: 800, height: 600))
        push.reveal.jump(to: 1)
        let interaction = MenuInteraction(style: push, content: rows, clock: clock)
        let dark = Appearance(isDark: true)
        interaction.appearance = dark
        func tint(hovering y: Double) -> Color? {
            interaction.handle(InputEvent(time: clock.now, kind: .pointerMove(Point(x: 50, y: y))))
            return rows.menuRows.lazy.compactMap { $0.sublayers.first { $0.name == "highlight" } }.first?
                .backgroundColor
        }
        XCTAssertEqual(tint(hovering: 20), dark.rowHighlight)
        rows.highlight = Color(red: 1, green: 0, blue: 0, alpha: 0.2)
        XCTAssertEqual(tint(hovering: 60), rows.highlight)
    }

    private struct FixedMeasurer: TextMeasuring {
        func size(of text: TextContent) -> Size { Size(width: 10 * Double(text.string.count), height: 20) }
    }

    /// `MenuList`'s default (black) text turns white on dark; a host's own colour stays.
    func testAMenuListsDefaultTextFollows() {
        let list = MenuList(items: [MenuList.Item(title: TextContent("Plain")),
                                    MenuList.Item(title: TextContent("Red", color: .red))],
                            measurer: FixedMeasurer())
        list.layout(in: Rect(x: 0, y: 0, width: 300, height: 200))
        func colors() -> [Color?] {
            list.rows.map { row -> Color? in
                guard case .text(let text) = row.sublayers.first(where: { $0.name == "title" })?.contents else { return nil }
                return text.color
            }
        }
        XCTAssertEqual(colors(), [.black, .red])
        list.appearanceDidChange(Appearance(isDark: true))
        XCTAssertEqual(colors(), [.white, .red])
        list.appearanceDidChange(.light)
        XCTAssertEqual(colors(), [.black, .red])
    }
}
