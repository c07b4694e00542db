import XCTest
@testable import SlideOutCore

/// `Layer.tapRole` works for any style, a host's own as well as the built-in
/// ones: a tap on a `.dismiss` layer closes the menu without reaching the
/// content, an `.inert` layer stops clicks and shows no hand.
final class TapRoleTests: XCTestCase {
    /// A host's style: a 200-point sheet over a scrim that covers the view.
    private final class SheetStyle: MenuStyle {
        let rootLayer = Layer(name: "root")
        let reveal: RevealController
        let scrim = Layer(name: "scrim")
        let sheet = Layer(name: "sheet")
        var menuWidth: Double { 200 }

        init(clock: AnimationClock) {
            reveal = RevealController(clock: clock, motion: .easeInOut(0.2))
            scrim.acceptsInput = true
            scrim.tapRole = .dismiss
            sheet.acceptsInput = true
            sheet.tapRole = .inert
            rootLayer.stack([scrim, sheet])
        }

        func layout(in size: Size) {
            rootLayer.frame = Rect(origin: .zero, size: size)
            scrim.frame = Rect(origin: .zero, size: size)
            sheet.frame = Rect(x: 0, y: 0, width: menuWidth, height: size.height)
            reveal.distance = menuWidth
        }
    }

    private final class Taps: MenuContent {
        var menuRows: [Layer] { [] }
        var tapped: [String] = []
        func chooseMenuRow(at index: Int) {}
        func handleTap(on layer: Layer) { tapped.append(layer.name) }
    }

    private let clock = AnimationClock()

    func testADismissLayerClosesTheMenuAndTheContentIsNotOffered() {
        let style = SheetStyle(clock: clock)
        style.layout(in: Size(width: 800, height: 600))
        style.reveal.jump(to: 1)
        let content = Taps()
        let interaction = MenuInteraction(style: style, content: content)
        var reports: [MenuReport] = []
        interaction.onReport = { reports.append($0) }
        XCTAssertTrue(style.dismissLayer === style.scrim)
        interaction.handle(InputEvent(time: 0, kind: .pointerMove(Point(x: 500, y: 300))))
        interaction.handle(InputEvent(time: 0, kind: .button(.primary, pressed: true)))
        interaction.handle(InputEvent(time: 0.05, kind: .button(.primary, pressed: false)))
        XCTAssertEqual(style.reveal.heading, .closed, "the tap on the scrim closes the menu")
        XCTAssertEqual(content.tapped, [], "the style took the tap")
        guard reports.count == 1, case .tap(let target) = reports[0] else { return XCTFail("reported \(reports)") }
        XCTAssertTrue(target === style.scrim, "the report names the scrim")
    }

    func testAnInertLayerShowsNoHandAndADismissLayerDoes() {
        let style = SheetStyle(clock: clock)
        style.layout(in: Size(width: 800, height: 600))
        style.reveal.jump(to: 1)
        let interaction = MenuInteraction(style: style, content: Taps())
        var shapes: [CursorShape] = []
        interaction.onCursorChange = { shapes.append($0) }
        interaction.handle(InputEvent(time: 0, kind: .pointerMove(Point(x: 100, y: 300))))
        XCTAssertEqual(shapes, [], "over the sheet: still the arrow")
        interaction.handle(InputEvent(time: 0, kind: .pointerMove(Point(x: 500, y: 300))))
        XCTAssertEqual(shapes, [.pointingHand], "over the scrim, which acts on a click")
    }
}
