import SlideOut

/// The menu panel's screen: a page naming the game square's colour, and a
/// menu of colours to paint it.
final class SquarePicker: MenuContent {
    static let colors: [(name: String, rgba: SIMD4<Float>)] = [
        ("Sand", [0.85, 0.75, 0.55, 1]), ("Teal", [0.2, 0.6, 0.6, 1]), ("Plum", [0.55, 0.3, 0.55, 1]),
    ]
    let page = Layer(name: "page")
    let menu = Layer(name: "menu")
    private let list: MenuList
    private let label: Layer
    private let measurer: any TextMeasuring
    /// The colour chosen last (RGBA).
    private(set) var color = colors[0].rgba

    /// Builds the page and the menu, their text sized by `measurer`.
    init(measurer: any TextMeasuring) {
        self.measurer = measurer
        page.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4)
        menu.backgroundColor = Color(white: 0.96)
        label = Layer(text: Self.title(0), measurer: measurer)
        page.addSublayer(label)
        var metrics = MenuList.Metrics()
        metrics.top = 40
        list = MenuList(items: Self.colors.map { MenuList.Item(title: TextContent($0.name)) }, metrics: metrics,
                        measurer: measurer)
        menu.addSublayer(list.layer)
    }

    private static func title(_ row: Int) -> TextContent {
        TextContent("Square: \(colors[row].name)", fontSize: 18, color: .white)
    }

    var menuRows: [Layer] { list.rows }

    func chooseMenuRow(at index: Int) {
        color = Self.colors[index].rgba
        label.setText(Self.title(index), measurer: measurer)
    }

    func layout(in size: Size) {
        label.center(at: Point(x: size.width / 2, y: size.height / 2))
        list.layout(in: Rect(x: 0, y: 0, width: menu.bounds.width, height: size.height))
    }
}
