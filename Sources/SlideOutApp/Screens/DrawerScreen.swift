import SlideOutCore

/// Seed 001's app: a four-tab app, each tab a navigation stack whose bar has
/// a round avatar button that toggles a Twitter-style drawer (Profile, List,
/// Moments). Choosing a row pushes a Profile screen onto the tab that was
/// active when the menu opened; its back button pops it.
final class DrawerScreen: DemoScreen {
    static let tabs = ["Home", "Search", "Notifications", "Messages"]
    static let rows = ["Profile", "List", "Moments"]
    private static let avatarSize = 35.0

    let menu: PushMenu
    private let menuList: MenuList
    private let clock: AnimationClock
    private let measurer: any TextMeasuring
    private var size = Size.zero
    private let content = Layer(name: "content")
    private let tabBar: TabBar
    private var stacks: [NavigationStack] = []
    private var bars: [NavigationBar] = []
    private var avatars: [Layer] = []
    private var backButtons: [Layer] = []
    /// Each screen's bar button (its avatar or back button), by screen.
    private var barButtons: [ObjectIdentifier: Layer] = [:]
    private var pageLabels: [Layer] = []
    private let menuTitle: Layer
    private let separator = Layer(name: "menu.separator")
    /// The tab the menu last opened over: a chosen row pushes onto it.
    private var tabWhenOpened = 0
    private var trace = Trace(isEnabled: false)
    private var palette = DemoPalette(.light)

    required init(clock: AnimationClock, measurer: any TextMeasuring) {
        self.clock = clock
        self.measurer = measurer
        tabBar = TabBar(items: [
            TabBar.Item(title: "Home", icon: [.rectangle(Rect(x: 0.15, y: 0.35, width: 0.7, height: 0.55)),
                                              .line(from: Point(x: 0.05, y: 0.45), to: Point(x: 0.5, y: 0.05)),
                                              .line(from: Point(x: 0.5, y: 0.05), to: Point(x: 0.95, y: 0.45))]),
            TabBar.Item(title: "Search", icon: [.circle, .line(from: Point(x: 0.7, y: 0.7), to: Point(x: 1, y: 1))]),
            TabBar.Item(title: "Notifications", icon: [.rectangle(Rect(x: 0.25, y: 0.1, width: 0.5, height: 0.65)),
                                                       .line(from: Point(x: 0.1, y: 0.8), to: Point(x: 0.9, y: 0.8))]),
            TabBar.Item(title: "Messages", icon: [.rectangle(Rect(x: 0.05, y: 0.2, width: 0.9, height: 0.6)),
                                                  .line(from: Point(x: 0.05, y: 0.2), to: Point(x: 0.5, y: 0.55)),
                                                  .line(from: Point(x: 0.5, y: 0.55), to: Point(x: 0.95, y: 0.2))]),
        ], measurer: measurer)

        let drawer = Layer(name: "menu")
        menuTitle = Layer(text: TextContent("SlideOut", fontSize: 20, isBold: true), measurer: measurer)
        drawer.addSublayer(menuTitle)
        drawer.addSublayer(separator)
        var metrics = MenuList.Metrics()
        metrics.rowHeight = 48
        metrics.top = 80
        menuList = MenuList(items: Self.rows.map { MenuList.Item(title: TextContent($0, fontSize: 19, isBold: true)) },
                            metrics: metrics, measurer: measurer)
        drawer.addSublayer(menuList.layer)
        menu = PushMenu(content: content, menu: drawer, clock: clock, parameters: .drawer)
        menu.onPaneResize = { [weak self] in self?.layout(content: $0, menu: $1) }
        menu.reveal.onOpening = { [weak self] in
            guard let self else { return }
            tabWhenOpened = tabBar.selectedIndex
        }

        for (index, name) in Self.tabs.enumerated() {
            let root = makeScreen(title: name, body: "\(name) timeline", leading: makeAvatar())
            let stack = NavigationStack(root: root, clock: clock)
            stack.layer.isHidden = index != 0
            content.addSublayer(stack.layer)
            stacks.append(stack)
        }
        tabBar.layer.anchorPoint = .zero
        content.addSublayer(tabBar.layer)
        adopt(DemoPalette(.light), for: .light)
    }

    /// The pages, bars, tab bar and drawer follow the appearance; the blue
    /// avatar stays.
    func adopt(_ palette: DemoPalette, for appearance: Appearance) {
        self.palette = palette
        content.backgroundColor = palette.background
        menu.menuLayer.backgroundColor = palette.background
        menuTitle.recolorText(palette.label)
        separator.backgroundColor = palette.separator(light: Color(white: 0.8))
        menuList.appearanceDidChange(appearance)
        tabBar.adopt(palette)
        for screen in stacks.flatMap(\.screens) { screen.backgroundColor = palette.background }
        for bar in bars { bar.adopt(palette) }
        for label in pageLabels { label.recolorText(palette.pageText) }
        for back in backButtons { back.recolorText(palette.tint) }
    }

    func attach(_ trace: Trace) { self.trace = trace }

    func layout(in size: Size) {
        layout(content: menu.contentSize, menu: menu.menuLayer.bounds.size)
    }

