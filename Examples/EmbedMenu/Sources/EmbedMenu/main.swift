import Foundation
import SlideOut

/// The host's own screen: a page with a label, and a menu of three colours.
final class ColorsPage: MenuContent {
    static let colors: [(name: String, color: Color)] = [
        ("Teal", Color(red: 0.2, green: 0.6, blue: 0.6)), ("Plum", Color(red: 0.55, green: 0.3, blue: 0.55)),
        ("Sand", Color(red: 0.85, green: 0.75, blue: 0.55)),
    ]
    let page = Layer(name: "page")
    let menu = Layer(name: "menu")
    let list: MenuList
    let label: Layer

    /// Builds the page and the menu, their text sized by `measurer` (the host's).
    init(measurer: any TextMeasuring) {
        page.backgroundColor = Self.colors[0].color
        menu.backgroundColor = Color(white: 0.96)
        label = Layer(text: TextContent("Drag, swipe, scroll or press F9", fontSize: 22, color: .white), measurer: measurer)
        page.addSublayer(label)
        var metrics = MenuList.Metrics()
        metrics.top = 40
        list = MenuList(items: Self.colors.map { MenuList.Item(title: TextContent($0.name)) }, metrics: metrics,
                        measurer: measurer)
        menu.addSublayer(list.layer)
    }

    var menuRows: [Layer] { list.rows }

    func chooseMenuRow(at index: Int) {
        page.backgroundColor = Self.colors[index].color
    }

    func layout(in size: Size) {
        label.center(at: Point(x: size.width / 2, y: size.height / 2))
        list.layout(in: Rect(x: 0, y: 0, width: menu.bounds.width, height: size.height))
    }
}

do {
    let host = try MenuHost(title: "EmbedMenu", size: Size(width: 800, height: 500))
    let colors = ColorsPage(measurer: host.textMeasurer)
    let style = PushMenu(content: colors.page, menu: colors.menu, clock: host.clock)
    host.show(style, content: colors, layout: colors.layout)
    // `--smoke`: open the menu once shown, and exit when it has settled open.
    if CommandLine.arguments.contains("--smoke") {
        host.onFirstFrame = { style.reveal.open() }
        host.onSettled = { print(style.reveal.isOpen ? "settled open" : "settled closed"); host.stop() }
    }
    exit(host.run())
} catch {
    FileHandle.standardError.write(Data("EmbedMenu: \(error)\n".utf8))
    exit(3)
}
