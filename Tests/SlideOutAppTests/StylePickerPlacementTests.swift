import SlideOutCore
import SlideOutRender
import XCTest
@testable import SlideOutApp

/// The style picker, shown (the pointer at the foot, or Tab), sits over a
/// screen's bottom bar, not on it, inside the window: no button of any
/// style's screen lies under it, closed or open, overlaid or docked (push's
/// tabs did, covered by the pill and, to assistive technology, focused but
/// not showing), and it does not show over a modal layer or the open
/// menu's rows (drawn above them, it took their clicks).
final class StylePickerPlacementTests: XCTestCase {
    private let measurer = PangoTextMeasurer()

    func testThePickerCoversNoButtonNorRowOfAnyScreen() throws {
        for style in Options.StyleName.allCases {
            for size in [Size(width: 320, height: 300), Size(width: 400, height: 600), Size(width: 800, height: 600),
                         Size(width: 1280, height: 800)] {
                let (screen, content) = show(style)
                let root = screen.style.rootLayer
                for progress in [0.0, 1.0] {
                    lay(screen, content, at: progress, in: size)
                    content.picker.show()
                    let place = "\(style) at \(size.width)x\(size.height), progress \(progress)"
                    guard let pill = content.picker.layer.visibleFrame(in: root) else {
                        XCTAssertNotEqual(progress, 0, "\(place): a closed menu leaves the picker clear")
                        continue
                    }
                    XCTAssertTrue(pill.minX >= 0 && pill.maxX <= size.width, "\(place): the picker \(pill) in the window")
                    for layer in screen.buttons + screen.menuRows {
                        guard let frame = layer.visibleFrame(in: root) else { continue }
                        XCTAssertTrue(frame.intersection(pill).isEmpty,
                                      "\(place): \(layer.accessibleName) \(frame) under the picker \(pill)")
                    }
                }
            }
        }
    }

    /// Push's overlay covers the content modally: the picker stays hidden
    /// over it, however the pointer or Tab asks for it.
    func testThePickerDoesNotShowOverAModalMenu() {
        let (screen, content) = show(.push)
        lay(screen, content, at: 1, in: Size(width: 600, height: 700))
        content.picker.show()
        XCTAssertTrue(content.picker.layer.isHidden)
        content.picker.pointerMoved(to: Point(x: 300, y: 630))
        XCTAssertTrue(content.picker.layer.isHidden)
        lay(screen, content, at: 0, in: Size(width: 600, height: 700))
        content.picker.pointerMoved(to: Point(x: 300, y: 630))
        XCTAssertFalse(content.picker.layer.isHidden, "closed, the pointer at the foot shows it")
    }

    private func show(_ style: Options.StyleName) -> (any DemoScreen, DemoContent) {
        let clock = AnimationClock()
        let screen = SlideOutCommand.screenType(for: style).init(clock: clock, measurer: measurer)
        let content = DemoContent(screen: screen, picker: StylePicker(selected: style, measurer: measurer), clock: clock)
        screen.style.rootLayer.addSublayer(content.picker.layer)
        return (screen, content)
    }

    private func lay(_ screen: any DemoScreen, _ content: DemoContent, at progress: Double, in size: Size) {
        screen.style.reveal.jump(to: progress)
        screen.style.layout(in: size)
        content.layout(in: size)
    }
}
