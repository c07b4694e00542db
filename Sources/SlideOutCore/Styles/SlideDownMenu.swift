/// Seed 004: presenting the menu takes a snapshot (render-to-texture) of the
/// main screen, puts it above the menu and slides it down until 150 points
/// show at the bottom, while the menu settles from 50 points up. Dismissing
/// reverses it; then the snapshot is dropped and the live screen is back.
public final class SlideDownMenu: MenuStyle, SnapshotRequesting {
    /// The tutorial's numbers, as defaults.
    public struct Parameters: Sendable {
        /// Points of the snapshot left showing at the bottom when presented.
        public var snapshotVisibleHeight = 150.0
        /// Where the menu starts (points above its place) when presenting.
        public var menuStartOffset = -50.0
        /// 0.5 s spring, damping 0.9, initial velocity 0.3 (UIKit semantics).
        public var motion = Motion.spring(dampingRatio: 0.9, initialVelocity: 0.3, duration: 0.5)

        public init() {}
    }

    public let parameters: Parameters
    public let rootLayer = Layer(name: "slidedown")
    public let mainLayer: Layer
    public let menuLayer: Layer
    /// Shows the picture of the main screen while the menu is not closed; a tap on it dismisses.
    public let snapshotLayer = Layer(name: "snapshot")
    public private(set) var progress = 0.0
    private let clock: AnimationClock
    private var size = Size.zero
    private var snapshotCount = 0
    private var requests: [(id: Int, source: Layer)] = []
    private lazy var animator = ProgressAnimator(
        clock: clock, key: "slidedown.progress",
        property: AnimatableProperty(read: { [unowned self] in progress },
                                     write: { [unowned self] in
                                         progress = $0
                                         applyProgress()
                                     }))

    /// Builds the tree main, menu, snapshot (bottom to top).
    public init(main: Layer, menu: Layer, clock: AnimationClock, parameters: Parameters = Parameters()) {
        mainLayer = main
        menuLayer = menu
        self.clock = clock
        self.parameters = parameters
        snapshotLayer.acceptsInput = true
        for layer in [main, menu, snapshotLayer] {
            layer.anchorPoint = .zero
            rootLayer.addSublayer(layer)
        }
        applyProgress()
    }

    public var isMoving: Bool { animator.target != nil }
    public var stateName: String { progress >= 1 ? "open" : "closed" }

    /// True while the snapshot stands in for the main screen.
    public var isPresented: Bool { snapshotLayer.contents != nil }

    public func takeSnapshotRequests() -> [(id: Int, source: Layer)] {
        defer { requests.removeAll() }
        return requests
    }

    public func layout(in size: Size) {
        let resized = size != self.size
        self.size = size
        rootLayer.frame = Rect(origin: .zero, size: size)
        mainLayer.frame = Rect(origin: .zero, size: size)
        if resized && isPresented { takeSnapshot() }
        applyProgress()
    }

    public func jump(to progress: Double) {
        animator.stop()
        self.progress = min(max(progress, 0), 1)
        if self.progress > 0 && !isPresented { takeSnapshot() }
        if self.progress == 0 { dropSnapshot() }
        applyProgress()
    }

    public func open() { animate(to: 1) }
    public func close() { animate(to: 0) }

    public func toggle() {
        animate(to: (animator.target ?? progress) >= 0.5 ? 0 : 1)
    }

    public func handleTap(on layer: Layer) -> Bool {
        guard layer === snapshotLayer else { return false }
        close()
        return true
    }

    // The tutorial has no drag; a pan or swipe on this style does nothing.
    public func beginInteractiveReveal() {}
    public func updateInteractiveReveal(translation: Double) {}
    public func endInteractiveReveal(velocity: Double) {}

    public func page(by steps: Int) {
        if steps > 0 { open() } else if steps < 0 { close() }
    }

    private func animate(to target: Double) {
        let start = animator.move(to: target, motion: parameters.motion, finished: { [weak self] in
            guard let self, target == 0 else { return }
            dropSnapshot()
            applyProgress()
        })
        guard start == .started else { return }
        if target > 0 && !isPresented { takeSnapshot() }
        applyProgress()
    }

    private func takeSnapshot() {
        snapshotCount += 1
        snapshotLayer.contents = .snapshot(id: snapshotCount)
        requests.append((snapshotCount, mainLayer))
    }

    private func dropSnapshot() {
        snapshotLayer.contents = nil
    }

    private func applyProgress() {
        let travel = size.height - parameters.snapshotVisibleHeight
        snapshotLayer.frame = Rect(x: 0, y: progress * travel, width: size.width, height: size.height)
        snapshotLayer.isHidden = !isPresented
        menuLayer.frame = Rect(x: 0, y: parameters.menuStartOffset * (1 - progress), width: size.width,
                               height: size.height)
        menuLayer.isHidden = !isPresented
    }
}
