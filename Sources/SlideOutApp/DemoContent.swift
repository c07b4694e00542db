import SlideOutCore

/// What the host's interaction acts on in the demo: the shown screen's rows
/// and buttons, plus the style picker's segments.
final class DemoContent: MenuContent {
    /// The screen shown; replaced on a style switch.
    var screen: any DemoScreen
    let picker: StylePicker
    /// A picker segment was clicked.
    var onPick: ((Options.StyleName) -> Void)?

    init(screen: any DemoScreen, picker: StylePicker) {
        self.screen = screen
        self.picker = picker
    }

    var menuRows: [Layer] { screen.menuRows }
    var buttons: [Layer] { screen.buttons + picker.segments }
    var rowHighlight: Color { screen.rowHighlight }

    /// The shown screen restyles its layers and lists, and the picker its pill.
    func appearanceDidChange(_ appearance: Appearance) {
        screen.appearanceDidChange(appearance)
        picker.appearanceDidChange(appearance)
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
