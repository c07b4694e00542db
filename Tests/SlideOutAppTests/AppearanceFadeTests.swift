import SlideOutCore
import SlideOutRender
import XCTest
@testable import SlideOutApp

/// The demo's change of appearance on the clock, without a window: a live
/// change cross-fades the page for a quarter second, reduced motion and a
/// screen's first appearance are instant.
final class AppearanceFadeTests: XCTestCase {
    private let clock = AnimationClock()
    private let measurer = PangoTextMeasurer()
    private lazy var screen = PushScreen(clock: clock, measurer: measurer)
    private lazy var content = DemoContent(screen: screen, picker: StylePicker(selected: .push, measurer: measurer),
                                           clock: clock)
    private var page: Color? { screen.menu.contentLayer.backgroundColor }
    private let dark = Appearance(isDark: true)

    override func setUp() {
        content.appearanceDidChange(.light)
        screen.layout(in: Size(width: 400, height: 600))
    }

    func testALiveChangeCrossFades() throws {
        XCTAssertEqual(page, .white, "a screen's first appearance is taken at once")
        content.appearanceDidChange(dark)
        XCTAssertEqual(page, .white, "the fade starts from the colours shown")
        clock.advance(to: AppearanceFade.duration / 2)
        let middle = try XCTUnwrap(page)
        XCTAssertTrue(middle.red > 0.1 && middle.red < 0.9, "half-way, the page is grey: \(middle)")
        XCTAssertFalse(clock.isIdle)
        clock.advance(to: AppearanceFade.duration + 0.01)
        XCTAssertEqual(page, .black)
        XCTAssertTrue(clock.isIdle, "the fade ends")
    }

    func testAChangeMidFadeGoesOnFromWhereItIs() throws {
        content.appearanceDidChange(dark)
        clock.advance(to: AppearanceFade.duration / 2)
        let middle = try XCTUnwrap(page)
        content.appearanceDidChange(.light)
        XCTAssertEqual(page, middle, "no jump back to black or white")
        clock.advance(to: AppearanceFade.duration * 2)
        XCTAssertEqual(page, .white)
    }

    func testReducedMotionIsInstant() {
        clock.reducedMotion = true
        content.appearanceDidChange(dark)
        XCTAssertEqual(page, .black)
        XCTAssertTrue(clock.isIdle)
    }

    func testAScreenShownAnewTakesTheAppearanceAtOnce() {
        let other = PushScreen(clock: clock, measurer: measurer)
        content.screen = other
        content.appearanceDidChange(dark)
        XCTAssertEqual(other.menu.contentLayer.backgroundColor, .black)
    }
}
