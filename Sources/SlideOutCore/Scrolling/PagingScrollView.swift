/// A horizontal scroll view with UIScrollView's model: a content layer moved
/// by `-contentOffset` inside a viewport, the offset kept within the content.
///
/// It has no gestures or animation of its own: `Sidebar3DMenu`'s reveal
/// settles on its two pages (`RevealRelease.paging`) and sets the offset
/// every frame, so dragging, paging and throwing behave like every other style.
package final class PagingScrollView {
    /// The viewport: place it in the tree; its size is `viewportSize`.
    package let layer = Layer(name: "scrollView")
    /// Holds the scrolled content, in content coordinates.
    package let contentLayer = Layer(name: "scrollContent")
    /// How far the content is scrolled, in points: 0 shows its leading edge, `maxOffset` its trailing one.
    package private(set) var contentOffset = 0.0

    /// Creates an empty scroll view at offset 0.
    package init() {
        layer.anchorPoint = .zero
        contentLayer.anchorPoint = .zero
        layer.addSublayer(contentLayer)
    }

    /// The size of the visible area in points; setting it resizes `layer` and re-clamps the offset.
    package var viewportSize = Size.zero {
        didSet {
            layer.frame = Rect(origin: .zero, size: viewportSize)
            setContentOffset(contentOffset)
        }
    }

    /// The width of the scrolled content in points; setting it re-clamps the offset.
    package var contentWidth = 0.0 {
        didSet { setContentOffset(contentOffset) }
    }

    /// The largest offset: the content's trailing edge at the viewport's.
    package var maxOffset: Double { max(contentWidth - viewportSize.width, 0) }

    /// Scrolls to `offset`, clamped to 0...`maxOffset`, moving the content layer there.
    package func setContentOffset(_ offset: Double) {
        contentOffset = min(max(offset, 0), maxOffset)
        contentLayer.position = Point(x: -contentOffset, y: 0)
    }
}
