import SlideOutCore

/// Seed 000's app: a two-tab app whose first tab has the red "Show Side
/// Menu" button, inside a `PushMenu` with the yellow menu. Our addition: the
/// menu lists the two tabs, so it can be used (and focused with the keyboard).
final class PushScreen: DemoScreen {
    let menu: PushMenu
    private let content = Layer(name: "content")
    private let navigationBar: NavigationBar
    private let tabBar: TabBar
    private let firstView = Layer(name: "firstView")
    private let secondView = Layer(name: "secondView")
    private let showMenuButton = Layer(name: "showSideMenuButton")
    private let buttonTitle: Layer
    private let secondTitle: Layer
    private let menuList: MenuList

    required init(clock: AnimationClock, measurer: any TextMeasuring) {
        navigationBar = NavigationBar(title: "First View", measurer: measurer)
        tabBar = TabBar(items: [
            TabBar.Item(title: "First View", icon: [.circle]),
            TabBar.Item(title: "Second View", icon: [.rectangle(Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8))]),
        ], measurer: measurer)

        showMenuButton.backgroundColor = .red
        showMenuButton.cornerRadius = 8
        showMenuButton.acceptsInput = true
        showMenuButton.accessibilityRole = .menuToggle(side: .leading)
        buttonTitle = Layer(text: TextContent("Show Side Menu", fontSize: 17, color: .white), measurer: measurer)
        showMenuButton.addSublayer(buttonTitle)
        firstView.addSublayer(showMenuButton)

        secondTitle = Layer(text: TextContent("Second View", fontSize: 28, color: .darkGray), measurer: measurer)
        secondView.addSublayer(secondTitle)
        secondView.isHidden = true

        for layer in [firstView, secondView, navigationBar.layer, tabBar.layer] {
            layer.anchorPoint = .zero
            content.addSublayer(layer)
        }

        let sideMenu = Layer(name: "menu")
        sideMenu.backgroundColor = .yellow
        var metrics = MenuList.Metrics()
        metrics.top = NavigationBar.height
        menuList = MenuList(items: tabBar.items.map { MenuList.Item(title: TextContent($0.title, fontSize: 17)) },
                            metrics: metrics, measurer: measurer)
        sideMenu.addSublayer(menuList.layer)
        menu = PushMenu(content: content, menu: sideMenu, clock: clock)
        menu.onPaneResize = { [weak self] in self?.layout(content: $0, menu: $1) }
        adopt(DemoPalette(.light), for: .light)
    }

    /// The page, its bars and text follow the appearance; the yellow menu
    /// and the red button stay, and the menu's black rows with them.
    func adopt(_ palette: DemoPalette, for appearance: Appearance) {
        content.backgroundColor = palette.background
        navigationBar.adopt(palette)
        tabBar.adopt(palette)
        secondTitle.recolorText(palette.pageText)
        var onYellow = appearance
        onYellow.isDark = false
        menuList.appearanceDidChange(onYellow)
    }

    func layout(in size: Size) {
        layout(content: menu.contentSize, menu: menu.menuLayer.bounds.size)
    }

    /// Lays the tab bar app out in the content's size (the view's, or what
    /// a docked menu leaves) and the rows in the menu's.
    private func layout(content size: Size, menu menuSize: Size) {
        navigationBar.layout(width: size.width)
        tabBar.layout(width: size.width, bottom: size.height)
        let page = Rect(x: 0, y: 0, width: size.width, height: size.height)
        firstView.frame = page
        secondView.frame = page

        // The button is centred in the content, padded 8 points around its title.
        let titleSize = buttonTitle.bounds.size
        showMenuButton.bounds = Rect(x: 0, y: 0, width: titleSize.width + 16, height: titleSize.height + 16)
        showMenuButton.center(at: Point(x: size.width / 2, y: size.height / 2))
        buttonTitle.center(at: Point(x: showMenuButton.bounds.midX, y: showMenuButton.bounds.midY))
        secondTitle.center(at: Point(x: size.width / 2, y: size.height / 2))

        menuList.layout(in: Rect(origin: .zero, size: menuSize))
    }

    var menuRows: [Layer] { menuList.rows }

    var screenTitle: String { navigationBar.title }

    var bottomBarHeight: Double { TabBar.height }

    var buttons: [Layer] { [showMenuButton] + tabBar.itemLayers }

    func chooseMenuRow(at index: Int) {
        select(tab: index)
        menu.dismissAfterChoice()
    }

    func menuRowName(at index: Int) -> String { tabBar.items[index].title }

    func handleTap(on layer: Layer) {
        if layer === showMenuButton {
            menu.reveal.toggle()
        } else if let index = tabBar.index(of: layer) {
            select(tab: index)
        }
    }

    private func select(tab index: Int) {
        tabBar.selectedIndex = index
        firstView.isHidden = index != 0
        secondView.isHidden = index != 1
        navigationBar.title = tabBar.items[index].title
    }
}
