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
    private static let newsSeparator = Color(white: 0.88)
    let menu: SlideDownMenu
    private let measurer: any TextMeasuring
    private var size = Size.zero
    /// The news list under its bar, which the snapshot pictures.
    private let navigationBar: NavigationBar
    private let main = Layer(name: "main")
    private let menuButton = Layer(name: "menuButton")
    private let news: MenuList
    /// The menu's sections, the current one in white.
    private let sectionList: MenuList
    private var trace = Trace(isEnabled: false)
    /// The other sections' grey: lighter in high contrast.
    private var otherSection = Color(white: 0.55)

    required init(clock: AnimationClock, measurer: any TextMeasuring) {
        self.measurer = measurer
        navigationBar = NavigationBar(title: Self.sections[0], measurer: measurer)
        menuButton.bounds = Rect(x: 0, y: 0, width: 22, height: 22)
        menuButton.acceptsInput = true
        menuButton.accessibilityLabel = "Menu"
        menuButton.accessibilityRole = .menuToggle(side: .leading)
        navigationBar.leadingItem = menuButton
        var newsMetrics = MenuList.Metrics()
        newsMetrics.rowHeight = 76
        newsMetrics.top = NavigationBar.height
        newsMetrics.leading = 16
        newsMetrics.pictureInset = 12
        newsMetrics.separator = Self.newsSeparator
        news = MenuList(name: "news", items: Self.headlines.indices.map { Self.headline($0, in: DemoPalette(.light)) },
                        metrics: newsMetrics, measurer: measurer)
        for row in news.rows { row.acceptsInput = false }
        main.addSublayer(news.layer)
        main.addSublayer(navigationBar.layer)

        let menuScreen = Layer(name: "menu")
        menuScreen.backgroundColor = Color(white: 0.12)
        var sectionMetrics = MenuList.Metrics()
        sectionMetrics.rowHeight = 56
        sectionMetrics.top = 40
        sectionMetrics.alignment = .center
        sectionList = MenuList(items: Self.sections.map { MenuList.Item(title: TextContent($0)) },
                               metrics: sectionMetrics, measurer: measurer)
        menuScreen.addSublayer(sectionList.layer)
        menu = SlideDownMenu(main: main, menu: menuScreen, clock: clock)
        showSections(current: Self.sections[0])
        adopt(DemoPalette(.light), for: .light)
    }

    /// The news page and its bar follow the appearance; the dark menu of
    /// sections is the style's own and stays.
    func adopt(_ palette: DemoPalette, for appearance: Appearance) {
        main.backgroundColor = palette.background
        navigationBar.adopt(palette)
        menuButton.contents = Icons.hamburger(color: palette.tint)
        for index in Self.headlines.indices { news.setItem(Self.headline(index, in: palette), at: index) }
        news.setSeparator(palette.separator(light: Self.newsSeparator))
        let other = Color(white: appearance.isHighContrast ? 0.8 : 0.55)
        if other != otherSection {
            otherSection = other
            showSections(current: navigationBar.title)
        }
        // Each step of a cross-fade shows in the snapshot of the presented menu too.
        menu.retakeSnapshots()
    }

    /// Headline `index`'s row: title, summary and coloured picture.
    private static func headline(_ index: Int, in palette: DemoPalette) -> MenuList.Item {
        let headline = headlines[index]
        return MenuList.Item(title: TextContent(headline.0, fontSize: 17, isBold: true, color: palette.label,
                                                alignment: .leading),
                             subtitle: TextContent(headline.1, fontSize: 14, color: palette.secondaryLabel,
                                                   alignment: .leading),
                             picture: MenuList.Picture(contents: nil, background: Color(
                                 red: 0.2 + 0.12 * Double(index), green: 0.5, blue: 0.8 - 0.1 * Double(index)),
                                                       cornerRadius: 6))
    }

    func attach(_ trace: Trace) { self.trace = trace }

    func layout(in size: Size) {
        self.size = size

        navigationBar.layout(width: size.width)
        news.layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        sectionList.layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    var menuRows: [Layer] { sectionList.rows }

    func handleTap(on layer: Layer) {
        if layer === menuButton { menu.reveal.toggle() }
    }

    var screenTitle: String { navigationBar.title }

    var buttons: [Layer] { [menuButton] }

    /// The dark menu's rows light up instead.
    var rowHighlight: Color { Color(white: 1, alpha: 0.18) }

    func chooseMenuRow(at index: Int) {
        let section = Self.sections[index]
        showSections(current: section)
        navigationBar.title = section
        trace.title(section)
        if size != .zero { layout(in: size) }
        menu.reveal.close()
    }

    func menuRowName(at index: Int) -> String { Self.sections[index] }

    /// The menu's sections, `current` bold and white.
    private func showSections(current: String) {
        for (row, name) in Self.sections.enumerated() {
            sectionList.setItem(MenuList.Item(title: TextContent(name, fontSize: 22, isBold: name == current,
                                                                 color: name == current ? .white : otherSection)),
                                at: row)
        }
    }
}
