/// A slide-out menu style: a layer tree laid out from one reveal's progress.
/// Everything that moves the menu (commands, drags, swipes, wheel notches)
/// goes through `reveal`; the style only lays its layers out, and marks
/// those of its own that react to taps with `Layer.tapRole`.
public protocol MenuStyle: AnyObject {
    /// The root of the style's layer tree.
    var rootLayer: Layer { get }
    /// Progress, state, motion and release of the menu.
    var reveal: RevealController { get }
    /// The width (points) of what the reveal uncovers, as laid out now: the
    /// side menu's, panels' side panel's, the slide-down menu's (the view's).
    var menuWidth: Double { get }
    /// Lays every layer out for a view of `size` points at the current progress.
    func layout(in size: Size)
}

extension MenuStyle {
    /// The layer a tap on which closes the menu (push's overlay, slidedown's
    /// snapshot): the first in the tree marked `.dismiss`, if any.
    package var dismissLayer: Layer? { rootLayer.first { $0.tapRole == .dismiss } }

    /// True while the dismiss layer shows: the style covers its content
    /// modally (push's overlay, slidedown's snapshot).
    package var coversContentModally: Bool {
        dismissLayer.flatMap { $0.visibleFrame(in: rootLayer) }.map { !$0.isEmpty } ?? false
    }

    /// Offers a tap that hit `layer`; returns true when the style took it.
    package func handleTap(on layer: Layer) -> Bool {
        guard layer.tapRole == .dismiss else { return false }
        reveal.close()
        return true
    }
}
