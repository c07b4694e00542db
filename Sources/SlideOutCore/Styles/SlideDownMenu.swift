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
    public let reveal: RevealController
    public let rootLayer = Layer(name: "slidedown")
    public let mainLayer: Layer
    public let menuLayer: Layer
    /// Shows the picture of the main screen while the menu is not closed; a tap on it dismisses.
    public let snapshotLayer = Layer(name: "snapshot")
    private var size = Size.zero
    private var snapshotCount = 0
    private var requests: [(id: Int, source: Layer)] = []

    /// Builds the tree main, menu, snapshot (bottom to top).
    public init(main: Layer, menu: Layer, clock: AnimationClock, parameters: Parameters = Parameters()) {
        mainLayer = main
        menuLayer = menu
        self.parameters = parameters
        // The tutorial has no drag: only commands, taps and wheel notches move it.
        reveal = RevealController(clock: clock, motion: parameters.motion, tracksPointer: false)
        reveal.allowsOvershoot = true
        snapshotLayer.acceptsInput = true
        rootLayer.stack([main, menu, snapshotLayer])
        reveal.onChange = { [unowned self] in applyProgress() }
        applyProgress()
    }

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

    public var dismissLayer: Layer? { snapshotLayer }

    private func takeSnapshot() {
        snapshotCount += 1
        snapshotLayer.contents = .snapshot(id: snapshotCount)
        requests.append((snapshotCount, mainLayer))
    }

    /// The snapshot exists exactly while the reveal is not closed.
    private func applyProgress() {
        if reveal.state == .closed {
            snapshotLayer.contents = nil
        } else if !isPresented {
            takeSnapshot()
        }
        let travel = size.height - parameters.snapshotVisibleHeight
        snapshotLayer.frame = Rect(x: 0, y: reveal.progress * travel, width: size.width, height: size.height)
        snapshotLayer.isHidden = !isPresented
        menuLayer.frame = Rect(x: 0, y: parameters.menuStartOffset * (1 - reveal.progress), width: size.width,
                               height: size.height)
        menuLayer.isHidden = !isPresented
    }
}
