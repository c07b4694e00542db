/// A side menu that slides in from the leading edge and pushes the content
/// with it: seed 000's `push` (under a dimming overlay that swallows input)
/// and, with `Parameters.drawer`, seed 001's Twitter-style drawer.
public final class PushMenu: MenuStyle {
    /// How a released drag settles.
    public enum ReleaseRule: Sendable {
        /// By position and release velocity: a flick goes the way it was thrown.
        case positionAndVelocity
        /// Seed 001's rule: an open menu closes on any leftward drag; a closed
        /// one opens past `openDistance` points and otherwise falls back.
        case dragDistance(openDistance: Double)
    }

    /// Seed 000's numbers, as defaults.
    public struct Parameters: Sendable {
        /// Menu width as a fraction of the view width (floored to whole points).
        public var widthFraction = 0.75
        public var overlayColor = Color.lightGray
        /// Overlay opacity when the menu is fully open; 0 means no overlay
        /// (the content stays interactive).
        public var overlayOpacity = 0.35
        /// Open and close: 0.25 s ease-in-out.
        public var motion = Motion.easeInOut(0.25)
        public var release = ReleaseRule.positionAndVelocity

        public init() {}

        /// Seed 001: a menu 0.8 of the width, no overlay, 0.5 s toggles, and
        /// the tutorial's 100-point open threshold.
        public static let drawer: Parameters = {
            var parameters = Parameters()
            parameters.widthFraction = 0.8
            parameters.overlayOpacity = 0
            parameters.motion = .easeInOut(0.5)
            parameters.release = .dragDistance(openDistance: 100)
            return parameters
        }()
    }

    public enum State: Sendable { case closed, opening, open, closing, tracking }

    public let parameters: Parameters
    public let rootLayer = Layer(name: "push")
    public let contentLayer: Layer
    public let overlayLayer = Layer(name: "overlay")
    public let menuLayer: Layer
    public private(set) var state: State = .closed
    public private(set) var progress: Double = 0
    private let clock: AnimationClock
    private var size = Size.zero
    private var trackingStart = 0.0
    private var trackingTranslation = 0.0
    private lazy var animator = ProgressAnimator(
        clock: clock, key: "push.progress",
        property: AnimatableProperty(read: { [unowned self] in progress },
                                     write: { [unowned self] in
                                         progress = min(max($0, 0), 1)
                                         applyProgress()
                                     }))

    /// Builds the tree content, overlay, menu (bottom to top).
    public init(content: Layer, menu: Layer, clock: AnimationClock, parameters: Parameters = Parameters()) {
        self.contentLayer = content
        self.menuLayer = menu
        self.clock = clock
        self.parameters = parameters
        overlayLayer.backgroundColor = parameters.overlayColor
        overlayLayer.acceptsInput = true
        menuLayer.acceptsInput = true
        for layer in [content, overlayLayer, menu] {
            layer.anchorPoint = .zero
            rootLayer.addSublayer(layer)
        }
        applyProgress()
    }

    public var isMoving: Bool { state == .opening || state == .closing || state == .tracking }
    public var stateName: String { progress >= 1 ? "open" : "closed" }

    /// The menu width for a view `width` points wide.
    public func menuWidth(forViewWidth width: Double) -> Double {
        (parameters.widthFraction * width).rounded(.down)
    }

    public func layout(in size: Size) {
        self.size = size
        rootLayer.frame = Rect(origin: .zero, size: size)
        applyProgress()
    }

    public func jump(to progress: Double) {
        animator.stop()
        self.progress = min(max(progress, 0), 1)
        state = self.progress == 0 ? .closed : .open
        applyProgress()
    }

    public func open() { animate(toOpen: true) }
    public func close() { animate(toOpen: false) }
    public func toggle() { animate(toOpen: !(state == .open || state == .opening)) }

    public func handleTap(on layer: Layer) -> Bool {
        guard layer === overlayLayer else { return false }
        close()
        return true
    }

    public func beginInteractiveReveal() {
        animator.stop()
        trackingStart = progress
        trackingTranslation = 0
        state = .tracking
        applyProgress()
    }

    public func updateInteractiveReveal(translation: Double) {
        guard state == .tracking else { return }
        trackingTranslation = translation
        let width = menuWidth(forViewWidth: size.width)
        progress = min(max(trackingStart + translation / max(width, 1), 0), 1)
        applyProgress()
    }

    public func endInteractiveReveal(velocity: Double) {
        guard state == .tracking else { return }
        let width = max(menuWidth(forViewWidth: size.width), 1)
        let opens: Bool
        switch parameters.release {
        case .positionAndVelocity:
            opens = RevealSnapping.target(progress: progress, velocity: velocity) == 1
        case .dragDistance(let openDistance):
            opens = trackingStart >= 0.5 ? trackingTranslation >= 0 : trackingTranslation > openDistance
        }
        animate(toOpen: opens, velocity: velocity / width)
    }

    public func page(by steps: Int) {
        guard steps != 0, state != .tracking else { return }
        animate(toOpen: steps > 0)
    }

    /// Animates to open or closed from the current progress; `velocity`
    /// (progress per second) overrides the running animation's.
    private func animate(toOpen: Bool, velocity: Double? = nil) {
        let settled: State = toOpen ? .open : .closed
        switch animator.move(to: toOpen ? 1 : 0, motion: parameters.motion, velocity: velocity,
                             finished: { [weak self] in self?.settle(in: settled) }) {
        case .alreadyHeading: return
        case .alreadyThere: settle(in: settled)
        case .started:
            state = toOpen ? .opening : .closing
            applyProgress()
        }
    }

    private func settle(in settled: State) {
        state = settled
        applyProgress()
    }

    /// Writes every layer from `progress`: the menu slides in from -width and
    /// the content's leading edge stays glued to the menu's trailing edge.
    private func applyProgress() {
        let width = menuWidth(forViewWidth: size.width)
        let menuX = -width + progress * width
        menuLayer.frame = Rect(x: menuX, y: 0, width: width, height: size.height)
        contentLayer.frame = Rect(x: menuX + width, y: 0, width: size.width, height: size.height)
        overlayLayer.frame = Rect(origin: .zero, size: size)
        overlayLayer.opacity = progress * parameters.overlayOpacity
        overlayLayer.isHidden = state == .closed || parameters.overlayOpacity == 0
    }
}
