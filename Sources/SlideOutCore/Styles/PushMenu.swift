/// A side menu that slides in from the leading edge and pushes the content
/// with it, as in the iOS tutorial "Make a SlideOut Menu" (under a dimming
/// overlay that swallows input) and, with `Parameters.drawer`, the
/// Twitter-style drawer of "Twitter Slide Menu". Given `docking`, it docks
/// beside the content on a wide window: the menu shows and hides at its
/// docked width, the content laid out live in the rest.
public final class PushMenu: DockableMenuStyle {
    /// The original tutorial's numbers, as defaults.
    public struct Parameters: Sendable {
        /// Menu width as a fraction of the view width.
        public var widthFraction = 0.75
        /// True to floor the fraction's width to whole points (the push
        /// tutorial's `floor(0.75 x width)`); the drawer takes 0.8 x width as it is.
        package var floorsWidth = true
        /// The widest the menu gets (points), however wide the view: a
        /// phone's rule stretched over a desktop window would fill it.
        package var maximumWidth = 320.0
        /// The colour of the dimming overlay over the content.
        package var overlayColor = Color.lightGray
        /// Overlay opacity when the menu is fully open; 0 means no overlay
        /// (the content stays interactive).
        package var overlayOpacity = 0.35
        /// Open and close: 0.25 s ease-in-out.
        public var motion = Motion.easeInOut(0.25)
        /// By position, a throw going the way it was thrown.
        package var release = RevealRelease.paging

        /// Creates the push tutorial's defaults: 0.75 width up to 320 points, light-grey
        /// overlay at 0.35, 0.25 s ease-in-out.
        public init() {}

        /// The drawer of "Twitter Slide Menu": a menu 0.8 of the width up to 360 points, no overlay,
        /// 0.5 s toggles, and the tutorial's 100-point open threshold.
        public static let drawer: Parameters = {
            var parameters = Parameters()
            parameters.widthFraction = 0.8
            parameters.floorsWidth = false
            parameters.maximumWidth = 360
            parameters.overlayOpacity = 0
            parameters.motion = .easeInOut(0.5)
            parameters.release = RevealRelease(threshold: .dragDistance(openDistance: 100), flickVelocity: nil)
            return parameters
        }()
    }

    /// The numbers the style was built with.
    package let parameters: Parameters
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
    /// Docking rules and state; nil (the default) overlays at every width.
    public var dockingState: DockingState? {
        get { docking }
        set {
            let wasDocked = menuMode == .docked
            docking = newValue
            if wasDocked && menuMode != .docked { reveal.jump(to: 0) }
            layout(in: size)
        }
    }
    /// What `dockingState` sets and `layout` fits to the view.
    private var docking: DockingState?
    /// Called with the sizes (points) the content and the menu show at
    /// whenever either changes: the host lays its layers in them out anew.
    /// A docked menu moving, or its handle dragged, changes them every frame.
    public var onPaneResize: ((_ content: Size, _ menu: Size) -> Void)?
    /// The size (points) the content shows at: the view's, or, docked, what the menu leaves.
    package private(set) var contentSize = Size.zero
    private var size = Size.zero
    private var menuSize: Size?

    /// Builds the tree content, overlay, menu (bottom to top).
    public init(content: Layer, menu: Layer, clock: AnimationClock, parameters: Parameters = Parameters()) {
        contentLayer = content
        menuLayer = menu
        self.parameters = parameters
        reveal = RevealController(clock: clock, motion: parameters.motion, release: parameters.release)
        overlayLayer.backgroundColor = parameters.overlayColor
        overlayLayer.acceptsInput = true
        overlayLayer.tapRole = .dismiss
        menuLayer.acceptsInput = true
        menuLayer.tapRole = .inert
        rootLayer.stack([content, overlayLayer, menu])
        // Both only slide (overlaid): a compositor can move them without a redraw.
        content.drawsOnOwnPlane = true
        menu.drawsOnOwnPlane = true
        reveal.onChange = { [weak self] in self?.applyProgress() }
        applyProgress()
    }

    /// The overlaid menu's width for a view `width` points wide: the
    /// tutorial's fraction (floored where it floors it), at most `maximumWidth`.
    package func menuWidth(forViewWidth width: Double) -> Double {
        let fraction = parameters.widthFraction * width
        return min(parameters.floorsWidth ? fraction.rounded(.down) : fraction, parameters.maximumWidth)
    }

    /// The menu's width now: docked, the docked width; else the overlaid one.
    public var menuWidth: Double {
        menuMode == .docked ? dockedMenuWidth : menuWidth(forViewWidth: size.width)
    }

    /// The style's widest menu, within the docking rules' range.
    public var defaultDockedWidth: Double {
        let range = docking?.rules.menuWidths ?? Docking().menuWidths
        return min(max(parameters.maximumWidth, range.lowerBound), range.upperBound)
    }

    /// Lays the menu, content and overlay out for a `size`-point view,
    /// docked or overlaid as the window's width says; the menu width is the drag distance.
    public func layout(in size: Size) {
        self.size = size
        if var fitted = docking, let progress = fitted.fit(toViewWidth: size.width, reveal: reveal) {
            docking = fitted
            reveal.jump(to: progress)
        }
        rootLayer.frame = Rect(origin: .zero, size: size)
        applyProgress()
    }

    /// Writes every layer from `progress`: the menu slides in from -width and
    /// the content's leading edge stays glued to the menu's trailing edge.
    /// Overlaid, the content is pushed aside under the overlay; docked, what
    /// it shows is laid out in what the menu leaves (`onPaneResize`),
    /// undimmed. The content layer keeps the view's width either way, so as
    /// a plane it keeps its size and only what moves in it is drawn again.
    private func applyProgress() {
        let width = menuWidth
        reveal.distance = width
        let menuX = -width + reveal.progress * width
        let docked = menuMode == .docked
        menuLayer.frame = Rect(x: menuX, y: 0, width: width, height: size.height)
        contentLayer.frame = Rect(x: menuX + width, y: 0, width: size.width, height: size.height)
        overlayLayer.frame = Rect(origin: .zero, size: size)
        overlayLayer.opacity = reveal.progress * parameters.overlayOpacity
        overlayLayer.isHidden = docked || reveal.state == .closed || parameters.overlayOpacity == 0
        let shown = Size(width: docked ? max(size.width - reveal.progress * width, 0) : size.width, height: size.height)
        guard shown != contentSize || menuLayer.bounds.size != menuSize else { return }
        contentSize = shown
        menuSize = menuLayer.bounds.size
        onPaneResize?(shown, menuLayer.bounds.size)
    }
}
