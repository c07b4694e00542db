import SlideOutCore
@testable import SlideOutApp

/// One demo screen under fuzz, built as `slideout --style NAME` builds it,
/// with what its layout must show.
final class FuzzRig {
    /// The style's name on the command line.
    let name: String
    let clock = AnimationClock()
    /// The demo's own screen for the style.
    let screen: any DemoScreen
    /// The screen as the interaction sees it; held strongly here, as the interaction holds it weakly.
    let content: ObservedContent
    let interaction: MenuInteraction
    /// The screen a showing menu covers: no tap may reach it unless the menu is closed.
    var covered: Layer?
    /// The layer whose pictures the style may ask for.
    var snapshotSource: Layer?
    /// The id of the last picture the style asked for.
    var lastSnapshot: Int?
    /// How far past its rest positions an animation may carry progress (a spring's bounce).
    var overshoot = 0.0
    /// Why the layout disagrees with the progress in a view of that size, or nil.
    var layoutError: (Size) -> String? = { _ in nil }
    /// Why the layout disagrees with the resting state in a view of that size, or nil.
    var settledError: (Size) -> String? = { _ in nil }

    /// Builds the demo's screen for `style` with the demo's text measurer (Pango: no display or GL needed).
    init(_ style: Options.StyleName, measurer: any TextMeasuring) {
        name = style.rawValue
        screen = SlideOutCommand.screenType(for: style).init(clock: clock, measurer: measurer)
        content = ObservedContent(screen: screen)
        interaction = MenuInteraction(style: screen.style, content: content, clock: clock)
    }

    /// The screen's menu style.
    var style: any MenuStyle { screen.style }
}
