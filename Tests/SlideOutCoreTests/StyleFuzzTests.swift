import Foundation
import XCTest
@testable import SlideOutCore

/// Feeds every style seeded random input the way `MenuHost` delivers it:
/// pointer drags that leave the window far on any side, wheel notches
/// (sourced or not), trackpad swipes with and without their stop, keys,
/// resizes from 0x0 to 10000x8000 and clock steps from 0 to 100 s.
///
/// After every event: progress is finite, within its sides (a spring may
/// bounce a quarter of the travel past them) and exactly on a rest position
/// when the state rests; only a drag or swipe moves it at once; the layout
/// follows it as the tutorial says; a tap names a visible layer that takes
/// input and never reaches a screen the menu covers; a row is chosen only
/// while its menu shows; the keyboard focus sits on a row of the open menu
/// or on a host button while the menu rests closed;
/// openings and closings alternate. Every few events and at every rest: no
/// NaN or infinity and no opacity outside 0...1 anywhere in the layer tree.
/// Each random sequence ends with every button and finger lifted: the style
/// must then come to rest within 30 s, open or closed, laid out as its
/// tutorial says for that state, with no press left showing.
///
/// `SLIDEOUT_FUZZ_EVENTS` sets the events per style (default 1,000,000) and
/// `SLIDEOUT_FUZZ_SEED` the seed (default 1); a failure names the style, the
/// seed and the event index, and replays from them.
final class StyleFuzzTests: XCTestCase {
    func testPushSurvivesRandomInput() { fuzz(makePush(drawer: false)) }
    func testDrawerSurvivesRandomInput() { fuzz(makePush(drawer: true)) }
    func testPanelsSurviveRandomInput() { fuzz(makePanels()) }
    func testSidebar3DSurvivesRandomInput() { fuzz(makeSidebar3D()) }
    func testSlideDownSurvivesRandomInput() { fuzz(makeSlideDown()) }

