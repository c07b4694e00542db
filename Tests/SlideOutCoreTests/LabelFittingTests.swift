import XCTest
@testable import SlideOutCore

/// A label's text is ellipsized only where it would not fit, so a layout
/// that changes its room every frame leaves text that fits as it was.
final class LabelFittingTests: XCTestCase {
    /// Ten points a character, 20 tall.
    private final class Measurer: TextMeasuring {
        func size(of text: TextContent) -> Size {
             Size(width: min(Double(text.string.count) * 10, text.maxWidth ?? .infinity), height: 20)
        }
    }

    func testTextThatFitsKeepsItsContentsAtAnyRoom() {
        let measurer = Measurer(), label = Layer()
        let title = TextContent("Profile", fontSize: 17)
        label.setText(title, fitting: 300, measurer: measurer)
        let first = label.contents
        label.setText(title, fitting: 71, measurer: measurer)
        XCTAssertEqual(label.contents, first, "70 points of text fit in 71: no ellipsis, the same contents")
        XCTAssertEqual(label.bounds.size, Size(width: 70, height: 20))
        label.setText(title, fitting: 50, measurer: measurer)
        XCTAssertEqual(label.contents, .text(title.limited(to: 50)), "ellipsized where it does not fit")
        XCTAssertEqual(label.bounds.width, 50)
    }
}
