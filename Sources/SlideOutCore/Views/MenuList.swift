/// A menu's list: rows of an optional square picture, a title and an
/// optional subtitle, one row height apart under a top inset. Its `rows` are
/// what a host declares as `MenuContent.menuRows` (clicks and keyboard focus
/// act on them, and show feedback).
public final class MenuList {
    /// One row's content.
    public struct Item {
        /// The row's main line of text.
        package var title: TextContent
        /// A second line under the title, if any.
        package var subtitle: TextContent?
        /// The square picture before the text, if any.
        package var picture: Picture?
        /// The row's own fill (sidebar3d's coloured rows); nil is clear.
        package var background: Color?
        /// What assistive technology reads for the row; nil reads the title's text.
        package var accessibilityLabel: String?
        /// Shown instead of `title` in a row too short for it (sidebar3d's
        /// rows in a short window: the symbol smaller over the name).
        package var compactTitle: TextContent?

        /// Creates a row's content; only the title is required.
        public init(title: TextContent, subtitle: TextContent? = nil, background: Color? = nil,
                    accessibilityLabel: String? = nil) {
            self.init(title: title, subtitle: subtitle, picture: nil, background: background,
                      accessibilityLabel: accessibilityLabel)
        }

        /// A row with a picture before its text (pictures are drawn contents, not public yet).
        package init(title: TextContent, subtitle: TextContent? = nil, picture: Picture?,
                     background: Color? = nil, accessibilityLabel: String? = nil) {
            self.title = title
            self.accessibilityLabel = accessibilityLabel
            self.subtitle = subtitle
            self.picture = picture
            self.background = background
        }
    }

    /// A row's picture: drawn contents over a rounded fill.
    package struct Picture {
        /// What is drawn over the picture's fill (an icon, an image), if anything.
        package var contents: LayerContents?
        /// The picture's fill colour.
        package var background: Color
        /// The radius of the fill's corners in points.
        package var cornerRadius: Double

        /// Creates a picture of `contents` over `background`, with 8-point corners by default.
        package init(contents: LayerContents?, background: Color, cornerRadius: Double = 8) {
            self.contents = contents
            self.background = background
            self.cornerRadius = cornerRadius
        }
    }

    /// Where rows and their parts go, in points.
    public struct Metrics: Sendable {
        /// The height of each row in points (at most that when `fillsHeight` is on).
        public var rowHeight = 44.0
        /// Rows share the height laid out instead, each at most `rowHeight`
        /// (sidebar3d: min(100, view height / count)).
        package var fillsHeight = false
        /// Space above the first row (a navigation bar, a title).
        public var top = 0.0
        /// The inset of a row's content (its picture, or its text) from the leading edge.
        public var leading = 20.0
        /// The least space between a row's text and its trailing edge; longer
        /// text ends in an ellipsis there.
        public var trailing = 16.0
        /// Leading: text after the picture, top-aligned stack centred in the
        /// row; center: text centred in the row.
        public var alignment = TextContent.Alignment.leading
        /// The picture's inset from the row's top and bottom.
        package var pictureInset = 8.0
        /// A hairline at each row's foot, from the content inset to the edge.
        public var separator: Color?

        /// Creates the default metrics: 44-point rows, 20-point leading inset, leading-aligned, no separator.
        public init() {}
    }

    /// Holds the rows; place it in the menu's tree.
    public let layer: Layer
    /// The rows, top to bottom.
    public private(set) var rows: [Layer] = []
    private var parts: [Parts] = []
    private var metrics: Metrics
    private let measurer: any TextMeasuring
    private var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    private var appearance = Appearance.light

    private struct Parts {
        let picture: Layer
        let title: Layer
        let subtitle: Layer
        let separator: Layer
        var item: Item
    }

    /// Builds one row per item; rows are named "menuRow:" and the title as
    /// assistive technology reads it (their `accessibilityLabel`: the item's,
    /// else the title without its markup).
    public init(name: String = "menuList", items: [Item], metrics: Metrics = Metrics(),
                measurer: any TextMeasuring) {
        layer = Layer(name: name)
        layer.anchorPoint = .zero
        self.metrics = metrics
        self.measurer = measurer
        for item in items {
            let row = Layer(name: "menuRow:\(item.accessibilityLabel ?? item.title.plainString)")
            row.anchorPoint = .zero
            row.acceptsInput = true
            let part = Parts(picture: Layer(name: "picture"), title: Layer(name: "title"),
                             subtitle: Layer(name: "subtitle"), separator: Layer(name: "separator"), item: item)
            for sublayer in [part.picture, part.title, part.subtitle, part.separator] {
                sublayer.anchorPoint = .zero
                row.addSublayer(sublayer)
            }
            layer.addSublayer(row)
            rows.append(row)
            parts.append(part)
            apply(item, at: rows.count - 1)
        }
    }

