import SlideOutCore
import XCTest
@testable import SlideOutRender

/// What the backend fills at once and what it leaves for each rectangle:
/// an opaque solid joins the fills only where no draw left for later lies
/// under it, so the picture is the one drawn in list order.
final class PassPlanTests: XCTestCase {
    private let size = Size(width: 200, height: 100)

    private func build(_ layers: [Layer]) -> DrawList {
        drawList(of: layers, size: size, background: .white)
    }

    private func label(_ frame: Rect, _ text: String) -> Layer {
        let layer = solidLayer(frame, .clear)
        layer.contents = .text(TextContent(text))
        return layer
    }

    func testEachRectangleIsFilledWithWhatCoversItAtOnce() {
        // A bar along the bottom with two tab labels on it: two changed
        // rectangles over the tabs, one over a label on the page.
        let bar = solidLayer(Rect(x: 0, y: 60, width: 200, height: 40), .lightGray)
        let list = build([label(Rect(x: 80, y: 20, width: 40, height: 20), "Page"), bar,
                          label(Rect(x: 10, y: 70, width: 30, height: 20), "One"),
                          label(Rect(x: 150, y: 70, width: 30, height: 20), "Two")])
        let areas = [PixelRect(minX: 70, minY: 10, maxX: 130, maxY: 50),
                     PixelRect(minX: 0, minY: 60, maxX: 50, maxY: 100),
                     PixelRect(minX: 140, minY: 60, maxX: 190, maxY: 100)]
        let plan = PassPlan(list, within: areas)
        XCTAssertEqual(plan.fills.map { $0.pixels }, areas,
                       "the page's background over its label, the bar (covering them) under each tab")
        XCTAssertEqual(plan.fills[0].color, SIMD4(1, 1, 1, 1))
        XCTAssertEqual(plan.fills[1].color, plan.fills[2].color)
        XCTAssertEqual(plan.fills[1].color.x, 2 / 3, accuracy: 1e-6, "light gray")
        XCTAssertEqual(plan.passes.map { $0.draws }, [[1], [3], [4]], "each label over its fills")
    }

    func testAnOpaqueSolidOverADrawLeftForLaterIsLeftForLaterToo() {
        // A label, then a square over its lower right corner (not its whole
        // height: the label keeps all its pixels), then a square beside both:
        // the first square must be drawn after the label, the second need not.
        let text = label(Rect(x: 10, y: 10, width: 40, height: 20), "Under")
        let over = solidLayer(Rect(x: 30, y: 15, width: 40, height: 20), .red)
        let beside = solidLayer(Rect(x: 120, y: 10, width: 20, height: 20), .yellow)
        let list = build([text, over, beside])
        let area = PixelRect(width: 200, height: 100)
        let plan = PassPlan(list, within: [area])
        XCTAssertEqual(plan.fills.map { $0.pixels }, [area, PixelRect(minX: 120, minY: 10, maxX: 140, maxY: 30)],
                       "the background and the square beside")
        XCTAssertEqual(plan.passes.first?.draws, [1, 2], "the label, then the square over it")
    }

    func testAnAreaTheBarsCoverStartsAtThemWithNoBackground() {
        let bar = solidLayer(Rect(x: 0, y: 0, width: 200, height: 43), .lightGray)
        let separator = solidLayer(Rect(x: 0, y: 43, width: 200, height: 1), .darkGray)
        let list = build([bar, separator])
        let area = PixelRect(minX: 180, minY: 40, maxX: 200, maxY: 44)
        let plan = PassPlan(list, within: [area])
        XCTAssertEqual(plan.fills.map { $0.pixels }, [PixelRect(minX: 180, minY: 40, maxX: 200, maxY: 43),
                                                  PixelRect(minX: 180, minY: 43, maxX: 200, maxY: 44)])
        XCTAssertEqual(plan.passes.first?.draws, [])
    }
}
