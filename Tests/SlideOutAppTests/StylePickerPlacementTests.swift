import SlideOutCore
import SlideOutRender
import XCTest
@testable import SlideOutApp

/// The style picker, shown (the pointer at the foot, or Tab), sits over a
/// screen's bottom bar, not on it: no button of any style's screen lies
/// under it, closed or open, overlaid or docked (push's tabs did, covered
/// by the pill and, to assistive technology, focused but not showing).
final class StylePickerPlacementTests: XCTestCase {
    func testThePickerCoversNoButtonOfAnyScreen() throws {
        let measurer = PangoTextMeasurer()
        for style in Options.StyleName.allCases {
            for size in [Size(width: 400, height: 600), Size(width: 800, height: 600), Size(width: 1280, height: 800)] {
                let clock = AnimationClock()
                let screen = SlideOutCommand.screenType(for: style).init(clock: clock, measurer: measurer)
                let content = DemoContent(screen: screen, picker: StylePicker(selected: style, measurer: measurer),
                                          clock: clock)
                let root = screen.style.rootLayer
                root.addSublayer(content.picker.layer)
                for progress in [0.0, 1.0] {
                    screen.style.reveal.jump(to: progress)
                    screen.style.layout(in: size)
                    content.layout(in: size)
                    content.picker.show()
                    let pill = try XCTUnwrap(content.picker.layer.visibleFrame(in: root))
                    for button in screen.buttons {
                        guard let frame = button.visibleFrame(in: root) else { continue }
                        XCTAssertTrue(frame.intersection(pill).isEmpty,
                                      "\(style) at \(size.width)x\(size.height), progress \(progress): "
                                      + "\(button.accessibleName) \(frame) under the picker \(pill)")
                    }
                }
            }
        }
    }
}
