/// A horizontal scroll view with UIScrollView's model: a content layer moved
/// by `-contentOffset` inside a viewport, dragged 1:1, settling on pages
/// (chosen by position and release velocity, at most one page per flick) or,
/// with paging off, decelerating at 0.998 per ms. Every change of the offset
/// calls `onScroll`, once per frame while it moves.
public final class PagingScrollView {
    /// The scroll view's behaviour: paging, bouncing, settle motion and flick speed.
    public struct Parameters: Sendable {
        /// True to settle on whole pages; false to coast to rest by `decelerationRate`.
        public var isPagingEnabled = true
        /// Rubber-band past the ends while dragging (else stop at them).
        public var bounces = false
        /// How a page change or settle moves: critically damped, velocity
        /// kept, about as long as UIScrollView's animated offset change (0.3 s).
        public var settle = Motion.spring(dampingRatio: 1, initialVelocity: 0, duration: 0.3)
        /// How fast a released drag coasts to rest when paging is off (0.998 per ms by default).
        public var decelerationRate = DecayAnimation.DecelerationRate.normal
        /// Release speed (points per second) from which a release is a flick.
        public var flickVelocity = RevealRelease.standardFlickVelocity

        /// Creates UIScrollView-like defaults: paging on, no bounce, a 0.3 s critically damped settle.
        public init() {}
    }

    /// The behaviour fixed at creation.
    public let parameters: Parameters
    /// The viewport: place it in the tree; its size is `viewportSize`.
    public let layer = Layer(name: "scrollView")
    /// Holds the scrolled content, in content coordinates.
    public let contentLayer = Layer(name: "scrollContent")
    /// How far the content is scrolled, in points: 0 shows its leading edge, `maxOffset` its trailing one.
    public private(set) var contentOffset = 0.0
    /// Called after every change of `contentOffset`.
    public var onScroll: ((Double) -> Void)?
    /// True between `beginDragging()` and `endDragging(velocity:)`.
    public private(set) var isDragging = false
    private let clock: AnimationClock
    private lazy var animationKey = AnimationKey(self, "contentOffset")
    private var dragStartOffset = 0.0
    private var dragStartPage = 0

    /// Creates an empty scroll view whose animations run on `clock`.
    public init(clock: AnimationClock, parameters: Parameters = Parameters()) {
        self.clock = clock
        self.parameters = parameters
        layer.anchorPoint = .zero
        contentLayer.anchorPoint = .zero
        layer.addSublayer(contentLayer)
    }

    /// The size of the visible area in points; setting it resizes `layer` and re-clamps the offset.
    public var viewportSize = Size.zero {
        didSet {
            layer.frame = Rect(origin: .zero, size: viewportSize)
            apply(min(max(contentOffset, 0), maxOffset))
        }
    }

    /// The width of the scrolled content in points; setting it re-clamps the offset.
    public var contentWidth = 0.0 {
        didSet { apply(min(max(contentOffset, 0), maxOffset)) }
    }

    /// The largest offset: the content's trailing edge at the viewport's.
    public var maxOffset: Double { max(contentWidth - viewportSize.width, 0) }

    /// True while an animated offset change or deceleration runs.
    public var isAnimating: Bool { clock.targetValue(forKey: animationKey) != nil }

    /// Where the running animation is heading, or the offset when none runs.
    public var targetOffset: Double { clock.targetValue(forKey: animationKey) ?? contentOffset }

    /// Page offsets, each a viewport width apart, the last one at `maxOffset`.
    public var pageCount: Int {
        guard viewportSize.width > 0 else { return 1 }
        return Int((maxOffset / viewportSize.width).rounded(.up)) + 1
    }

    /// The offset of page `page` (a viewport width per page), clamped to 0...`maxOffset`.
    public func offset(ofPage page: Int) -> Double {
        min(Double(max(page, 0)) * viewportSize.width, maxOffset)
    }

    /// The page whose offset is nearest to `offset`.
    public func nearestPage(to offset: Double) -> Int {
        (0..<pageCount).min { abs(self.offset(ofPage: $0) - offset) < abs(self.offset(ofPage: $1) - offset) } ?? 0
    }

    /// Moves to `offset` (clamped to the content), animated or at once.
    /// - Parameter velocity: offset units per second to start with (a release).
    public func setContentOffset(_ offset: Double, animated: Bool, velocity: Double? = nil) {
        let target = min(max(offset, 0), maxOffset)
        guard animated else {
            clock.removeAnimation(forKey: animationKey)
            apply(target)
            return
        }
        if isAnimating && targetOffset == target { return }
        if !isAnimating && contentOffset == target && (velocity ?? 0) == 0 { return }
        clock.animate(offsetProperty, forKey: animationKey, to: target, motion: parameters.settle,
                      initialVelocity: velocity)
    }

    /// One wheel notch: `steps` pages further (positive: larger offsets),
    /// counted from where a running page change is heading, so notches that
    /// arrive while it moves there coalesce.
    public func page(by steps: Int) {
        let from = nearestPage(to: targetOffset)
        setContentOffset(offset(ofPage: from + steps.signum()), animated: true)
    }

    /// A finger (or the pointer) takes the content: any animation stops where it is.
    public func beginDragging() {
        clock.removeAnimation(forKey: animationKey)
        isDragging = true
        dragStartOffset = contentOffset
        dragStartPage = nearestPage(to: contentOffset)
    }

    /// The pointer moved `translation` points since the drag began (positive
    /// rightward: the content follows it, so the offset decreases).
    public func drag(translation: Double) {
        guard isDragging else { return }
        let raw = dragStartOffset - translation
        if parameters.bounces {
            apply(RubberBand(dimension: max(viewportSize.width, 1)).clamp(raw, to: 0...maxOffset))
        } else {
            apply(min(max(raw, 0), maxOffset))
        }
    }

    /// The pointer let go moving at `velocity` points per second (positive
    /// rightward).
    public func endDragging(velocity: Double) {
        guard isDragging else { return }
        isDragging = false
        let offsetVelocity = -velocity
        if parameters.isPagingEnabled {
            var page = nearestPage(to: contentOffset)
            if abs(velocity) >= parameters.flickVelocity {
                page = min(max(dragStartPage + (offsetVelocity > 0 ? 1 : -1), 0), pageCount - 1)
            }
            setContentOffset(offset(ofPage: page), animated: true, velocity: offsetVelocity)
            return
        }
        let coast = DecelerationAnimation(from: contentOffset, velocity: offsetVelocity,
                                          rate: parameters.decelerationRate)
        if (0...maxOffset).contains(coast.restingValue) && coast.duration > 0 {
            clock.add(coast, to: offsetProperty, forKey: animationKey, target: coast.restingValue)
        } else {
            setContentOffset(coast.restingValue, animated: true, velocity: offsetVelocity)
        }
    }

    private var offsetProperty: AnimatableProperty {
        AnimatableProperty(self, read: { $0.contentOffset }, write: { $0.apply($1) })
    }

    private func apply(_ offset: Double) {
        contentOffset = offset
        contentLayer.position = Point(x: -offset, y: 0)
        onScroll?(offset)
    }
}
