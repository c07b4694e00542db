import SlideOutCore

/// Seed 003's app: a column of coloured symbol rows in the 80-point menu
/// (under its own dark navigation-bar strip, as the seed's menu sits in a
/// navigation controller) and
/// a detail showing the chosen item large, under a dark navigation bar whose
/// hamburger turns with the menu.
final class Sidebar3DScreen: DemoScreen {
    struct Item {
        let name: String
        let symbol: String
        let color: Color
    }

    static let items: [Item] = [
        ("Sun", "☀"), ("Umbrella", "☂"), ("Star", "★"), ("Clover", "☘"),
        ("Anchor", "⚓"), ("Bolt", "⚡"), ("Plane", "✈"), ("Snow", "❄"),
    ].enumerated().map { index, entry in
        Item(name: entry.0, symbol: entry.1, color: Sidebar3DScreen.hue(Double(index) / 8))
    }

    static let dark = Color(red: 0.09, green: 0.2, blue: 0.16)
    static let light = Color(red: 0.93, green: 0.96, blue: 0.92)
    static let behind = Color(white: 0)

    let menu: Sidebar3DMenu
    private let measurer: any TextMeasuring
    private var size = Size.zero
    /// The 80-point column of coloured rows.
    private let menuColumn = Layer(name: "menu")
    private let menuList: MenuList
    /// The detail: the chosen item, large, under a dark bar with the turning hamburger.
    private let detail = Layer(name: "detail")
    private let body = Layer(name: "detailBody")
    private let bigSymbol: Layer
    private let bigName: Layer
    private let navigationBar: NavigationBar
    private let hamburger = Layer(name: "hamburger")
    /// The hamburger's place in the bar, large enough for it turned (20 x
    /// sqrt 2 < 30), on a plane of its own: the hamburger turns every frame
    /// the detail slides, and the detail's plane then only moves.
    private let hamburgerSlot = Layer(name: "hamburgerSlot")

    required init(clock: AnimationClock, measurer: any TextMeasuring) {
        self.measurer = measurer
        menuColumn.backgroundColor = Self.dark
        var metrics = MenuList.Metrics()
        metrics.rowHeight = 100
        metrics.fillsHeight = true
        metrics.top = NavigationBar.height
        metrics.alignment = .center
        metrics.leading = 6
        menuList = MenuList(items: Self.items.map(Self.row), metrics: metrics, measurer: measurer)
        menuColumn.addSublayer(menuList.layer)

        navigationBar = NavigationBar(title: Self.items[0].name, appearance: .dark(background: Self.dark, title: Self.light),
                                      measurer: measurer)
        bigSymbol = Layer(text: Self.symbolText(Self.items[0], size: 160), measurer: measurer)
        bigName = Layer(text: Self.nameText(Self.items[0]), measurer: measurer)
        hamburger.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        hamburger.acceptsInput = true
        hamburger.accessibilityLabel = "Menu"
        hamburger.accessibilityRole = .menuToggle(side: .leading)
        hamburger.contents = Icons.hamburger(color: Self.light)
        hamburgerSlot.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        hamburgerSlot.drawsOnOwnPlane = true
        hamburger.position = Point(x: 15, y: 15)
        hamburgerSlot.addSublayer(hamburger)
        navigationBar.leadingItem = hamburgerSlot
        body.anchorPoint = .zero
        body.addSublayer(bigSymbol)
        body.addSublayer(bigName)
        detail.addSublayer(body)
        detail.addSublayer(navigationBar.layer)

        menu = Sidebar3DMenu(menu: menuColumn, detail: detail, clock: clock)
        // Behind the turning menu: the window's black, as in UIKit.
        menu.rootLayer.backgroundColor = Self.behind
        menu.onHiddenFractionChange = { [weak hamburger] hidden in
            hamburger?.transform = .rotation(angle: (1 - hidden) * Double.pi / 2, x: 0, y: 0, z: 1)
        }
        show(Self.items[0])
    }

    /// Nothing changes: the coloured rows, the dark column and the detail
    /// stay in every appearance, their text white or black, whichever reads
    /// better on each colour (the seed's white on yellow read at 1.7:1).
    func adopt(_ palette: DemoPalette, for appearance: Appearance) {}

    func layout(in size: Size) {
        self.size = size

        menuList.layout(in: Rect(x: 0, y: 0, width: menu.parameters.menuWidth, height: size.height))
        navigationBar.layout(width: size.width)
        body.frame = Rect(x: 0, y: NavigationBar.height, width: size.width,
                          height: max(size.height - NavigationBar.height, 0))
        bigSymbol.center(at: Point(x: body.bounds.midX, y: body.bounds.midY - 20))
        bigName.center(at: Point(x: body.bounds.midX, y: bigSymbol.frame.maxY + 10 + bigName.bounds.height / 2))
    }

    func handleTap(on layer: Layer) {
        if layer === hamburger { menu.reveal.toggle() }
    }

    var menuRows: [Layer] { menuList.rows }

    var screenTitle: String { navigationBar.title }

    var buttons: [Layer] { [hamburger] }

    func chooseMenuRow(at index: Int) {
        show(Self.items[index])
        menu.reveal.close()
    }

    func menuRowName(at index: Int) -> String { Self.items[index].name }

    private func show(_ item: Item) {
        body.backgroundColor = item.color
        navigationBar.title = item.name
        bigSymbol.setText(Self.symbolText(item, size: 160), measurer: measurer)
        bigName.setText(Self.nameText(item), measurer: measurer)
        if size != .zero { layout(in: size) }
    }

    private static func symbolText(_ item: Item, size: Double) -> TextContent {
        TextContent(item.symbol, fontFamily: "DejaVu Sans", fontSize: size, color: DemoPalette.textColor(on: item.color))
    }

    /// An item's row: its text on its colour; in a short window (rows under
    /// about 50 points) the symbol smaller, so the name still shows whole.
    private static func row(_ item: Item) -> MenuList.Item {
        let color = DemoPalette.textColor(on: item.color)
        var row = MenuList.Item(title: rowText(item, color: color, symbolSize: 300), background: item.color,
                                accessibilityLabel: item.name)
        row.compactTitle = rowText(item, color: color, symbolSize: 150)
        return row
    }

    /// The symbol (`symbolSize` percent of the name's size) over the name, one texture per row.
    private static func rowText(_ item: Item, color: Color, symbolSize: Int) -> TextContent {
        let markup = "<span font_family=\"DejaVu Sans\" weight=\"normal\" size=\"\(symbolSize)%\">"
            + TextContent.escapedMarkup(item.symbol) + "</span>\n" + TextContent.escapedMarkup(item.name)
        return TextContent(markup, fontSize: 10, isBold: true, color: color, isMarkup: true)
    }

    private static func nameText(_ item: Item) -> TextContent {
        TextContent(item.name, fontSize: 28, isBold: true, color: DemoPalette.textColor(on: item.color))
    }

    /// A saturated colour at `hue` (0...1), for the item rows.
    private static func hue(_ hue: Double) -> Color {
        func channel(_ offset: Double) -> Double {
            let k = (offset + hue * 6).truncatingRemainder(dividingBy: 6)
            return 0.85 - 0.85 * 0.6 * max(min(k, 4 - k, 1), 0)
        }
        return Color(red: channel(5), green: channel(3), blue: channel(1))
    }
}
