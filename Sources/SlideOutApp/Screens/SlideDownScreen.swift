import SlideOutCore

/// Seed 004's app: a news list under a navigation bar with a menu button;
/// the menu lists sections (the current one in white). Presenting slides a
/// snapshot of the list down over the menu; choosing a section sets the
/// list's title and dismisses.
final class SlideDownScreen: DemoScreen {
    static let sections = ["Home", "News", "Tech", "Sports", "Travel", "Featured"]
    private static let headlines = [
        ("Swift comes to the Linux desktop", "Slide-out menus, drawn by a GPU compositor"),
        ("Springs, explained", "Why UIKit's damping ratio feels right"),
        ("The 3D sidebar", "A door hinged on the detail's edge"),
        ("Trackpads and wheels", "Telling a notch from a swipe"),
        ("llvmpipe, measured", "Every pixel costs a CPU cycle"),
        ("Weekend reading", "Core Animation's row vectors"),
    ]
    private static let rowHeight = 76.0
    private static let sectionHeight = 56.0

    let menu: SlideDownMenu
    var style: any MenuStyle { menu }
    private(set) var menuRows: [Layer] = []
    private let measurer: any TextMeasuring
    private let main = Layer(name: "main")
    private let navigationBar: NavigationBar
    private let menuButton = Layer(name: "menuButton")
    private var newsRows: [Layer] = []
    private var current = 0
    private var trace = Trace(isEnabled: false)
    private var size = Size.zero

    required init(clock: AnimationClock, measurer: any TextMeasuring) {
        self.measurer = measurer
        main.backgroundColor = .white
        navigationBar = NavigationBar(title: Self.sections[0], measurer: measurer)
        menuButton.bounds = Rect(x: 0, y: 0, width: 22, height: 22)
        menuButton.acceptsInput = true
        menuButton.contents = Icons.hamburger(color: .systemBlue)
        navigationBar.layer.addSublayer(menuButton)
        for (index, headline) in Self.headlines.enumerated() {
            let row = Layer(name: "news:\(index)")
            row.anchorPoint = .zero
            let thumbnail = Layer(name: "thumbnail")
            thumbnail.anchorPoint = .zero
            thumbnail.backgroundColor = Color(red: 0.2 + 0.12 * Double(index), green: 0.5, blue: 0.8 - 0.1 * Double(index))
            thumbnail.cornerRadius = 6
            row.addSublayer(thumbnail)
            row.addSublayer(Label.make(TextContent(headline.0, fontSize: 17, isBold: true, alignment: .leading),
                                       measurer: measurer))
            row.addSublayer(Label.make(TextContent(headline.1, fontSize: 14, color: .gray, alignment: .leading),
                                       measurer: measurer))
            let separator = Layer(name: "separator")
            separator.anchorPoint = .zero
            separator.backgroundColor = Color(white: 0.88)
            row.addSublayer(separator)
            main.addSublayer(row)
            newsRows.append(row)
        }
        main.addSublayer(navigationBar.layer)

        let menuScreen = Layer(name: "menu")
        menuScreen.backgroundColor = Color(white: 0.12)
        for section in Self.sections {
            let row = Layer(name: "menuRow:\(section)")
            row.anchorPoint = .zero
            row.acceptsInput = true
            row.addSublayer(Label.make(Self.sectionText(section, current: section == Self.sections[0]),
                                       measurer: measurer))
            menuScreen.addSublayer(row)
            menuRows.append(row)
        }
        menu = SlideDownMenu(main: main, menu: menuScreen, clock: clock)
    }

    func attach(_ trace: Trace) { self.trace = trace }

    func layout(in size: Size) {
        self.size = size

        navigationBar.layout(width: size.width)
        menuButton.position = Point(x: 24, y: NavigationBar.height / 2)
        for (index, row) in newsRows.enumerated() {
            row.frame = Rect(x: 0, y: NavigationBar.height + Double(index) * Self.rowHeight, width: size.width,
                             height: Self.rowHeight)
            let (thumbnail, title, summary, separator) = (row.sublayers[0], row.sublayers[1], row.sublayers[2],
                                                          row.sublayers[3])
            thumbnail.frame = Rect(x: 16, y: 12, width: Self.rowHeight - 24, height: Self.rowHeight - 24)
            title.frame.origin = Point(x: Self.rowHeight + 4, y: 16)
            summary.frame.origin = Point(x: Self.rowHeight + 4, y: 42)
            separator.frame = Rect(x: 16, y: Self.rowHeight - 1, width: max(size.width - 16, 0), height: 1)
        }
        for (index, row) in menuRows.enumerated() {
            row.frame = Rect(x: 0, y: 40 + Double(index) * Self.sectionHeight, width: size.width,
                             height: Self.sectionHeight)
            row.sublayers.first?.center(at: Point(x: size.width / 2, y: Self.sectionHeight / 2))
        }
    }

    func handleTap(on layer: Layer) {
        if layer === menuButton { menu.reveal.toggle() }
    }

    func chooseMenuRow(at index: Int) -> String {
        let section = Self.sections[index]
        for (row, name) in zip(menuRows, Self.sections) {
            if let label = row.sublayers.first {
                Label.setText(Self.sectionText(name, current: name == section), of: label, measurer: measurer)
            }
        }
        current = index
        navigationBar.title = section
        trace.title(section)
        if size != .zero { layout(in: size) }
        menu.reveal.close()
        return section
    }

    private static func sectionText(_ section: String, current: Bool) -> TextContent {
        TextContent(section, fontSize: 22, isBold: current, color: current ? .white : Color(white: 0.55))
    }
}
