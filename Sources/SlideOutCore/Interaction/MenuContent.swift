/// What a host declares about its own layers so `MenuInteraction` can act
/// on them: the menu's rows, and what choosing a row or tapping one of its
/// buttons does.
public protocol MenuContent: AnyObject {
    /// The menu's rows, top to bottom: clicks and keyboard focus act on them.
    var menuRows: [Layer] { get }
    /// Acts on row `index` (clicked, or focused and chosen with Enter) and
    /// returns the item's name, for traces.
    func chooseMenuRow(at index: Int) -> String
    /// A tap on one of the host's own layers (a button, a tab) that the
    /// style did not take.
    func handleTap(on layer: Layer)
    /// Shows row `index` pressed while the primary button holds it (nil: no
    /// row is pressed any more): the hook for press highlight.
    func highlightMenuRow(at index: Int?)
}

extension MenuContent {
    /// Hosts without press feedback ignore presses.
    public func highlightMenuRow(at index: Int?) {}
}
