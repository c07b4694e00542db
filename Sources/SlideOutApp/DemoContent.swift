import SlideOutCore

/// What the host's interaction acts on in the demo: the shown screen's rows
/// and buttons, plus the style picker's segments.
final class DemoContent: MenuContent {
    /// The screen shown; replaced on a style switch.
    var screen: any DemoScreen
    let picker: StylePicker
    /// A picker segment was clicked.
    var onPick: ((Options.StyleName) -> Void)?
    private let fade: AppearanceFade
    /// The screen that took the last appearance: a screen shown anew takes its first at once.
    private var restyled: ObjectIdentifier?

    init(screen: any DemoScreen, picker: StylePicker, clock: AnimationClock) {
        self.screen = screen
        self.picker = picker
        fade = AppearanceFade(clock: clock)
        fade.apply = { [unowned self] palette, appearance in
            self.screen.adopt(palette, for: appearance)
            self.picker.adopt(palette)
        }
    }

    /// Lays out the shown screen and the picker over it for a view of `size`
    /// points, after the style's layout.
    func layout(in size: Size) {
        screen.layout(in: size)
        picker.layout(in: size, bottomInset: screen.bottomBarHeight)
        keepPickerClear()
    }

    /// Hides the picker, and keeps it hidden, while the style covers the
    /// content modally (push's overlay, slidedown's snapshot) or the pill
    /// would lie over a row of the menu: drawn above them, it took their
    /// clicks (and a switch of style from inside a modal menu).
    func keepPickerClear() {
        let root = screen.style.rootLayer
        let pill = picker.layer.frame
        picker.isClear = !screen.style.coversContentModally && !screen.menuRows.contains { row in
            row.visibleFrame(in: root).map { !$0.intersection(pill).isEmpty } ?? false
        }
    }

    var menuRows: [Layer] { screen.menuRows }
    var buttons: [Layer] { screen.buttons + picker.segments }
    var rowHighlight: Color { screen.rowHighlight }

    /// The shown screen restyles its layers and lists, and the picker its
    /// pill: cross-faded on a live change, at once on a screen's first.
    func appearanceDidChange(_ appearance: Appearance) {
        let shown = ObjectIdentifier(screen)
        fade.change(to: appearance, animated: restyled == shown)
        restyled = shown
    }

    func chooseMenuRow(at index: Int) { screen.chooseMenuRow(at: index) }

    func handleTap(on layer: Layer) {
        if let style = picker.style(of: layer) {
            onPick?(style)
        } else {
            screen.handleTap(on: layer)
        }
    }
}