    /// Draws the rows for `appearance`: text left in the library's default
    /// colour (black) turns white on a dark appearance; a host's own colours
    /// stay. A host calls it from its `MenuContent.appearanceDidChange`.
    public func appearanceDidChange(_ appearance: Appearance) {
        guard appearance != self.appearance else { return }
        self.appearance = appearance
        for (index, row) in rows.enumerated() where row.bounds.size != .zero {
            layoutParts(parts[index], in: row.bounds)
        }
    }

    /// Replaces row `index`'s content.
    package func setItem(_ item: Item, at index: Int) {
        apply(item, at: index)
        // Rows not laid out yet take their text when they are.
        if rows[index].bounds.size != .zero { layoutParts(parts[index], in: rows[index].bounds) }
    }

    /// Draws the lines between rows in `color` (a host's separator colour
    /// for a new appearance).
    package func setSeparator(_ color: Color) {
        metrics.separator = color
        for index in rows.indices { apply(parts[index].item, at: index) }
    }

    /// Lays the rows out inside `frame` (in the parent's coordinates).
    public func layout(in frame: Rect) {
        self.frame = frame
        layer.frame = frame
        let count = Double(max(rows.count, 1))
        // A view shorter than the space above the rows leaves them none (never a negative height).
        let height = metrics.fillsHeight ? min(metrics.rowHeight, max(frame.height - metrics.top, 0) / count)
            : metrics.rowHeight
        for (index, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: metrics.top + Double(index) * height, width: frame.width, height: height)
            layoutParts(parts[index], in: row.bounds)
        }
    }

    private func layoutParts(_ part: Parts, in bounds: Rect) {
        let side = max(bounds.height - 2 * metrics.pictureInset, 0)
        part.picture.frame = Rect(x: metrics.leading, y: metrics.pictureInset, width: side, height: side)
        let textX = metrics.leading + (part.item.picture == nil ? 0 : side + 12)
        let textWidth = metrics.alignment == .center ? bounds.width - 2 * metrics.leading
            : bounds.width - textX - metrics.trailing
        part.title.setText(appearance.text(part.item.title), fitting: textWidth, measurer: measurer)
        if let subtitle = part.item.subtitle {
            part.subtitle.setText(appearance.text(subtitle), fitting: textWidth, measurer: measurer)
        }
        let gap = part.item.subtitle == nil ? 0.0 : 6.0
        if let compact = part.item.compactTitle,
           part.title.bounds.height + gap + part.subtitle.bounds.height > bounds.height {
            part.title.setText(appearance.text(compact), fitting: textWidth, measurer: measurer)
        }
        let stack = part.title.bounds.height + gap + part.subtitle.bounds.height
        let top = ((bounds.height - stack) / 2).rounded(.down)
        if metrics.alignment == .center {
            part.title.center(at: Point(x: bounds.midX, y: top + part.title.bounds.height / 2))
            part.subtitle.center(at: Point(x: bounds.midX, y: part.title.frame.maxY + gap
                                           + part.subtitle.bounds.height / 2))
        } else {
            part.title.frame.origin = Point(x: textX, y: top)
            part.subtitle.frame.origin = Point(x: textX, y: top + part.title.bounds.height + gap)
        }
        part.separator.frame = Rect(x: metrics.leading, y: bounds.height - 1,
                                    width: max(bounds.width - metrics.leading, 0), height: 1)
    }

    private func apply(_ item: Item, at index: Int) {
        parts[index].item = item
        let part = parts[index]
        rows[index].backgroundColor = item.background ?? .clear
        rows[index].accessibilityLabel = item.accessibilityLabel ?? item.title.plainString
        // The text is measured where it is laid out, limited to its room.
        if item.subtitle == nil {
            part.subtitle.contents = nil
            part.subtitle.bounds = .zero
        }
        part.picture.isHidden = item.picture == nil
        part.picture.contents = item.picture?.contents
        part.picture.backgroundColor = item.picture?.background ?? .clear
        part.picture.cornerRadius = item.picture?.cornerRadius ?? 0
        part.separator.isHidden = metrics.separator == nil
        part.separator.backgroundColor = metrics.separator ?? .clear
    }
}
