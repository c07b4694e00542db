import SlideOutCore

/// An iOS-style tab bar: equal-width items (icon over title), the selected
/// one tinted.
final class TabBar {
    struct Item {
        let title: String
        let icon: [ShapeContent.Primitive]
    }

    static let height = 49.0
    let layer = Layer(name: "tabBar")
    let items: [Item]
    private(set) var itemLayers: [Layer] = []
    private var iconLayers: [Layer] = []
    private var titleLayers: [Layer] = []
    private let measurer: any TextMeasuring
    private let hairline = Layer(name: "tabBar.hairline")
    private var palette = DemoPalette(.light)
    var selectedIndex = 0 {
        didSet { applySelection() }
    }

    init(items: [Item], measurer: any TextMeasuring) {
        self.items = items
        self.measurer = measurer
        layer.anchorPoint = .zero
        layer.addSublayer(hairline)
        for item in items {
            let itemLayer = Layer(name: "tab:\(item.title)")
            itemLayer.acceptsInput = true
            let icon = Layer(name: "tab.icon:\(item.title)")
            icon.bounds = Rect(x: 0, y: 0, width: 25, height: 25)
            let title = Layer(name: "tab.title:\(item.title)")
            itemLayer.addSublayer(icon)
            itemLayer.addSublayer(title)
            layer.addSublayer(itemLayer)
            itemLayers.append(itemLayer)
            iconLayers.append(icon)
            titleLayers.append(title)
        }
        adopt(palette)
    }

    /// Takes `palette`'s bar, hairline and tint colours.
    func adopt(_ palette: DemoPalette) {
        self.palette = palette
        layer.backgroundColor = palette.bar
        hairline.backgroundColor = palette.hairline
        applySelection()
    }

    func layout(width: Double, bottom: Double) {
        layer.frame = Rect(x: 0, y: bottom - Self.height, width: width, height: Self.height)
        hairline.frame = Rect(x: 0, y: 0, width: width, height: 1)
        let itemWidth = (width / Double(max(items.count, 1))).rounded(.down)
        for (index, itemLayer) in itemLayers.enumerated() {
            itemLayer.frame = Rect(x: Double(index) * itemWidth, y: 1, width: itemWidth, height: Self.height - 1)
            iconLayers[index].center(at: Point(x: itemWidth / 2, y: 17))
            titleLayers[index].center(at: Point(x: itemWidth / 2, y: 38))
        }
    }

    /// The index of the item `layer` belongs to, if any.
    func index(of layer: Layer) -> Int? {
        itemLayers.firstIndex { $0 === layer }
    }

    private func applySelection() {
        for (index, item) in items.enumerated() {
            let tint = index == selectedIndex ? palette.tint : palette.secondaryLabel
            iconLayers[index].contents = .shape(ShapeContent(item.icon, color: tint, lineWidth: 2))
            titleLayers[index].setText(TextContent(item.title, fontSize: 10, color: tint), measurer: measurer)
        }
    }
}
