/// A side menu that slides in from the leading edge and pushes the content
/// with it: seed 000's `push` (under a dimming overlay that swallows input)
/// and, with `Parameters.drawer`, seed 001's Twitter-style drawer.
public final class PushMenu: MenuStyle {
    /// Seed 000's numbers, as defaults.
    public struct Parameters: Sendable {
        /// Menu width as a fraction of the view width (floored to whole points).
        public var widthFraction = 0.75
        /// The colour of the dimming overlay over the content.
        public var overlayColor = Color.lightGray
        /// Overlay opacity when the menu is fully open; 0 means no overlay
        /// (the content stays interactive).
        public var overlayOpacity = 0.35
        /// Open and close: 0.25 s ease-in-out.
        public var motion = Motion.easeInOut(0.25)
        /// By position, a throw going the way it was thrown.
        public var release = RevealRelease.paging

        /// Creates seed 000's defaults: 0.75 width, light-grey overlay at 0.35, 0.25 s ease-in-out.
        public init() {}

        /// Seed 001: a menu 0.8 of the width, no overlay, 0.5 s toggles, and
        /// the tutorial's 100-point open threshold.
        public static let drawer: Parameters = {
            var parameters = Parameters()
            parameters.widthFraction = 0.8
            parameters.overlayOpacity = 0
            parameters.motion = .easeInOut(0.5)
            parameters.release = RevealRelease(threshold: .dragDistance(openDistance: 100), flickVelocity: nil)
            return parameters
        }()
    }

    /// The numbers the style was built with.
    public let parameters: Parameters
    /// The menu's progress: 0 closed, 1 fully open; its distance is the menu width.
    public let reveal: RevealController
    /// The root of the style's tree: content, overlay and menu, bottom to top.
    public let rootLayer = Layer(name: "push")
    /// The main screen, pushed aside by the menu.
    package let contentLayer: Layer
    /// The dimming layer over the content that swallows input; a tap on it closes the menu.
    package let overlayLayer = Layer(name: "overlay")
    /// The menu, sliding in from the leading edge.
    package let menuLayer: Layer
    private var size = Size.zero

    /// Builds the tree content, overlay, menu (bottom to top).
    public init(content: Layer, menu: Layer, clock: AnimationClock, parameters: Parameters = Parameters()) {
        contentLayer = content
        menuLayer = menu
        self.parameters = parameters
        reveal = RevealController(clock: clock, motion: parameters.motion, release: parameters.release)
        overlayLayer.backgroundColor = parameters.overlayColor
        overlayLayer.acceptsInput = true
        menuLayer.acceptsInput = true
        rootLayer.stack([content, overlayLayer, menu])
        // Both only slide: a compositor can move them without a redraw.
        content.drawsOnOwnPlane = true
        menu.drawsOnOwnPlane = true
        reveal.onChange = { [weak self] in self?.applyProgress() }
        applyProgress()
    }

    /// The menu width for a view `width` points wide.
    package func menuWidth(forViewWidth width: Double) -> Double {
        (parameters.widthFraction * width).rounded(.down)
    }

    /// Lays the menu, content and overlay out for a `size`-point view; the menu width is the drag distance.
    public func layout(in size: Size) {
        self.size = size
        rootLayer.frame = Rect(origin: .zero, size: size)
        reveal.distance = menuWidth(forViewWidth: size.width)
        applyProgress()
    }

    /// The overlay: a tap on it closes the menu.
    public var dismissLayer: Layer? { overlayLayer }

    /// The menu's background stops clicks from reaching what lies under it.
    public var inertLayers: [Layer] { [menuLayer] }

    /// Writes every layer from `progress`: the menu slides in from -width and
    /// the content's leading edge stays glued to the menu's trailing edge.
    private func applyProgress() {
        let width = menuWidth(forViewWidth: size.width)
        let menuX = -width + reveal.progress * width
        menuLayer.frame = Rect(x: menuX, y: 0, width: width, height: size.height)
        contentLayer.frame = Rect(x: menuX + width, y: 0, width: size.width, height: size.height)
        overlayLayer.frame = Rect(origin: .zero, size: size)
        overlayLayer.opacity = reveal.progress * parameters.overlayOpacity
        overlayLayer.isHidden = reveal.state == .closed || parameters.overlayOpacity == 0
    }
}
