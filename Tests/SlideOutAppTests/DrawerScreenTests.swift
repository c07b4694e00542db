import SlideOutCore
import SlideOutRender
import XCTest
@testable import SlideOutApp

/// The drawer demo's screen without a window: which buttons it offers as
/// Profile screens are pushed and popped, and what a pop leaves behind.
final class DrawerScreenTests: XCTestCase {
    private let clock = AnimationClock()
    private lazy var screen = DrawerScreen(clock: clock, measurer: PangoTextMeasurer())

    private var backButtons: [Layer] { screen.buttons.filter { $0.name == "backButton" } }

    override func setUp() {
        screen.layout(in: Size(width: 800, height: 600))
    }

    func testOnlyTheTopScreensBarButtonIsOffered() {
        let rootButtons = screen.buttons.map(\.name)
        XCTAssertEqual(rootButtons.filter { $0 == "avatarButton" }.count, 4, "one avatar per tab")
        for row in 0..<3 { _ = screen.chooseMenuRow(at: row) }
        clock.advance(to: 1)
        XCTAssertEqual(backButtons.count, 1, "the Profiles under the top one are covered")
        XCTAssertEqual(screen.buttons.filter { $0.name == "avatarButton" }.count, 3, "the Home avatar is covered")
        XCTAssertEqual(screen.buttons.count, rootButtons.count)
    }

    func testPoppedProfilesAreLetGo() throws {
        for row in 0..<3 { _ = screen.chooseMenuRow(at: row) }
        clock.advance(to: 1)
        weak var firstBack: Layer?
        for _ in 0..<3 {
            let back = try XCTUnwrap(backButtons.first)
            firstBack = firstBack ?? back
            screen.handleTap(on: back)
        }
        clock.advance(to: 2)
        XCTAssertEqual(screen.screenTitle, "Home")
        XCTAssertTrue(backButtons.isEmpty)
        XCTAssertNil(firstBack, "a popped Profile's back button is freed once it has slid out")
    }
}
