/// What a host declares about its own layers so that input reaching the
/// menu (through `MenuHost` or `MenuOverlay`) can act on them: the menu's
/// rows and buttons, and what choosing a row or tapping one of its buttons does.
public protocol MenuContent: AnyObject {
    /// The menu's rows, top to bottom: clicks and keyboard focus act on them.
    var menuRows: [Layer] { get }
    /// The host's buttons (bar buttons, tabs): they show hover and press feedback.
    var buttons: [Layer] { get }
    /// The tint a hovered or pressed row takes under its text (a dark veil
    /// on light rows, a light one on dark rows).
    var rowHighlight: Color { get }
    /// The host's window took `appearance` (dark, high contrast, an accent
    /// colour): the host restyles its own layers. Called when the content
    /// is shown and on each change after.
    func appearanceDidChange(_ appearance: Appearance)
    /// Acts on row `index` of `menuRows` (clicked, or focused and chosen with Enter).
    func chooseMenuRow(at index: Int)
    /// A tap on one of the host's own layers (a button, a tab) that the
    /// style did not take.
    func handleTap(on layer: Layer)
}

extension MenuContent {
    /// Hosts without buttons of their own.
    public var buttons: [Layer] { [] }
    /// The library's highlight, which follows the appearance: a grey veil
    /// like a table cell's selection on a light list, a light veil on a dark one.
    public var rowHighlight: Color { Appearance.light.rowHighlight }
    /// Hosts whose layers keep their colours in every appearance.
    public func appearanceDidChange(_ appearance: Appearance) {}
    /// Hosts whose layers take no taps besides the menu's rows.
    public func handleTap(on layer: Layer) {}
}
