import SlideOutCore

/// An iOS-style navigation bar: a centred bold title, a button at either
/// end, in the system's colours (with a hairline) or dark as the screen's
/// style asks.
final class NavigationBar {
    /// How the bar looks.
    enum Appearance {
        /// The palette's bar and label colours, which follow the appearance.
        case system
        /// A style's own dark bar, the same in every appearance.
        case dark(background: Color, title: Color)
    }

    static let height = 44.0
    /// Points between a bar button and the bar's end.
    static let itemInset = 12.0
    let layer = Layer(name: "navigationBar")
    /// The button at the leading end (a menu or back button), if any.
    var leadingItem: Layer? {
        didSet { replace(oldValue, with: leadingItem) }
    }
    /// The button at the trailing end, if any.
    var trailingItem: Layer? {
        didSet { replace(oldValue, with: trailingItem) }
    }
    private let titleLabel: Layer
    private let hairline = Layer(name: "navigationBar.hairline")
    private let appearance: Appearance
    private var palette = DemoPalette(.light)
    private let measurer: any TextMeasuring

    init(title: String, appearance: Appearance = .system, measurer: any TextMeasuring) {
        self.appearance = appearance
        self.measurer = measurer
        titleLabel = Layer(text: TextContent(title), measurer: measurer)
        layer.anchorPoint = .zero
        if case .dark(let background, _) = appearance {
            layer.backgroundColor = background
            hairline.isHidden = true
        }
        layer.addSublayer(titleLabel)
        layer.addSublayer(hairline)
        self.title = title
        adopt(palette)
    }

    /// Takes `palette`'s bar, hairline and title colours (a system bar only).
    func adopt(_ palette: DemoPalette) {
        guard case .system = appearance else { return applyTitle() }
        self.palette = palette
        layer.backgroundColor = palette.bar
        hairline.backgroundColor = palette.hairline
        applyTitle()
    }

    var title: String {
        didSet { applyTitle() }
    }

    func layout(width: Double) {
        layer.frame = Rect(x: 0, y: 0, width: width, height: Self.height)
        applyTitle()
        hairline.frame = Rect(x: 0, y: Self.height - 1, width: width, height: 1)
        if let leadingItem { place(leadingItem, x: Self.itemInset) }
        if let trailingItem { place(trailingItem, x: width - Self.itemInset - trailingItem.bounds.width) }
    }

    /// Puts `item`'s leading edge at `x`, centred vertically, whatever its anchor point.
    private func place(_ item: Layer, x: Double) {
        let size = item.bounds.size
        let top = ((Self.height - size.height) / 2).rounded(.down)
        item.position = Point(x: x + size.width * item.anchorPoint.x, y: top + size.height * item.anchorPoint.y)
    }

    private func replace(_ old: Layer?, with new: Layer?) {
        old?.removeFromSuperlayer()
        if let new { layer.addSublayer(new) }
        layout(width: layer.bounds.width)
    }

    /// The centred title keeps clear of both buttons, ellipsized if it must.
    private func applyTitle() {
        let widestItem = max(leadingItem?.bounds.width ?? 0, trailingItem?.bounds.width ?? 0)
        let room = layer.bounds.width - 2 * (Self.itemInset + widestItem + 8)
        titleLabel.setText(titleText, fitting: room, measurer: measurer)
        titleLabel.center(at: Point(x: layer.bounds.width / 2, y: Self.height / 2))
    }

    private var titleText: TextContent {
        switch appearance {
        case .system: return TextContent(title, fontSize: 17, isBold: true, color: palette.label)
        case .dark(_, let color): return TextContent(title, fontSize: 17, isBold: true, color: color)
        }
    }
}
