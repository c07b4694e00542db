/// The iOS tutorial "Slide Down Menu Using View Controller Transition":
/// presenting the menu takes a snapshot (a picture frozen as it was) of the
/// main screen, puts it above the menu and slides it down until 150 points
/// show at the bottom, while the menu settles from 50 points up. Dismissing
/// reverses it; then the snapshot is dropped and the live screen is back.
public final class SlideDownMenu: MenuStyle, SnapshottingMenuStyle {
    /// The tutorial's numbers, as defaults.
    public struct Parameters: Sendable {
        /// Points of the snapshot left showing at the bottom when presented.
        package var snapshotVisibleHeight = 150.0
        /// Where the menu starts (points above its place) when presenting.
        package var menuStartOffset = -50.0
        /// 0.5 s spring, damping 0.9, initial velocity 0.3 (UIKit semantics).
        public var motion = Motion.spring(dampingRatio: 0.9, initialVelocity: 0.3, duration: 0.5)

        /// Creates the tutorial's defaults: 150 points left showing, menu from 50 points up, a 0.5 s spring.
        public init() {}
    }

    /// The numbers the style was built with.
    package let parameters: Parameters
    /// The menu's progress: 0 closed, 1 presented; commands, taps and wheel notches move it, drags do not.
    public let reveal: RevealController
    /// The root of the style's tree: main, menu and snapshot, bottom to top.
    public let rootLayer = Layer(name: "slidedown")
    /// The live main screen, pictured by the snapshot while the menu shows.
    package let mainLayer: Layer
    /// The menu, revealed under the sliding snapshot.
    package let menuLayer: Layer
    /// Shows the picture of the main screen while the menu is not closed; a tap on it dismisses.
    package let snapshotLayer = Layer(name: "snapshot")
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
        snapshotLayer.tapRole = .dismiss
        // The menu covers the live main screen: clicks beside its rows go nowhere.
        menuLayer.acceptsInput = true
        menuLayer.tapRole = .inert
        rootLayer.stack([main, menu, snapshotLayer])
        snapshotLayer.drawsOnOwnPlane = true
        reveal.onChange = { [weak self] in self?.applyProgress() }
        applyProgress()
    }

    /// True while the snapshot stands in for the main screen.
    package var isPresented: Bool { snapshotLayer.contents != nil }

    /// Returns the main-screen snapshots asked for since the last call, and forgets them.
    package func takeSnapshotRequests() -> [(id: Int, source: Layer)] {
        defer { requests.removeAll() }
        return requests
    }

    /// Pictures the main screen again while presented: its colours changed
    /// (the snapshot keeps the screen's content as it was, not its old colours).
    package func retakeSnapshots() {
        if isPresented { takeSnapshot() }
    }

    /// The menu spans the view.
    public var menuWidth: Double { size.width }

    /// Lays the layers out for a view of `size` points, retaking the snapshot after a resize while presented.
    public func layout(in size: Size) {
        let resized = size != self.size
        self.size = size
        rootLayer.frame = Rect(origin: .zero, size: size)
        mainLayer.frame = Rect(origin: .zero, size: size)
        if resized && isPresented { takeSnapshot() }
        applyProgress()
    }

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
