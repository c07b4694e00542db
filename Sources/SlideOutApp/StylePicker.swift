import SlideOutCore

/// The demo's style picker: a translucent pill naming the five styles, the
/// current one lit, at the bottom of the window. It shows while the pointer
/// is near the bottom edge, so screenshots and the styles' own pictures stay
/// clean, and once Tab walks the buttons (its segments are buttons too, so
/// Enter picks one), unless it is not clear to (`isClear`); keys 1-5 switch
/// styles too.
final class StylePicker {
    static let height = 28.0
    /// Points between the pill and the bottom of the area it sits over.
    static let margin = 10.0
    /// How far above the pill the pointer reveals it.
    static let reach = 40.0

    let layer = Layer(name: "stylePicker")
    /// One segment per style, in seed order; each takes clicks.
    private(set) var segments: [Layer] = []
    private var labels: [Layer] = []
    private let measurer: any TextMeasuring
    /// Whether the pill may show: false hides it (over a modal layer, or the
    /// open menu's rows, whose clicks it would take; see `DemoContent.keepPickerClear`).
    var isClear = true {
        didSet { if !isClear { layer.isHidden = true } }
    }
    /// The style shown lit.
    var selected: Options.StyleName {
        didSet { applySelection() }
    }

    init(selected: Options.StyleName, measurer: any TextMeasuring) {
        self.selected = selected
        self.measurer = measurer
        layer.anchorPoint = .zero
        layer.backgroundColor = DemoPalette(.light).pickerBackground
        layer.cornerRadius = Self.height / 2
        layer.isHidden = true
        for style in Options.StyleName.allCases {
            let segment = Layer(name: "style:\(style.rawValue)")
            segment.anchorPoint = .zero
            segment.acceptsInput = true
            segment.cornerRadius = (Self.height - 6) / 2
            let label = Layer(text: TextContent(style.rawValue, fontSize: 12, isBold: true), measurer: measurer)
            segment.addSublayer(label)
            layer.addSublayer(segment)
            segments.append(segment)
            labels.append(label)
        }
        applySelection()
    }

    /// Takes `palette`'s pill: opaque in high contrast, where text sits on it.
    func adopt(_ palette: DemoPalette) {
        layer.backgroundColor = palette.pickerBackground
    }

    /// The style a segment stands for.
    func style(of segment: Layer) -> Options.StyleName? {
        segments.firstIndex { $0 === segment }.map { Options.StyleName.allCases[$0] }
    }

    /// Centres the pill at the bottom of a `size` view, `bottomInset` points
    /// above its foot (over a tab bar, not on it); on a narrow view its
    /// segments pad their names less, so that it fits.
    func layout(in size: Size, bottomInset: Double) {
        let names = labels.reduce(0) { $0 + $1.bounds.width }
        let room = size.width - 2 * Self.margin - 6 - names
        let padding = min(max(room / Double(labels.count), 4), 16).rounded(.down)
        var x = 3.0
        for (segment, label) in zip(segments, labels) {
            let width = label.bounds.width + padding
            segment.frame = Rect(x: x, y: 3, width: width, height: Self.height - 6)
            label.center(at: Point(x: width / 2, y: (Self.height - 6) / 2))
            x += width
        }
        let width = x + 3
        layer.frame = Rect(x: ((size.width - width) / 2).rounded(), y: size.height - bottomInset - Self.margin - Self.height,
                           width: width, height: Self.height)
    }

    /// Shows the pill for the keyboard, until the pointer moves away from it.
    func show() {
        layer.isHidden = !isClear
    }

    /// Shows the pill while `point` is near the bottom edge (within its reach).
    func pointerMoved(to point: Point) {
        let frame = layer.frame
        layer.isHidden = !isClear || !(point.y >= frame.minY - Self.reach && point.y <= frame.maxY + Self.margin)
    }

    private func applySelection() {
        for (style, (segment, label)) in zip(Options.StyleName.allCases, zip(segments, labels)) {
            let isSelected = style == selected
            segment.backgroundColor = isSelected ? .systemBlue : .clear
            let color = isSelected ? Color.white : Color(white: 0.85)
            label.setText(TextContent(style.rawValue, fontSize: 12, isBold: true, color: color), measurer: measurer)
        }
    }
}