    /// Lays the tabs out in the content's size (the view's, or what a
    /// docked menu leaves) and the drawer's rows in the menu's.
    private func layout(content size: Size, menu menuSize: Size) {
        self.size = size

        let pageSize = Size(width: size.width, height: max(size.height - TabBar.height, 0))
        for stack in stacks { stack.layout(in: pageSize) }
        // A covered screen's bar is laid out when a pop uncovers it.
        for bar in bars where bar.layer.superlayer?.isHidden != true { bar.layout(width: size.width) }
        for label in pageLabels { center(label) }
        tabBar.layout(width: size.width, bottom: size.height)

        menuTitle.frame.origin = Point(x: 20, y: 24)
        separator.frame = Rect(x: menuSize.width - 1, y: 0, width: 1, height: menuSize.height)
        menuList.layout(in: Rect(origin: .zero, size: menuSize))
    }

    var menuRows: [Layer] { menuList.rows }

    func handleTap(on layer: Layer) {
        if avatars.contains(where: { $0 === layer }) {
            menu.reveal.toggle()
        } else if backButtons.contains(where: { $0 === layer }) {
            if let screen = stacks[tabBar.selectedIndex].pop() {
                forget(screen)
                let uncovered = stacks[tabBar.selectedIndex].top
                bars.first { $0.layer.superlayer === uncovered }?.layout(width: size.width)
                trace.navigation("pop", screen: screen.name)
            }
        } else if let index = tabBar.index(of: layer) {
            tabBar.selectedIndex = index
            for (tab, stack) in stacks.enumerated() { stack.layer.isHidden = tab != index }
        }
    }

    /// The shown tab's top screen (its root is named after the tab).
    var screenTitle: String { stacks[tabBar.selectedIndex].top?.name ?? Self.tabs[tabBar.selectedIndex] }

    var bottomBarHeight: Double { TabBar.height }

    /// Each tab's top screen's bar button (the screens under it, and their
    /// buttons, are covered), then the tabs.
    var buttons: [Layer] {
        stacks.compactMap { $0.top.flatMap { barButtons[ObjectIdentifier($0)] } } + tabBar.itemLayers
    }

    /// Overlaid, the row pushes onto the tab the menu opened over; docked,
    /// onto the tab shown beside it.
    func chooseMenuRow(at index: Int) {
        let tab = menu.menuMode == .docked ? tabBar.selectedIndex : tabWhenOpened
        menu.dismissAfterChoice()
        let back = Layer(text: TextContent("‹ \(Self.tabs[tab])", fontSize: 17, color: palette.tint), measurer: measurer,
                              name: "backButton")
        back.acceptsInput = true
        back.accessibilityLabel = "Back"
        back.anchorPoint = .zero
        backButtons.append(back)
        let profile = makeScreen(title: "Profile", body: "@slideout", leading: back)
        profile.name = "Profile"
        stacks[tab].push(profile)
        trace.navigation("push", screen: profile.name)
    }

    /// Centres a page's label in the page above the tab bar.
    private func center(_ label: Layer) {
        label.center(at: Point(x: size.width / 2, y: max(size.height - TabBar.height, 0) / 2))
    }

    func menuRowName(at index: Int) -> String { Self.rows[index] }

    /// A screen: navigation bar (title, a leading button) over a page with a label.
    private func makeScreen(title: String, body: String, leading: Layer) -> Layer {
        let screen = Layer(name: title)
        screen.backgroundColor = palette.background
        let label = Layer(text: TextContent(body, fontSize: 24, color: palette.pageText), measurer: measurer)
        pageLabels.append(label)
        let bar = NavigationBar(title: title, measurer: measurer)
        bar.adopt(palette)
        bar.leadingItem = leading
        bars.append(bar)
        // Laid out at once: a push adds a screen, and the others stay as they are.
        if size != .zero {
            bar.layout(width: size.width)
            center(label)
        }
        barButtons[ObjectIdentifier(screen)] = leading
        screen.addSublayer(label)
        screen.addSublayer(bar.layer)
        return screen
    }

    /// Drops a popped screen's bar, label and back button from what layout
    /// and `buttons` reach, so they go with it once it has slid out.
    private func forget(_ screen: Layer) {
        let back = barButtons.removeValue(forKey: ObjectIdentifier(screen))
        backButtons.removeAll { $0 === back }
        bars.removeAll { $0.layer.superlayer === screen }
        pageLabels.removeAll { $0.superlayer === screen }
    }

    /// The round 35x35 avatar button of a tab's bar.
    private func makeAvatar() -> Layer {
        let avatar = Layer(name: "avatarButton")
        avatar.anchorPoint = .zero
        avatar.acceptsInput = true
        avatar.accessibilityLabel = "Menu"
        avatar.accessibilityRole = .menuToggle(side: .leading)
        avatar.backgroundColor = .systemBlue
        avatar.cornerRadius = Self.avatarSize / 2
        avatar.bounds = Rect(x: 0, y: 0, width: Self.avatarSize, height: Self.avatarSize)
        let initial = Layer(text: TextContent("S", fontSize: 17, isBold: true, color: .white), measurer: measurer)
        initial.center(at: Point(x: Self.avatarSize / 2, y: Self.avatarSize / 2))
        avatar.addSublayer(initial)
        avatars.append(avatar)
        return avatar
    }
}
