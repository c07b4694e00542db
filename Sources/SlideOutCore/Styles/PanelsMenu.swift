/// The iOS tutorial "Slide-Out Navigation Panel": a centre panel that
/// slides aside to uncover a left (leading) or a right (trailing) panel
/// lying under it; 60 points of the centre stay visible. Side panels are made when first needed and dropped (with their
/// textures) once the reveal rests away from them.
public final class PanelsMenu: MenuStyle {
    /// The tutorial's numbers, as defaults.
    public struct Parameters: Sendable {
        /// Points of the centre panel left visible when a side is expanded.
        package var centerExpandedOffset = 60.0
        /// The widest a side panel shows (points): on a wide window the
        /// centre keeps the rest, more than `centerExpandedOffset`.
        package var maximumPanelWidth = 400.0
        /// 0.5 s spring, damping 0.8, initial velocity 0 (UIKit semantics).
        public var motion = Motion.spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)
        /// The centre's shadow while a side panel shows.
        package var shadowOpacity = 0.8

        /// Creates the tutorial's defaults: 60 points left visible (side
        /// panels at most 400 wide), a 0.5 s spring, shadow opacity 0.8.
        public init() {}
    }

    /// The numbers the style was built with.
    package let parameters: Parameters
    /// The progress of the centre panel: +1 shows the left panel, -1 the right one.
    public let reveal: RevealController
    /// The root of the style's tree: the side panels under the centre panel.
    public let rootLayer = Layer(name: "panels")
    /// The centre panel, the screen shown while both sides are closed.
    package let centerLayer: Layer
    /// The side panels that exist now.
    package private(set) var panels: [RevealSide: Layer] = [:]
    private let makePanel: (RevealSide) -> Layer
    private var size = Size.zero

    /// `makePanel` builds a side's panel when it is first needed.
    public init(center: Layer, clock: AnimationClock, parameters: Parameters = Parameters(),
                makePanel: @escaping (RevealSide) -> Layer) {
        centerLayer = center
        self.parameters = parameters
        self.makePanel = makePanel
        reveal = RevealController(clock: clock, sides: [.leading, .trailing], motion: parameters.motion,
                                  release: RevealRelease(threshold: .position(points: 0), flickVelocity: nil))
        reveal.allowsOvershoot = true
        center.anchorPoint = .zero
        rootLayer.addSublayer(center)
        center.drawsOnOwnPlane = true
        reveal.onChange = { [weak self] in self?.applyProgress() }
    }

    /// How far the centre moves when a side is fully expanded: all but
    /// `centerExpandedOffset` of the view, at most `maximumPanelWidth`.
    package var travel: Double {
        max(min(size.width - parameters.centerExpandedOffset, parameters.maximumPanelWidth), 1)
    }

    /// A side panel shows as wide as the centre travels.
    public var menuWidth: Double { travel }

    /// The side whose panel shows (or is about to), if any.
    package var shownSide: RevealSide? {
        switch reveal.state {
        case .animating(toward: .open(let side)), .open(let side): return side
        default: return reveal.progress > 0 ? .leading : reveal.progress < 0 ? .trailing : nil
        }
    }

    /// Sizes the panels to `size` points and sets the travel and the half-width open threshold.
    public func layout(in size: Size) {
        self.size = size
        rootLayer.frame = Rect(origin: .zero, size: size)
        reveal.distance = travel
        // The tutorial's rule: a side expands once the centre moved past half the
        // view; with the panel capped, half of what the panel and the kept 60 points span.
        reveal.release.threshold = .position(points: (travel + parameters.centerExpandedOffset) / 2)
        applyProgress()
    }

    /// Makes the shown side's panel, hides the other, and drops panels that
    /// a resting reveal no longer shows.
    private func applyProgress() {
        let side = shownSide
        if let side, panels[side] == nil { panels[side] = insertPanel(side) }
        for (panelSide, panel) in panels where panelSide != side {
            if reveal.isMoving {
                panel.isHidden = true
            } else {
                panel.removeFromSuperlayer()
                panels[panelSide] = nil
            }
        }
        if let side { panels[side]?.isHidden = false }
        centerLayer.frame = Rect(x: reveal.progress * travel, y: 0, width: size.width, height: size.height)
        centerLayer.shadowOpacity = reveal.state != .closed ? parameters.shadowOpacity : 0
        for panel in panels.values { panel.frame = Rect(origin: .zero, size: size) }
    }

    private func insertPanel(_ side: RevealSide) -> Layer {
        let panel = makePanel(side)
        panel.anchorPoint = .zero
        panel.frame = Rect(origin: .zero, size: size)
        rootLayer.insertSublayer(panel, below: centerLayer)
        return panel
    }
}