    private func fuzz(_ rig: Rig) {
        let environment = ProcessInfo.processInfo.environment
        let events = environment["SLIDEOUT_FUZZ_EVENTS"].flatMap { Int($0) } ?? 1_000_000
        let seed = environment["SLIDEOUT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
        let fuzzer = Fuzzer(rig: rig, seed: seed)
        let start = Date()
        do {
            try fuzzer.run(events: events)
        } catch {
            XCTFail("fuzz \(rig.name), seed \(seed), event \(error.index): \(error.message)")
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        print("fuzz \(rig.name): \(fuzzer.index) events, seed \(seed), \(seconds) s")
    }
}

// MARK: - The styles, built as the demo's screens build them

private let measurer = ApproximateMeasurer()
private let barHeight = 44.0
/// How far a spring's bounce (panels, slidedown) may carry progress past a
/// rest position: a quarter of the travel.
private let springBounce = 0.25

/// A button the host reacts to: it takes input and is placed by its frame's origin.
private func button(_ name: String, width: Double, height: Double) -> Layer {
    let layer = Layer(name: name)
    layer.acceptsInput = true
    layer.anchorPoint = .zero
    layer.bounds = Rect(x: 0, y: 0, width: width, height: height)
    return layer
}

/// A text button (the demo's "Kitties", "‹ Home").
private func textButton(_ title: String, name: String) -> Layer {
    let layer = Label.make(TextContent(title, color: .systemBlue), measurer: measurer, name: name)
    layer.acceptsInput = true
    return layer
}

/// A menu list of plain titles, as the demo's menus.
private func menuList(_ titles: [String], metrics: MenuList.Metrics) -> MenuList {
    MenuList(items: titles.map { MenuList.Item(title: TextContent($0)) }, metrics: metrics, measurer: measurer)
}

/// The demo's navigation bar: 44 points across the top, a button 12 points in from either end.
private final class Bar {
    let layer = Layer(name: "navigationBar")
    private let items: (leading: [Layer], trailing: Layer?)

    init(leading: [Layer], trailing: Layer? = nil) {
        items = (leading, trailing)
        layer.anchorPoint = .zero
        layer.backgroundColor = .barBackground
        for item in leading + [trailing].compactMap({ $0 }) { layer.addSublayer(item) }
    }

    func layout(width: Double) {
        layer.frame = Rect(x: 0, y: 0, width: width, height: barHeight)
        func top(_ item: Layer) -> Double { ((barHeight - item.bounds.height) / 2).rounded(.down) }
        for item in items.leading { item.frame.origin = Point(x: 12, y: top(item)) }
        if let item = items.trailing { item.frame.origin = Point(x: width - 12 - item.bounds.width, y: top(item)) }
    }
}

/// Seed 000's two-tab app (a centred red button toggles the menu), or seed
/// 001's four-tab drawer app (a 35-point avatar toggles it; a chosen row
/// pushes a Profile screen, with a back button, onto the tab it opened over).
private func makePush(drawer: Bool) -> Rig {
    let clock = AnimationClock()
    let host = Host()
    let tabTitles = drawer ? ["Home", "Search", "Notifications", "Messages"] : ["First View", "Second View"]
    let rowTitles = drawer ? ["Profile", "List", "Moments"] : tabTitles
    let content = Layer(name: "content")
    content.backgroundColor = .white
    let page = Layer(name: "page")
    let toggle = drawer ? button("avatarButton", width: 35, height: 35)
        : button("showSideMenuButton", width: 150, height: 40)
    toggle.cornerRadius = drawer ? 17.5 : 8
    let back = textButton("‹ Back", name: "backButton")
    let bar = Bar(leading: drawer ? [toggle, back] : [])
    let tabBar = Layer(name: "tabBar")
    let tabs = tabTitles.map { button("tab:\($0)", width: 0, height: 0) }
    for tab in tabs { tabBar.addSublayer(tab) }
    content.stack([page, bar.layer, tabBar])
    if !drawer { page.addSublayer(toggle) }

    let menuLayer = Layer(name: "menu")
    var metrics = MenuList.Metrics()
    metrics.top = drawer ? 80 : barHeight
    metrics.rowHeight = drawer ? 48 : 44
    let list = menuList(rowTitles, metrics: metrics)
    menuLayer.addSublayer(list.layer)
    let push = PushMenu(content: content, menu: menuLayer, clock: clock, parameters: drawer ? .drawer : .init())

    // Which tab shows, how many Profile screens each tab's stack holds, and the tab the menu opened over.
    var (selected, depths, openedOver) = (0, Array(repeating: 0, count: tabs.count), 0)
    func showTab() {
        back.isHidden = !drawer || depths[selected] == 0
        if drawer { toggle.isHidden = !back.isHidden } else { page.isHidden = selected != 0 }
    }
    showTab()
    push.reveal.onOpening = { openedOver = selected }
    host.rows = { list.rows }
    host.buttons = (drawer ? [toggle, back] : [toggle]) + tabs
    host.tap = { layer in
        if layer === toggle {
            push.reveal.toggle()
        } else if layer === back {
            depths[selected] -= 1
        } else if let index = tabs.firstIndex(where: { $0 === layer }) {
            selected = index
        }
        showTab()
    }
    host.choose = { index in
        push.reveal.close()
        if drawer { depths[openedOver] += 1 } else { selected = index }
        showTab()
    }
    host.layout = { size in
        page.frame = Rect(origin: .zero, size: size)
        bar.layout(width: size.width)
        if !drawer { toggle.center(at: Point(x: size.width / 2, y: size.height / 2)) }
        tabBar.frame = Rect(x: 0, y: size.height - 49, width: size.width, height: 49)
        let tabWidth = (size.width / Double(tabs.count)).rounded(.down)
        for (index, tab) in tabs.enumerated() {
            tab.frame = Rect(x: Double(index) * tabWidth, y: 1, width: tabWidth, height: 48)
        }
        list.layout(in: Rect(x: 0, y: 0, width: push.menuWidth(forViewWidth: size.width), height: size.height))
    }

    let rig = Rig(name: drawer ? "drawer" : "push", clock: clock, style: push, host: host)
    // Seed 000: no input reaches the content while the menu is open or moving. Seed 001 has no overlay.
    rig.covered = drawer ? nil : content
    let (fraction, overlayOpacity) = drawer ? (0.8, 0.0) : (0.75, 0.35)
    rig.layoutError = { size in
        let (menu, content, progress) = (push.menuLayer.frame, push.contentLayer.frame, push.reveal.progress)
        let width = (fraction * size.width).rounded(.down)
        if content.minX != menu.maxX { return "content at \(content.minX), not glued to the menu's edge \(menu.maxX)" }
        if menu.width != width || abs(menu.minX - (progress - 1) * width) > 1e-9 * max(width, 1) {
            return "menu \(menu) at progress \(progress) in a \(size) view"
        }
        let overlay = push.overlayLayer
        if overlay.isHidden != (overlayOpacity == 0 || push.reveal.state == .closed) {
            return "overlay hidden \(overlay.isHidden) while \(push.reveal.state)"
        }
        if abs(overlay.opacity - progress * overlayOpacity) > 1e-12
            || overlay.frame != Rect(origin: .zero, size: size) {
            return "overlay \(overlay.frame) at opacity \(overlay.opacity), progress \(progress)"
        }
        return nil
    }
    rig.settledError = { size in
        let open = push.reveal.state == .open(.leading)
        let width = (fraction * size.width).rounded(.down)
        let menu = Rect(x: open ? 0 : -width, y: 0, width: width, height: size.height)
        let content = Rect(x: open ? width : 0, y: 0, width: size.width, height: size.height)
        if push.menuLayer.frame != menu || push.contentLayer.frame != content {
            return "\(push.reveal.state): menu \(push.menuLayer.frame), content \(push.contentLayer.frame)"
        }
        if push.overlayLayer.opacity != (open ? overlayOpacity : 0) {
            return "\(push.reveal.state): overlay opacity \(push.overlayLayer.opacity)"
        }
        return nil
    }
    return rig
}

/// Seed 002's kitties and puppies: "Kitties" and "Puppies" bar buttons over
/// a picture; each side panel (made when needed) lists four animals.
private func makePanels() -> Rig {
    let clock = AnimationClock()
    let host = Host()
    let animals: [RevealSide: [String]] = [
        .leading: ["Sleepy Kitten", "Tabby on a Chair", "Ginger Stretch", "Whiskers"],
        .trailing: ["Pup in a Cup", "Beagle Nap", "Husky Smile", "Corgi Run"],
    ]
    let center = Layer(name: "center")
    center.backgroundColor = .white
    let kitties = textButton("Kitties", name: "kittiesButton")
    let puppies = textButton("Puppies", name: "puppiesButton")
    let bar = Bar(leading: [kitties], trailing: puppies)
    let picture = Layer(name: "picture")
    picture.anchorPoint = .zero
    center.addSublayer(picture)
    center.addSublayer(bar.layer)

    var lists: [RevealSide: MenuList] = [:]
    var size = Size.zero
    func layoutLists() {
        for (side, list) in lists {
            list.layout(in: Rect(x: side == .trailing ? 60 : 0, y: 0, width: max(size.width - 60, 0),
                                 height: size.height))
        }
    }
    let panels = PanelsMenu(center: center, clock: clock) { side in
        let panel = Layer(name: side == .leading ? "kittiesPanel" : "puppiesPanel")
        var metrics = MenuList.Metrics()
        metrics.rowHeight = 72
        metrics.top = barHeight
        metrics.leading = 12
        let items = animals[side, default: []].map { title in
            MenuList.Item(title: TextContent(title, isBold: true), subtitle: TextContent("by someone", fontSize: 13),
                          picture: MenuList.Picture(contents: nil, background: .gray))
        }
        let list = MenuList(items: items, metrics: metrics, measurer: measurer)
        panel.addSublayer(list.layer)
        lists[side] = list
        layoutLists()
        return panel
    }
    host.rows = { panels.shownSide.flatMap { lists[$0]?.rows } ?? [] }
    host.buttons = [kitties, puppies]
    host.tap = { layer in
        if layer === kitties { panels.reveal.toggle(.leading) }
        if layer === puppies { panels.reveal.toggle(.trailing) }
    }
    host.choose = { index in
        picture.backgroundColor = .red
        panels.reveal.close()
    }
    host.layout = { newSize in
        size = newSize
        bar.layout(width: size.width)
        let side = max(min(240, size.width - 40, size.height / 2), 0)
        picture.frame = Rect(x: ((size.width - side) / 2).rounded(), y: barHeight + 40, width: side, height: side)
        layoutLists()
    }

    let rig = Rig(name: "panels", clock: clock, style: panels, host: host)
    rig.overshoot = springBounce
    rig.layoutError = { size in
        let travel = max(size.width - 60, 1)
        let frame = panels.centerLayer.frame
        if abs(frame.minX - panels.reveal.progress * travel) > 1e-9 * travel
            || frame.size != size || frame.minY != 0 {
            return "centre \(frame) at progress \(panels.reveal.progress) in a \(size) view"
        }
        if panels.centerLayer.shadowOpacity != (panels.reveal.state == .closed ? 0 : 0.8) {
            return "shadow \(panels.centerLayer.shadowOpacity) while \(panels.reveal.state)"
        }
        if panels.rootLayer.sublayers.last !== panels.centerLayer { return "a side panel lies over the centre" }
        if let side = panels.shownSide, panels.panels[side]?.isHidden != false {
            return "the \(side) panel does not show"
        }
        return nil
    }
    rig.settledError = { size in
        let state = panels.reveal.state
        var side: RevealSide?
        if case .open(let open) = state { side = open }
        let x = side.map { $0.sign * max(size.width - 60, 1) } ?? 0
        if panels.centerLayer.frame != Rect(x: x, y: 0, width: size.width, height: size.height) {
            return "\(state): centre \(panels.centerLayer.frame)"
        }
        // Only the open side's panel exists, under the centre, filling the view.
        let tree = panels.rootLayer.sublayers
        let panel = side.flatMap { panels.panels[$0] }
        if panels.panels.count != (side == nil ? 0 : 1) || tree.count != panels.panels.count + 1
            || side != nil && (tree.first !== panel || panel?.isHidden != false
                               || panel?.frame != Rect(origin: .zero, size: size)) {
            return "\(state): \(tree.map(\.name)) in the tree"
        }
        return nil
    }
    return rig
}

/// Seed 003's 80-point column of coloured rows beside a detail whose bar's
/// hamburger turns with the menu and toggles it.
private func makeSidebar3D() -> Rig {
    let clock = AnimationClock()
    let host = Host()
    let titles = ["Sun", "Umbrella", "Star", "Clover", "Anchor", "Bolt", "Plane", "Snow"]
    let column = Layer(name: "menu")
    var metrics = MenuList.Metrics()
    metrics.rowHeight = 100
    metrics.fillsHeight = true
    metrics.top = barHeight
    metrics.alignment = .center
    let list = menuList(titles, metrics: metrics)
    column.addSublayer(list.layer)
    let detail = Layer(name: "detail")
    let body = Layer(name: "detailBody")
    body.anchorPoint = .zero
    let hamburger = button("hamburger", width: 20, height: 20)
    hamburger.anchorPoint = Point(x: 0.5, y: 0.5)
    let bar = Bar(leading: [hamburger])
    detail.addSublayer(body)
    detail.addSublayer(bar.layer)
    let sidebar = Sidebar3DMenu(menu: column, detail: detail, clock: clock)
    sidebar.onHiddenFractionChange = { hidden in
        hamburger.transform = .rotation(angle: (1 - hidden) * Double.pi / 2, x: 0, y: 0, z: 1)
    }
    host.rows = { list.rows }
    host.buttons = [hamburger]
    host.tap = { if $0 === hamburger { sidebar.reveal.toggle() } }
    host.choose = { index in
        body.backgroundColor = .red
        sidebar.reveal.close()
    }
    host.layout = { size in
        list.layout(in: Rect(x: 0, y: 0, width: 80, height: size.height))
        bar.layout(width: size.width)
        body.frame = Rect(x: 0, y: barHeight, width: size.width, height: max(size.height - barHeight, 0))
    }

    let rig = Rig(name: "sidebar3d", clock: clock, style: sidebar, host: host)
    rig.layoutError = { size in
        let hidden = min(max(1 - sidebar.reveal.progress, 0), 1)
        if abs(sidebar.scrollView.contentOffset - 80 * hidden) > 1e-9 || abs(column.opacity - (1 - hidden)) > 1e-12 {
            return "offset \(sidebar.scrollView.contentOffset), menu opacity \(column.opacity), hidden \(hidden)"
        }
        if detail.frame != Rect(x: 80, y: 0, width: size.width, height: size.height) {
            return "detail \(detail.frame) in a \(size) view"
        }
        return nil
    }
    rig.settledError = { size in
        let shown = sidebar.reveal.state == .open(.leading)
        let detailX = sidebar.scrollView.contentLayer.position.x + detail.frame.minX
        if detailX != (shown ? 80 : 0) || column.opacity != (shown ? 1 : 0) {
            return "\(sidebar.reveal.state): detail at \(detailX), menu opacity \(column.opacity)"
        }
        if abs(hamburger.transform.m12 - (shown ? 1 : 0)) > 1e-12 {
            return "\(sidebar.reveal.state): hamburger turned by asin \(hamburger.transform.m12)"
        }
        guard shown else { return nil }
        // Shown, the menu is a flat 80-point strip at the window's leading edge.
        let toWindow = column.transformToSuperlayer.concatenating(sidebar.scrollView.contentLayer.transformToSuperlayer)
            .concatenating(sidebar.scrollView.layer.transformToSuperlayer)
        let corners = [Point(x: 0, y: 0), Point(x: 80, y: size.height)]
        for corner in corners {
            let onScreen = toWindow.apply(to: corner)
            if abs(onScreen.x - corner.x) > 1e-9 || abs(onScreen.y - corner.y) > 1e-9 * max(size.height, 1) {
                return "shown menu's corner \(corner) drawn at \(onScreen)"
            }
        }
        return nil
    }
    return rig
}

/// Seed 004's news list under a bar with a menu button; the menu lists
/// sections, and choosing one retitles the list.
private func makeSlideDown() -> Rig {
    let clock = AnimationClock()
    let host = Host()
    let sections = ["Home", "News", "Tech", "Sports", "Travel", "Featured"]
    let main = Layer(name: "main")
    main.backgroundColor = .white
    let menuButton = button("menuButton", width: 22, height: 22)
    let bar = Bar(leading: [menuButton])
    var newsMetrics = MenuList.Metrics()
    newsMetrics.rowHeight = 76
    newsMetrics.top = barHeight
    newsMetrics.separator = .gray
    let news = MenuList(name: "news", items: sections.map {
        MenuList.Item(title: TextContent("\($0) headline"), subtitle: TextContent("more", fontSize: 14),
                      picture: MenuList.Picture(contents: nil, background: .gray, cornerRadius: 6))
    }, metrics: newsMetrics, measurer: measurer)
    for row in news.rows { row.acceptsInput = false }
    main.addSublayer(news.layer)
    main.addSublayer(bar.layer)
    let menuScreen = Layer(name: "menu")
    menuScreen.backgroundColor = Color(white: 0.12)
    var metrics = MenuList.Metrics()
    metrics.rowHeight = 56
    metrics.top = 40
    metrics.alignment = .center
    let list = menuList(sections, metrics: metrics)
    menuScreen.addSublayer(list.layer)
    let slide = SlideDownMenu(main: main, menu: menuScreen, clock: clock)
    host.rows = { list.rows }
    host.buttons = [menuButton]
    host.tap = { if $0 === menuButton { slide.reveal.toggle() } }
    host.choose = { index in
        for (row, section) in sections.enumerated() {
            list.setItem(MenuList.Item(title: TextContent(section, isBold: row == index)), at: row)
        }
        slide.reveal.close()
    }
    host.layout = { size in
        bar.layout(width: size.width)
        news.layout(in: Rect(origin: .zero, size: size))
        list.layout(in: Rect(origin: .zero, size: size))
    }

    let rig = Rig(name: "slidedown", clock: clock, style: slide, host: host)
    rig.overshoot = springBounce
    // The snapshot stands in for the main screen: the live one is covered while the menu is presented.
    rig.covered = main
    rig.snapshotSource = main
    rig.layoutError = { size in
        let progress = slide.reveal.progress
        let presented = slide.reveal.state != .closed
        if slide.isPresented != presented || slide.snapshotLayer.isHidden == presented
            || slide.menuLayer.isHidden == presented {
            return "snapshot \(String(describing: slide.snapshotLayer.contents)) while \(slide.reveal.state)"
        }
        let (snapshot, menu) = (slide.snapshotLayer.frame, slide.menuLayer.frame)
        if abs(snapshot.minY - progress * (size.height - 150)) > 1e-9 * max(size.height, 150)
            || abs(menu.minY + 50 * (1 - progress)) > 1e-9 * 50 || snapshot.size != size || menu.size != size {
            return "snapshot \(snapshot), menu \(menu) at progress \(progress) in a \(size) view"
        }
        return nil
    }
    rig.settledError = { [unowned rig] size in
        let open = slide.reveal.state == .open(.leading)
        // Presented: the picture last asked for, 150 points of it left showing, the menu in place.
        if open, slide.snapshotLayer.contents != rig.lastSnapshot.map({ .snapshot(id: $0) }) {
            return "presented \(String(describing: slide.snapshotLayer.contents)), asked for \(rig.lastSnapshot ?? 0)"
        }
        let snapshotY = open ? size.height - 150 : 0
        if slide.snapshotLayer.frame.minY != snapshotY
            || open && slide.menuLayer.frame != Rect(origin: .zero, size: size) {
            return "\(slide.reveal.state): snapshot \(slide.snapshotLayer.frame), menu \(slide.menuLayer.frame)"
        }
        return nil
    }
    return rig
}

// MARK: - The rig and the host

/// One style under fuzz with its host's content, and what its layout must show.
private final class Rig {
    let name: String
    let clock: AnimationClock
    let style: any MenuStyle
    /// Held strongly here: the interaction holds it weakly.
    let host: Host
    let interaction: MenuInteraction
    /// The screen a showing menu covers: no tap may reach it unless the menu is closed.
    var covered: Layer?
    /// The layer whose pictures the style may ask for.
    var snapshotSource: Layer?
    /// The id of the last picture the style asked for.
    var lastSnapshot: Int?
    /// How far past its rest positions an animation may carry progress (a spring's bounce).
    var overshoot = 0.0
    /// Why the layout disagrees with the progress in a view of that size, or nil.
    var layoutError: (Size) -> String? = { _ in nil }
    /// Why the layout disagrees with the resting state in a view of that size, or nil.
    var settledError: (Size) -> String? = { _ in nil }

    init(name: String, clock: AnimationClock, style: any MenuStyle, host: Host) {
        self.name = name
        self.clock = clock
        self.style = style
        self.host = host
        interaction = MenuInteraction(style: style, content: host, clock: clock)
    }
}

/// The demo's side of a style: its rows and buttons, what a tap and a choice
/// do, its own layout; it tells the fuzzer what reached it.
private final class Host: MenuContent {
    var rows: () -> [Layer] = { [] }
    var buttons: [Layer] = []
    var tap: (Layer) -> Void = { _ in }
    var choose: (Int) -> Void = { _ in }
    var layout: (Size) -> Void = { _ in }
    /// Sees each tap and choice before it is acted on.
    var onTap: ((Layer) -> Void)?
    var onChoose: ((Int) -> Void)?

    var menuRows: [Layer] { rows() }

    func chooseMenuRow(at index: Int) {
        onChoose?(index)
        choose(index)
    }

    func handleTap(on layer: Layer) {
        onTap?(layer)
        tap(layer)
    }
}

// MARK: - The fuzzer

private struct FuzzFailure: Error {
    let index: Int
    let message: String
}

/// Drives one rig as `MenuHost` does (the clock follows event times; a
/// frame expires swipes, advances the clock and takes snapshot requests;
/// a resize lays the style, then the host out) and checks it.
private final class Fuzzer {
    /// Events between walks of the whole layer tree.
    private static let treeWalkInterval = 64
    private static let sizes = [Size(width: 0, height: 0), Size(width: 1, height: 1),
                                Size(width: 10000, height: 8000), Size(width: 1024, height: 700),
                                Size(width: 800, height: 600), Size(width: 320, height: 480)]
    private static let steps = [0, 1e-6, 1.0 / 120, 1.0 / 60]

    private let rig: Rig
    private var rng: SplitMix64
    /// Events delivered so far.
    private(set) var index = 0
    private var now = 0.0
    private var size = Size(width: 1024, height: 700)
    private var pointer = Point(x: 512, y: 350)
    private var isPressed = false
    /// The source of the scroll stream being sent (nil: unsourced fractions), while one is.
    private var stream: ScrollSource??
    /// What a callback found wrong during the current event.
    private var problem: String?
    /// Between an `onOpening` and the reveal's return to closed.
    private var isOut = false
    /// The row the host was last asked to choose, until the interaction reports it.
    private var choice: Int?
    /// The target the interaction reported tapping during the current event.
    private var tapped: String?

    private var reveal: RevealController { rig.style.reveal }
    private var interaction: MenuInteraction { rig.interaction }

    init(rig: Rig, seed: UInt64) {
        self.rig = rig
        rng = SplitMix64(seed: seed)
        observe()
        rig.style.layout(in: size)
        rig.host.layout(size)
    }

    func run(events: Int) throws(FuzzFailure) {
        while index < events {
            let length = 200 + rng.below(1801)
            for _ in 0..<length where index < events {
                try step()
                index += 1
            }
            try settle()
        }
    }

    // MARK: Input

    private func step() throws(FuzzFailure) {
        switch rng.below(100) {
        case 0..<27: frame(after: randomStep())
        case 27..<55: move()
        case 55..<65: pressOrRelease()
        case 65..<67: send(.button(rng.chance(0.5) ? .secondary : .other(8), pressed: rng.chance(0.5)))
        case 67..<75: wheel()
        case 75..<87: swipe()
        case 87..<89: send(.scrollStop)
        case 89..<98: key()
        default: resize(to: rng.chance(0.7) ? Self.sizes[rng.below(Self.sizes.count)]
                        : Size(width: rng.uniform(0...3000).rounded(), height: rng.uniform(0...2000).rounded()))
        }
        try check()
    }

    private func randomStep() -> Double {
        switch rng.below(100) {
        case 0..<80: return Self.steps[rng.below(Self.steps.count)]
        case 80..<92: return rng.uniform(0...0.3)
        case 92..<96: return 0.5
        case 96..<99: return 5
        default: return 100
        }
    }

    /// One event at the current time, as `MenuHost.handle` and its run loop deliver it.
    private func send(_ kind: InputEvent.Kind) {
        rig.clock.advance(to: now)
        let (before, wasTracking) = (reveal.progress, reveal.state == .tracking)
        tapped = nil
        interaction.handle(InputEvent(time: now, kind: kind))
        // Commands start from the on-screen progress: only a drag or swipe moves it at once.
        if !wasTracking && reveal.state != .tracking && reveal.progress != before {
            flag("\(kind) made progress jump from \(before) to \(reveal.progress)")
        }
        if let tapped, tapped == rig.style.dismissLayer?.name, reveal.heading != .closed {
            flag("a tap on \(tapped) left the menu heading \(reveal.heading)")
        }
        interaction.expire(at: now)
    }

    /// Time passes to the next frame: swipes past their silence end, animations move, snapshots are taken.
    private func frame(after step: Double) {
        now += step
        interaction.expire(at: now)
        rig.clock.advance(to: now)
        for request in rig.style.takeSnapshotRequests() {
            if request.source !== rig.snapshotSource { flag("a snapshot of \(request.source.name) was asked for") }
            rig.lastSnapshot = request.id
        }
    }

    private var inside: Point {
        Point(x: rng.uniform(0...max(size.width - 1, 0)), y: rng.uniform(0...max(size.height - 1, 0)))
    }

    private func move() {
        switch rng.below(100) {
        case 0..<60:
            pointer.x += rng.uniform(-40...40)
            pointer.y += rng.uniform(-10...10)
        case 60..<85:
            pointer = inside
        default:
            // Far outside, on any side: a drag that left the window.
            pointer = Point(x: rng.uniform(-10000...(size.width + 10000)), y: rng.uniform(-8000...(size.height + 8000)))
        }
        send(.pointerMove(pointer))
    }

    /// Presses start inside the window (no window sees a press outside it); releases land anywhere.
    private func pressOrRelease() {
        if isPressed {
            isPressed = false
            send(.button(.primary, pressed: false))
        } else if pointer.x < 0 || pointer.y < 0 || pointer.x >= size.width || pointer.y >= size.height {
            pointer = inside
            send(.pointerMove(pointer))
        } else {
            isPressed = true
            send(.button(.primary, pressed: true))
        }
    }

    private func wheel() {
        let notch = rng.chance(0.5) ? 1.0 : -1.0
        let (dx, dy) = rng.chance(0.7) ? (0, notch) : (notch, 0)
        switch rng.below(3) {
        case 0: send(.scroll(dx: dx, dy: dy))
        case 1: send(.sourcedScroll(dx: dx, dy: dy, source: .wheel))
        default: send(.sourcedScroll(dx: dx * 1.5, dy: dy * 15, source: .wheel))
        }
    }

    /// One event of a trackpad stream: unsourced fractions (ended by silence),
    /// or finger or continuous deltas that end with a stop, or (a tenth of
    /// the time) never get one.
    private func swipe() {
        let source: ScrollSource? = stream ?? [nil, .finger, .continuous][rng.below(3)]
        stream = source
        var dx = rng.uniform(-6...6)
        if source == nil && dx == dx.rounded() { dx += 0.5 }
        let dy = rng.chance(0.2) ? rng.uniform(-3...3) : 0
        send(source.map { .sourcedScroll(dx: dx, dy: dy, source: $0) } ?? .scroll(dx: dx, dy: dy))
        guard rng.chance(0.1) else { return }
        stream = nil
        if source != nil && rng.chance(0.9) { send(.scrollStop) }
    }

    private func key() {
        let keys: [(Key, KeyModifiers)] = [(.escape, []), (.f9, []), (.m, .control), (.m, []), (.up, []), (.down, []),
                                           (.enter, []), (.tab, []), (.tab, .shift), (.digit(rng.below(10)), []),
                                           (.other(rng.below(300)), [])]
        let (key, modifiers) = keys[rng.below(keys.count)]
        send(.key(key, pressed: rng.chance(0.85), modifiers: modifiers))
    }

    /// A resize, laid out as `MenuHost.relayout` does: the style, then the host's own layers.
    private func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        rig.clock.advance(to: now)
        let before = reveal.progress
        rig.style.layout(in: size)
        rig.host.layout(size)
        if reveal.progress != before { flag("a resize to \(size) moved progress from \(before) to \(reveal.progress)") }
    }

    /// Lifts every button and finger, then lets time pass until everything rests.
    private func settle() throws(FuzzFailure) {
        if isPressed {
            isPressed = false
            send(.button(.primary, pressed: false))
        }
        if rng.chance(0.5) { send(.scrollStop) }
        stream = nil
        var waited = 0.0
        repeat {
            guard waited < 30 else {
                throw failure("still \(reveal.state) at \(reveal.progress) 30 s after the input stopped")
            }
            frame(after: 1.0 / 60)
            waited += 1.0 / 60
            try check()
        } while !rig.clock.isIdle || reveal.isMoving || interaction.isTracking
        try checkSettled()
    }

    // MARK: Checks

    private func failure(_ message: String) -> FuzzFailure {
        FuzzFailure(index: index, message: message)
    }

    private func flag(_ message: String) {
        if problem == nil { problem = message }
    }

    /// Watches the reveal's openings and changes, the interaction's reports and what reaches the host.
    private func observe() {
        isOut = reveal.state != .closed
        let layout = reveal.onChange
        reveal.onChange = { [unowned self] in
            layout?()
            if reveal.state == .closed {
                isOut = false
            } else if !isOut {
                flag("left closed (\(reveal.state)) unannounced")
            }
        }
        let hostOpening = reveal.onOpening
        reveal.onOpening = { [unowned self] in
            hostOpening?()
            if isOut || reveal.state == .closed { flag("opening announced twice, or while \(reveal.state)") }
            isOut = true
        }
        interaction.onReport = { [unowned self] report in
            switch report {
            case .tap(let target):
                tapped = target
                if !hasVisibleTarget(named: target, in: rig.style.rootLayer) {
                    flag("a tap on \(target), which is no visible layer taking input")
                }
            case .chose(let row):
                if row != choice { flag("reported row \(row), but the host chose \(choice.map(String.init) ?? "nothing")") }
                choice = nil
            }
        }
        rig.host.onTap = { [unowned self] layer in
            if let covered = rig.covered, reveal.state != .closed, isDescendant(layer, of: covered) {
                flag("a tap reached \(layer.name) under the menu while it was \(reveal.state)")
            }
        }
        rig.host.onChoose = { [unowned self] index in
            let rows = rig.host.menuRows.count
            if index >= rows || reveal.state == .closed { flag("row \(index) of \(rows) chosen while \(reveal.state)") }
        }
        let choose = rig.host.choose
        rig.host.choose = { [unowned self] index in
            choose(index)
            choice = index
        }
    }

    private func check() throws(FuzzFailure) {
        if let problem { throw failure(problem) }
        let (progress, state) = (reveal.progress, reveal.state)
        let range = (reveal.sides.contains(.trailing) ? -1.0 : 0)...(reveal.sides.contains(.leading) ? 1.0 : 0)
        let bad: Bool
        switch state {
        case .closed: bad = progress != 0
        case .open(let side): bad = progress != side.sign || !reveal.sides.contains(side)
        case .tracking: bad = !range.contains(progress)
        case .animating:
            bad = !(progress >= range.lowerBound - rig.overshoot && progress <= range.upperBound + rig.overshoot)
        }
        if bad { throw failure("progress \(progress) while \(state)") }
        if let error = rig.layoutError(size) { throw failure(error) }
        if let focused = interaction.focus.layer {
            let onRow = rig.host.menuRows.contains { $0 === focused }
            let onButton = rig.host.buttons.contains { $0 === focused }
            if onRow ? !reveal.isOpen : !(onButton && state == .closed) {
                throw failure("focus on \(focused.name) while \(state)")
            }
        }
        if index % Self.treeWalkInterval == 0, let error = badValue(in: rig.style.rootLayer) {
            throw failure(error)
        }
    }

    private func checkSettled() throws(FuzzFailure) {
        if let error = rig.settledError(size) ?? badValue(in: rig.style.rootLayer) {
            throw failure("at rest: \(error)")
        }
        if isOut != (reveal.state != .closed) { throw failure("resting \(reveal.state), but out is \(isOut)") }
        // The press let go: a row or button shows hover feedback at most.
        if let feedback = interaction.feedback, feedback.amount > PointerFeedback.Level.hovered.rawValue {
            throw failure("\(feedback.target?.name ?? "nothing") still shows a press")
        }
    }
}

private func isDescendant(_ layer: Layer, of ancestor: Layer) -> Bool {
    var current: Layer? = layer
    while let candidate = current {
        if candidate === ancestor { return true }
        current = candidate.superlayer
    }
    return false
}

/// True when a layer named `name` that takes input shows somewhere under `layer`.
private func hasVisibleTarget(named name: String, in layer: Layer) -> Bool {
    guard !layer.isHidden else { return false }
    if layer.name == name && layer.acceptsInput { return true }
    return layer.sublayers.contains { hasVisibleTarget(named: name, in: $0) }
}

/// The first number under `layer` that no renderer can draw: NaN or
/// infinity anywhere, an opacity outside 0...1, a negative size.
private func badValue(in layer: Layer) -> String? {
    let t = layer.transform
    let values: [(String, Double)] = [
        ("bounds.x", layer.bounds.minX), ("bounds.y", layer.bounds.minY),
        ("width", layer.bounds.width), ("height", layer.bounds.height),
        ("position.x", layer.position.x), ("position.y", layer.position.y),
        ("anchorPoint.x", layer.anchorPoint.x), ("anchorPoint.y", layer.anchorPoint.y),
        ("opacity", layer.opacity), ("cornerRadius", layer.cornerRadius),
        ("shadowOpacity", layer.shadowOpacity), ("shadowRadius", layer.shadowRadius),
        ("shadowOffset.x", layer.shadowOffset.x), ("shadowOffset.y", layer.shadowOffset.y),
        ("m11", t.m11), ("m12", t.m12), ("m13", t.m13), ("m14", t.m14),
        ("m21", t.m21), ("m22", t.m22), ("m23", t.m23), ("m24", t.m24),
        ("m31", t.m31), ("m32", t.m32), ("m33", t.m33), ("m34", t.m34),
        ("m41", t.m41), ("m42", t.m42), ("m43", t.m43), ("m44", t.m44),
    ]
    if let (field, value) = values.first(where: { !$0.1.isFinite }) { return "\(layer.name).\(field) is \(value)" }
    if !(0...1).contains(layer.opacity) { return "\(layer.name).opacity is \(layer.opacity)" }
    if layer.bounds.width < 0 || layer.bounds.height < 0 { return "\(layer.name).bounds is \(layer.bounds)" }
    for sublayer in layer.sublayers {
        if let error = badValue(in: sublayer) { return error }
    }
    return nil
}
