import SlideOutCore
import XCTest
@testable import SlideOutRender

/// A pointer moving where nothing reacts builds the same draw list, which the
/// renderer then skips; a hover that tints a row builds a different one.
final class UnchangedFrameTests: XCTestCase {
    private final class Rows: MenuContent {
        let menuRows: [Layer]
        init(_ rows: [Layer]) { menuRows = rows }
        func chooseMenuRow(at index: Int) {}
    }

    private let clock = AnimationClock()
    private let builder = DrawListBuilder()

    private func build(_ style: any MenuStyle) -> DrawList {
        var list = DrawList()
        builder.build(style.rootLayer, viewSize: Size(width: 800, height: 600), scale: 1, into: &list)
        return list
    }

    func testOnlyAMoveThatChangesWhatShowsChangesTheFrame() {
        let content = Layer(name: "content")
        content.backgroundColor = .white
        let menu = Layer(name: "menu")
        menu.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        let push = PushMenu(content: content, menu: menu, clock: clock)
        push.layout(in: Size(width: 800, height: 600))
        let row = Layer(name: "row")
        row.anchorPoint = .zero
        row.frame = Rect(x: 0, y: 100, width: 300, height: 40)
        row.acceptsInput = true
        menu.addSublayer(row)
        let rows = Rows([row])  // the interaction holds its content weakly
        let interaction = MenuInteraction(style: push, content: rows, clock: clock)
        push.reveal.jump(to: 1)
        func move(to x: Double, _ y: Double) {
            interaction.handle(InputEvent(time: clock.now, kind: .pointerMove(Point(x: x, y: y))))
            clock.advance(to: clock.now + 1)
        }

        move(to: 150, 300)
        let resting = build(push)
        XCTAssertFalse(resting.commands.isEmpty)
        move(to: 160, 320)
        XCTAssertTrue(build(push).changedPixels(since: resting).isEmpty, "the pointer moved over the menu's empty space")
        move(to: 150, 110)
        XCTAssertFalse(build(push).changedPixels(since: resting).isEmpty, "the row under the pointer is tinted")
        move(to: 150, 300)
        XCTAssertTrue(build(push).changedPixels(since: resting).isEmpty, "the tint faded out")

        var resized = DrawList()
        builder.build(push.rootLayer, viewSize: Size(width: 800, height: 600), scale: 2, into: &resized)
        XCTAssertFalse(resized.changedPixels(since: resting).isEmpty, "a new scale is a new frame")
    }
}
