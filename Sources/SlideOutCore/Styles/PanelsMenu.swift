/// Seed 002: a centre panel that slides aside to uncover a left or a right
/// panel lying under it; 60 points of the centre stay visible. Side panels
/// are made when first needed and dropped (with their textures) once both
/// are collapsed again.
public final class PanelsMenu: MenuStyle {
    public enum Side: Sendable { case left, right }

    /// The tutorial's numbers, as defaults.
    public struct Parameters: Sendable {
        /// Points of the centre panel left visible when a side is expanded.
        public var centerExpandedOffset = 60.0
        /// 0.5 s spring, damping 0.8, initial velocity 0 (UIKit semantics).
        public var motion = Motion.spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)
        /// The centre's shadow while a side panel shows.
        public var shadowOpacity = 0.8

        public init() {}
    }

    public let parameters: Parameters
    public let rootLayer = Layer(name: "panels")
    public let centerLayer: Layer
    /// The side panels that exist now (at most the one being shown).
    public private(set) var leftPanel: Layer?
    public private(set) var rightPanel: Layer?
    /// -1 right expanded ... 0 both collapsed ... 1 left expanded.
    public private(set) var progress = 0.0
    private let makePanel: (Side) -> Layer
    private let clock: AnimationClock
    private var size = Size.zero
    private var isTracking = false
    private var trackingStart = 0.0
    private var trackingSide: Side?
    private lazy var animator = ProgressAnimator(
        clock: clock, key: "panels.progress",
        property: AnimatableProperty(read: { [unowned self] in progress },
                                     write: { [unowned self] in
                                         progress = $0
                                         applyProgress()
                                     }))

    /// `makePanel` builds a side's panel when it is first needed.
    public init(center: Layer, clock: AnimationClock, parameters: Parameters = Parameters(),
                makePanel: @escaping (Side) -> Layer) {
        centerLayer = center
        self.clock = clock
        self.parameters = parameters
        self.makePanel = makePanel
        center.anchorPoint = .zero
        rootLayer.addSublayer(center)
    }

    public var isMoving: Bool { isTracking || animator.target != nil }

    public var stateName: String {
        if progress >= 1 { return "open" }
        if progress <= -1 { return "open-right" }
        return "closed"
    }

    /// How far the centre moves when a side is fully expanded.
    public var travel: Double { max(size.width - parameters.centerExpandedOffset, 1) }

    public func layout(in size: Size) {
        self.size = size
        rootLayer.frame = Rect(origin: .zero, size: size)
        applyProgress()
    }

    public func jump(to progress: Double) {
        animator.stop()
        self.progress = min(max(progress, -1), 1)
        settle()
    }

    public func open() { animate(to: 1) }
    public func close() { animate(to: 0) }
    public func toggle() { toggle(.left) }

    /// The navigation bar's Kitties (left) and Puppies (right) buttons.
    public func toggle(_ side: Side) {
        let expanded: Double = side == .left ? 1 : -1
        let heading = animator.target ?? progress
        animate(to: heading == expanded ? 0 : expanded)
    }

    public func handleTap(on layer: Layer) -> Bool { false }

    public func beginInteractiveReveal() {
        animator.stop()
        isTracking = true
        trackingStart = progress
        trackingSide = progress > 0 ? .left : progress < 0 ? .right : nil
        applyProgress()
    }

    /// The centre follows the pointer. From both collapsed, the direction of
    /// the first movement picks the panel (rightward uncovers the left one).
    public func updateInteractiveReveal(translation: Double) {
        guard isTracking else { return }
        if trackingSide == nil, translation != 0 { trackingSide = translation > 0 ? .left : .right }
        guard let side = trackingSide else { return }
        let unclamped = trackingStart + translation / travel
        progress = side == .left ? min(max(unclamped, 0), 1) : min(max(unclamped, -1), 0)
        applyProgress()
    }

    /// The tutorial's rule: the left expands once the centre moved past half
    /// the view, the right likewise the other way; otherwise both collapse.
    public func endInteractiveReveal(velocity: Double) {
        guard isTracking else { return }
        isTracking = false
        let offset = progress * travel
        let target: Double = offset > size.width / 2 ? 1 : offset < -size.width / 2 ? -1 : 0
        animate(to: target, velocity: velocity / travel)
    }

    /// A wheel notch moves one step along right ... collapsed ... left.
    public func page(by steps: Int) {
        guard steps != 0, !isTracking else { return }
        let heading = (animator.target ?? progress).rounded()
        animate(to: min(max(heading + Double(steps.signum()), -1), 1))
    }

    private func animate(to target: Double, velocity: Double? = nil) {
        switch animator.move(to: target, motion: parameters.motion, velocity: velocity,
                             finished: { [weak self] in self?.settle() }) {
        case .alreadyHeading: return
        case .alreadyThere: settle()
        case .started: ensurePanel(for: target != 0 ? target : progress)
        }
    }

    /// Makes the panel a progress of that sign uncovers, under the centre.
    private func ensurePanel(for value: Double) {
        if value > 0 && leftPanel == nil { leftPanel = insertPanel(.left) }
        if value < 0 && rightPanel == nil { rightPanel = insertPanel(.right) }
    }

    private func insertPanel(_ side: Side) -> Layer {
        let panel = makePanel(side)
        panel.anchorPoint = .zero
        panel.frame = Rect(origin: .zero, size: size)
        rootLayer.insertSublayer(panel, below: centerLayer)
        return panel
    }

    /// At rest: drop a panel that is no longer showing.
    private func settle() {
        if progress <= 0, let panel = leftPanel {
            panel.removeFromSuperlayer()
            leftPanel = nil
        }
        if progress >= 0, let panel = rightPanel {
            panel.removeFromSuperlayer()
            rightPanel = nil
        }
        ensurePanel(for: progress)
        applyProgress()
    }

    private func applyProgress() {
        ensurePanel(for: progress)
        centerLayer.frame = Rect(x: progress * travel, y: 0, width: size.width, height: size.height)
        centerLayer.shadowOpacity = progress != 0 || isTracking ? parameters.shadowOpacity : 0
        leftPanel?.frame = Rect(origin: .zero, size: size)
        rightPanel?.frame = Rect(origin: .zero, size: size)
    }
}
