import SlideOutCore
import SlideOutRender
import XCTest
@testable import SlideOutApp

/// Sidebar3d's rows (min(100, view height / count) points tall) show their
/// symbol and name whole at every window height down to the least: in a
/// short window the symbol is drawn smaller, rather than the next row
/// covering the name.
final class Sidebar3DRowsTests: XCTestCase {
    func testEveryRowsTextFitsItsRowAtEveryHeight() throws {
        let measurer = PangoTextMeasurer()
        let screen = Sidebar3DScreen(clock: AnimationClock(), measurer: measurer)
        for size in [DemoApp.minimumSize, Size(width: 480, height: 300), Size(width: 390, height: 500),
                     Size(width: 390, height: 844), Size(width: 1024, height: 700), Size(width: 1920, height: 1080)] {
            screen.style.layout(in: size)
            screen.layout(in: size)
            for row in screen.menuRows {
                let text = try XCTUnwrap(row.sublayers.first { layer in
                    if case .text = layer.contents { return true } else { return false }
                }, "\(row.name) has its text")
                XCTAssertGreaterThanOrEqual(text.frame.minY, 0, "\(row.name) at \(size)")
                XCTAssertLessThanOrEqual(text.frame.maxY, row.bounds.height, "\(row.name) at \(size): \(text.frame)")
                guard case .text(let content) = text.contents, let room = content.maxWidth else { continue }
                XCTAssertLessThanOrEqual(measurer.size(of: content.limited(to: nil)).width, room,
                                         "\(row.name) at \(size): the name is whole, not ellipsized")
            }
        }
    }
}
