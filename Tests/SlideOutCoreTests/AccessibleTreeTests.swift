import XCTest
@testable import SlideOutCore

/// The accessible tree of a push menu over a page with one button, built
/// from the style and the host's rows and buttons alone, as any host gets it.
final class AccessibleTreeTests: XCTestCase {
    private final class Page: MenuContent {
        let page = Layer(name: "page"), menu = Layer(name: "menu"), button = Layer(name: "toggle")
        let list: MenuList
        var chosen: [Int] = []

        init() {
            list = MenuList(items: [MenuList.Item(title: TextContent("<b>One</b>", isMarkup: true)),
                                    MenuList.Item(title: TextContent("Two"), accessibilityLabel: "Second")],
                            measurer: FixedMeasurer())
            menu.addSublayer(list.layer)
            button.acceptsInput = true
            button.frame = Rect(x: 100, y: 100, width: 80, height: 40)
            button.accessibilityRole = .menuToggle(side: .leading)
            button.addSublayer(Layer(text: TextContent("Show"), measurer: FixedMeasurer()))
            page.addSublayer(button)
        }

        var menuRows: [Layer] { list.rows }
        var buttons: [Layer] { [button] }
        func chooseMenuRow(at index: Int) { chosen.append(index) }
    }

    private struct FixedMeasurer: TextMeasuring {
        func size(of text: TextContent) -> Size { Size(width: 30, height: 20) }
    }

    private let clock = AnimationClock()
    private let page = Page()
    private lazy var style = PushMenu(content: page.page, menu: page.menu, clock: clock, parameters: .uncapped)

    private func tree(focused: Layer? = nil, title: String = "Window") -> AccessibleTree {
        style.layout(in: Size(width: 800, height: 600))
        page.list.layout(in: Rect(x: 0, y: 0, width: 600, height: 600))
        return AccessibleTree(application: "app", title: title, viewSize: Size(width: 800, height: 600),
                              isActive: true, style: style, content: page, focused: focused)
    }

    /// A new title, or a button's new label, is a renaming (an AT-SPI
    /// name change, which a screen reader hears of no other way).
    func testANewTitleOrLabelIsARenaming() {
        let before = tree()
        XCTAssertTrue(tree().renamings(from: before).isEmpty)
        page.button.accessibilityLabel = "Menu"
        let after = tree(title: "Window — Second")
        XCTAssertEqual(after.renamings(from: before).map { "\($0.id) \($0.name ?? "-")" },
                       ["button0 Menu", "frame Window — Second"])
    }

    /// Children removed are told last first, so that each index holds when
    /// told (a list emptied from its end, as AT-SPI clients apply them).
    func testRemovedChildrenAreToldLastFirst() {
        let open = tree()
        let emptied = AccessibleTree(application: "app", title: "Window", viewSize: Size(width: 800, height: 600),
                                     isActive: true, style: style, content: EmptyPage(), focused: nil)
        XCTAssertEqual(emptied.childChanges(from: open).filter { !$0.isAdded }.map { "\($0.child)@\($0.index)" },
                       ["button0@0", "row1@1", "row0@0"])
    }

    /// Halfway, sidebar3d's detail is drawn over the turning menu's hinge
    /// (x 40 to 50): a row is where a click reaches it, up to x 40, and
    /// the object at x 45 is no row.
    func testARowEndsWhereALayerDrawnOverItBegins() throws {
        let menu = Layer(name: "menu"), detail = Layer(name: "detail")
        let row = Layer(name: "row")
        row.acceptsInput = true
        row.frame = Rect(x: 0, y: 300, width: 80, height: 100)
        menu.addSublayer(row)
        let sidebar = Sidebar3DMenu(menu: menu, detail: detail, clock: clock)
        sidebar.layout(in: Size(width: 600, height: 700))
        sidebar.reveal.jump(to: 0.5)
        let content = Rows(rows: [row])
        let tree = AccessibleTree(application: "app", title: "Window", viewSize: Size(width: 600, height: 700),
                                  isActive: true, style: sidebar, content: content, focused: nil)
        let frame = try XCTUnwrap(tree["row0"]?.frame)
        XCTAssertEqual(frame.maxX, 40, accuracy: 0.1, "the detail begins at 40")
        XCTAssertLessThan(frame.minX, 0, "the turned menu's near edge")
        XCTAssertEqual(tree.node(at: Point(x: 30, y: 350), under: "root")?.id, "row0")
        XCTAssertNotEqual(tree.node(at: Point(x: 45, y: 350), under: "root")?.id, "row0")

        // Nine tenths hidden, the turned menu (x 13 to 26) lies wholly under the detail (from x 8).
        sidebar.reveal.jump(to: 0.1)
        let hidden = AccessibleTree(application: "app", title: "Window", viewSize: Size(width: 600, height: 700),
                                    isActive: true, style: sidebar, content: content, focused: nil)
        XCTAssertFalse(try XCTUnwrap(hidden["row0"]).states.contains(.showing), "no click reaches it")
    }

    private final class Rows: MenuContent {
        let menuRows: [Layer]
        init(rows: [Layer]) { menuRows = rows }
        func chooseMenuRow(at index: Int) {}
    }

    private final class EmptyPage: MenuContent {
        var menuRows: [Layer] { [] }
        func chooseMenuRow(at index: Int) {}
    }

