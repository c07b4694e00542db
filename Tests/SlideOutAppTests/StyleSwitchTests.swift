import Foundation
import XCTest

/// Keys 1-5 and the style picker switch the style live in the same window:
/// each switch traces `style` and the new style's `settled`.
final class StyleSwitchTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--style", "push", "--size", "800x600", "--scale", "1"] }

    func testDigitKeysSwitchStylesInSeedOrderKeepingTheWindow() throws {
        let window = input.windowID
        for (key, style) in [("2", "drawer"), ("3", "panels"), ("4", "sidebar3d"), ("5", "slidedown"), ("1", "push")] {
            let start = mark
            try input.key(key)
            XCTAssertEqual(event("style", after: start)?["style"] as? String, style)
            XCTAssertNotNil(event("settled", after: start), "\(style) settles once shown")
        }
        XCTAssertEqual(try XDoTool(app: app).windowID, window, "the same window throughout")
        // The new style works: push's menu opens and closes by key.
        let start = mark
        try input.key("F9")
        XCTAssertEqual(settledState(after: start), "open")
    }

    func testThePickerAtTheFootSwitchesStyles() throws {
        let start = mark
        // Near the foot, over push's 49-point tab bar, the picker shows; its middle segment is panels.
        try input.click(x: 380, y: 600 - 49 - 10 - 14)
        XCTAssertEqual(event("tap", after: start)?["target"] as? String, "style:panels")
        XCTAssertEqual(event("style", after: start)?["style"] as? String, "panels")
        XCTAssertEqual(settledState(after: start), "closed")
    }
}
