import Glibc

/// The iOS tutorial "Create a Cool 3D Sidebar Menu Animation": an 80-point
/// menu and a full-width detail side by side in a horizontal paging scroll
/// view. As the detail slides over, the menu swings away like a door
/// hinged on its right edge, in perspective, and fades.
/// The reveal's progress is 1 - hidden fraction, and sets the offset.
public final class Sidebar3DMenu: MenuStyle {
    /// The tutorial's numbers, as defaults.
    public struct Parameters: Sendable {
        /// The menu's width in points, and the scroll distance between its two pages.
        public var menuWidth = 80.0
        /// Core Animation's perspective term: m34 = -1 / eye distance.
        package var perspective = -1.0 / 1000
        /// The menu's angle when fully hidden (radians about Y).
        package var hiddenAngle = Double.pi / 2
        /// A page change: critically damped, velocity kept, about as long as
        /// UIScrollView's animated offset change (0.3 s).
        public var motion = Motion.spring(dampingRatio: 1, initialVelocity: 0, duration: 0.3)
        /// Offset past half the menu hides it; a throw pages its way.
        package var release = RevealRelease.paging

        /// Creates the tutorial's defaults: an 80-point menu, perspective -1/1000, a 90° swing, 0.3 s spring.
        public init() {}
    }

    /// The numbers the style was built with.
    package let parameters: Parameters
    /// The menu's progress: 1 shown (the start), 0 hidden; it sets the scroll offset.
    public let reveal: RevealController
    /// The paging scroll view holding the menu and the detail side by side.
    package let scrollView: PagingScrollView
    /// The menu's layer, turned in perspective about its right edge as it hides.
    package let menuContainer: Layer
    /// The detail screen, to the right of the menu in the scroll content.
    package let detailContainer: Layer
    /// Called whenever the hidden fraction changes (every frame while moving),
    /// e.g. to rotate the hamburger button.
    package var onHiddenFractionChange: ((Double) -> Void)?
    /// 0 with the menu shown, 1 with it hidden: clamp(offset / menu width).
    package var hiddenFraction: Double { min(max(1 - reveal.progress, 0), 1) }

    /// Puts `menu` and `detail` in a paging scroll view, the menu first.
    public init(menu: Layer, detail: Layer, clock: AnimationClock, parameters: Parameters = Parameters()) {
        self.parameters = parameters
        menuContainer = menu
        detailContainer = detail
        scrollView = PagingScrollView()
        menu.anchorPoint = Point(x: 1, y: 0.5)
        detail.anchorPoint = .zero
        scrollView.contentLayer.addSublayer(menu)
        scrollView.contentLayer.addSublayer(detail)
        // Drawn over the menu's hinge as it turns, the detail takes the clicks there.
        detail.acceptsInput = true
        detail.tapRole = .inert
        // The detail only slides; the menu turns as one picture.
        detail.drawsOnOwnPlane = true
        menu.shouldRasterize = true
        reveal = RevealController(clock: clock, motion: parameters.motion, release: parameters.release)
        reveal.distance = parameters.menuWidth
        reveal.onChange = { [weak self] in self?.applyProgress() }
        // The app starts with the menu shown.
        reveal.jump(to: 1)
    }

    /// The root of the style's tree: the scroll view's viewport.
    public var rootLayer: Layer { scrollView.layer }

    /// The menu's transform at hidden fraction `h`, exactly as the tutorial
    /// builds it: rotate(-h x 90° about Y) in perspective, then translate x by
    /// width / 2 + width x h / 4 (the anchor sits on the right edge while the
    /// position stays at the container's centre).
    package static func menuTransform(hiddenFraction h: Double, parameters: Parameters) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = parameters.perspective
        let width = parameters.menuWidth
        return perspective.rotated(by: -h * parameters.hiddenAngle, x: 0, y: 1, z: 0)
            .concatenating(.translation(x: width / 2 + width * h / 4, y: 0))
    }

    /// The menu's width: `Parameters.menuWidth`, the tutorial's 80 points by default.
    public var menuWidth: Double { parameters.menuWidth }

    /// Sizes the menu to full height, the detail to `size` points beside it, and the scroll content to both.
    public func layout(in size: Size) {
        let width = parameters.menuWidth
        menuContainer.bounds = Rect(x: 0, y: 0, width: width, height: size.height)
        menuContainer.position = Point(x: width / 2, y: size.height / 2)
        detailContainer.frame = Rect(x: width, y: 0, width: size.width, height: size.height)
        scrollView.viewportSize = size
        scrollView.contentWidth = width + size.width
        applyProgress()
    }

    /// Scrolls to the reveal's offset and turns the menu by its hidden fraction.
    private func applyProgress() {
        scrollView.setContentOffset((1 - reveal.progress) * parameters.menuWidth)
        let hiddenFraction = self.hiddenFraction
        menuContainer.transform = Self.menuTransform(hiddenFraction: hiddenFraction, parameters: parameters)
        menuContainer.opacity = 1 - hiddenFraction
        onHiddenFractionChange?(hiddenFraction)
    }
}