    func testClosedTheContentShowsAndTheMenuDoesNot() throws {
        let tree = tree()
        XCTAssertEqual(tree["root"]?.children, ["frame"])
        XCTAssertEqual(tree["frame"]?.name, "Window")
        XCTAssertEqual(tree["frame"]?.children, ["content", "menu"])
        XCTAssertTrue(try XCTUnwrap(tree["frame"]).states.contains(.active))
        let button = try XCTUnwrap(tree["button0"])
        XCTAssertEqual(button.name, "Show", "the button's text")
        XCTAssertEqual(button.role, .pushButton)
        XCTAssertEqual(button.frame, Rect(x: 100, y: 100, width: 80, height: 40))
        XCTAssertTrue(button.states.isSuperset(of: [.showing, .visible, .expandable, .collapsed, .focusable]))
        XCTAssertEqual(tree["menu"]?.children, ["row0", "row1"])
        XCTAssertEqual(tree["row0"]?.name, "One", "the title without its markup")
        XCTAssertEqual(tree["row1"]?.name, "Second", "the item's own label")
        XCTAssertFalse(try XCTUnwrap(tree["row0"]).states.contains(.showing), "off screen to the left")
        XCTAssertEqual(tree.node(at: Point(x: 120, y: 110), under: "root")?.id, "button0")
    }

    /// Right to left, every extent is mirrored about the window's centre
    /// line, as the picture is, and a point hits what is drawn there.
    func testRightToLeftMirrorsEveryExtent() throws {
        style.reveal.jump(to: 1)
        let leftToRight = tree()
        style.reveal.layoutDirection = .rightToLeft
        let rightToLeft = tree()
        XCTAssertEqual(rightToLeft["button0"]?.frame, Rect(x: 20, y: 100, width: 80, height: 40), "pushed 600 to the left")
        for id in ["frame", "content", "button0", "menu", "row0", "row1"] {
            let ltr = try XCTUnwrap(leftToRight[id]?.frame), rtl = try XCTUnwrap(rightToLeft[id]?.frame)
            XCTAssertEqual(rtl, Rect(x: 800 - ltr.maxX, y: ltr.minY, width: ltr.width, height: ltr.height), id)
            XCTAssertEqual(rightToLeft[id]?.states, leftToRight[id]?.states, id)
        }
        let row = try XCTUnwrap(rightToLeft["row0"]?.frame)
        XCTAssertGreaterThan(row.minX, 0, "the open menu lies at the right")
        XCTAssertEqual(rightToLeft.node(at: Point(x: row.midX, y: row.midY), under: "root")?.id, "row0")
    }

    func testOpenTheOverlayCoversTheContent() throws {
        let closed = tree()
        style.reveal.jump(to: 1)
        let open = tree(focused: page.list.rows[1])
        XCTAssertFalse(try XCTUnwrap(open["content"]).states.contains(.showing))
        XCTAssertFalse(try XCTUnwrap(open["button0"]).states.contains(.showing))
        XCTAssertTrue(try XCTUnwrap(open["button0"]).states.contains(.expanded))
        XCTAssertTrue(try XCTUnwrap(open["row1"]).states.isSuperset(of: [.showing, .focused, .selected]))
        XCTAssertEqual(open["row0"]?.frame.width, 600)
        let changes = open.stateChanges(from: closed).map { "\($0.id) \($0.state) \($0.isOn)" }
        XCTAssertEqual(changes, changes.filter { $0.hasSuffix("false") } + changes.filter { $0.hasSuffix("true") },
                       "every state lost before any gained: the focus leaves one object before it reaches the next")
        XCTAssertTrue(changes.contains("button0 expanded true"), "\(changes)")
        XCTAssertTrue(changes.contains("content showing false"), "\(changes)")
        XCTAssertTrue(changes.contains("row1 focused true"), "\(changes)")
        XCTAssertTrue(open.childChanges(from: closed).isEmpty)
    }

    func testAnActionIsAClick() {
        let interaction = MenuInteraction(style: style, content: page)
        var reports: [String] = []
        interaction.onReport = { reports.append("\($0)") }
        style.reveal.jump(to: 1)
        interaction.perform(.row(1))
        XCTAssertEqual(page.chosen, [1])
        XCTAssertEqual(reports.count, 2, "a tap, then the choice: \(reports)")
    }

    func testMenuItemsMakeAMenu() {
        for row in page.list.rows { row.accessibilityRole = .menuItem }
        XCTAssertEqual(tree()["menu"]?.role, .menu)
        XCTAssertEqual(tree()["row0"]?.role, .menuItem)
    }

    func testMarkupReadsAsItsPlainText() {
        let markup = TextContent("<b>Fish &amp; chips</b> &lt;3 &quot;hot&quot; &apos;n&apos; &gt; cold", isMarkup: true)
        XCTAssertEqual(markup.plainString, "Fish & chips <3 \"hot\" 'n' > cold")
        XCTAssertEqual(TextContent("a &amp; <b>").plainString, "a &amp; <b>", "plain text is read as it is")
    }

    /// A row's name (what a tap's trace names) is the title as it reads, not its markup.
    func testRowsAreNamedByTheTitleAsItReads() {
        let list = MenuList(items: [MenuList.Item(title: TextContent("<b>★</b> Star", isMarkup: true)),
                                    MenuList.Item(title: TextContent("<i>☂</i>", isMarkup: true), accessibilityLabel: "Umbrella")],
                            measurer: FixedMeasurer())
        XCTAssertEqual(list.rows.map(\.name), ["menuRow:★ Star", "menuRow:Umbrella"])
    }
}
