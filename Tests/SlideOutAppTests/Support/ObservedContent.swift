import SlideOutCore
@testable import SlideOutApp

/// A demo screen as `MenuInteraction` sees it, showing the fuzzer each tap
/// and row choice before the screen acts on it, and each row it acted on.
final class ObservedContent: MenuContent {
    let screen: any DemoScreen
    /// Sees each tap on the screen's own layers before the screen acts on it.
    var willTap: ((Layer) -> Void)?
    /// Sees each row choice before the screen acts on it.
    var willChoose: ((Int) -> Void)?
    /// Sees each row the screen acted on.
    var didChoose: ((Int) -> Void)?

    init(screen: any DemoScreen) {
        self.screen = screen
    }

    var menuRows: [Layer] { screen.menuRows }
    var buttons: [Layer] { screen.buttons }
    var rowHighlight: Color { screen.rowHighlight }

    func chooseMenuRow(at index: Int) {
        willChoose?(index)
        screen.chooseMenuRow(at: index)
        didChoose?(index)
    }

    func handleTap(on layer: Layer) {
        willTap?(layer)
        screen.handleTap(on: layer)
    }
}
