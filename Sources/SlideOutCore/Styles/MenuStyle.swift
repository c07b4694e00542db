/// A slide-out menu style: a layer tree laid out from one reveal's progress.
/// Everything that moves the menu (commands, drags, swipes, wheel notches)
/// goes through `reveal`; the style only lays its layers out.
public protocol MenuStyle: AnyObject {
    /// The root of the style's layer tree.
    var rootLayer: Layer { get }
    /// Progress, state, motion and release of the menu.
    var reveal: RevealController { get }
    /// The style's own layer that a tap on closes the menu (push's overlay,
    /// slidedown's snapshot), if it has one.
    var dismissLayer: Layer? { get }
    /// The style's own layers that take clicks only so that they reach
    /// nothing beneath (a menu's bare background): the pointer shows no hand there.
    var inertLayers: [Layer] { get }
    /// The width (points) of what the reveal uncovers, as laid out now: the
    /// side menu's, panels' side panel's, the slide-down menu's (the view's).
    var menuWidth: Double { get }
    /// Lays every layer out for a view of `size` points at the current progress.
    func layout(in size: Size)
}

extension MenuStyle {
    /// Most styles have no layer of their own that reacts to taps.
    public var dismissLayer: Layer? { nil }

    /// Most styles have no layer that only stops clicks.
    public var inertLayers: [Layer] { [] }

    /// Offers a tap that hit `layer`; returns true when the style took it.
    package func handleTap(on layer: Layer) -> Bool {
        guard let dismissLayer, layer === dismissLayer else { return false }
        reveal.close()
        return true
    }
}
