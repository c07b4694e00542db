import XCTest
@testable import SlideOutCore

/// SPEC "Desktop sizes": push and drawer dock beside the content from 840
/// points (overlay again below 800), the docked menu shows and hides with
/// the style's motion, its handle drags the width, and a mouse drag is the
/// content's own.
final class DockingTests: XCTestCase {
    private final class Content: MenuContent {
        let menuRows = [Layer(name: "row0"), Layer(name: "row1")]
        var buttons: [Layer] = []
        var chosen: [Int] = []
        var tapped: [String] = []
        weak var menu: PushMenu?

        func chooseMenuRow(at index: Int) {
            chosen.append(index)
            menu?.dismissAfterChoice()
        }

        func handleTap(on layer: Layer) { tapped.append(layer.name) }
    }

    private let clock = AnimationClock()
    private var menu: PushMenu!
    private var content: Content!
    private var button: Layer!
    private var interaction: MenuInteraction!
    private var paneSizes: [(content: Size, menu: Size)] = []

    override func setUp() {
        content = Content()
        let menuLayer = Layer(name: "menu")
        for (index, row) in content.menuRows.enumerated() {
            row.acceptsInput = true
            row.frame = Rect(x: 0, y: 100 + 40 * Double(index), width: 320, height: 40)
            menuLayer.addSublayer(row)
        }
        let contentLayer = Layer(name: "content")
        button = Layer(name: "button")
        button.acceptsInput = true
        button.frame = Rect(x: 100, y: 300, width: 80, height: 40)
        contentLayer.addSublayer(button)
        content.buttons = [button]
        menu = PushMenu(content: contentLayer, menu: menuLayer, clock: clock)
        menu.onPaneResize = { [unowned self] in paneSizes.append(($0, $1)) }
        content.menu = menu
        menu.dockingState = DockingState()
        interaction = MenuInteraction(style: menu, content: content, clock: clock)
    }

    private func send(_ kind: InputEvent.Kind) {
        interaction.handle(InputEvent(time: clock.now, kind: kind))
    }

    private func mouseDrag(from start: Point, by dx: Double, steps: Int = 10) {
        send(.pointerMove(start))
        send(.button(.primary, pressed: true))
        for step in 1...steps {
            clock.advance(to: clock.now + 0.016)
            send(.pointerMove(Point(x: start.x + dx * Double(step) / Double(steps), y: start.y)))
        }
        send(.button(.primary, pressed: false))
    }

    private func settle() { clock.advance(to: clock.now + 2) }

    func testTheBreakpointHasHysteresis() {
        let rules = Docking()
        XCTAssertEqual(rules.mode(forViewWidth: 839, from: .overlay), .overlay)
        XCTAssertEqual(rules.mode(forViewWidth: 840, from: .overlay), .docked)
        XCTAssertEqual(rules.mode(forViewWidth: 800, from: .docked), .docked)
        XCTAssertEqual(rules.mode(forViewWidth: 799.5, from: .docked), .overlay)
        XCTAssertEqual(rules.mode(forViewWidth: 820, from: .overlay), .overlay, "in the gap, the mode holds")
    }

    func testDockedTheMenuShowsBesideTheLiveUndimmedContent() {
        menu.layout(in: Size(width: 1280, height: 800))
        XCTAssertEqual(menu.menuMode, .docked)
        XCTAssertEqual(menu.reveal.state, .open(.leading), "shown by default")
        XCTAssertEqual(menu.menuWidth, 320)
        XCTAssertEqual(menu.menuLayer.frame, Rect(x: 0, y: 0, width: 320, height: 800))
        XCTAssertEqual(menu.contentLayer.frame.minX, 320, "beside the menu")
        XCTAssertEqual(menu.contentSize, Size(width: 960, height: 800), "laid out in the rest")
        XCTAssertTrue(menu.overlayLayer.isHidden, "no dimming")
        XCTAssertEqual(menu.contentLayer.frame.width, 1280, "as a plane, the content keeps its size while what it shows narrows")
        XCTAssertTrue(menu.contentLayer.drawsOnOwnPlane)
        XCTAssertTrue(menu.menuLayer.drawsOnOwnPlane, "the menu only slides")
        XCTAssertEqual(menu.rootLayer.hitTest(Point(x: 440, y: 320))?.name, "button", "the content takes clicks")
        XCTAssertEqual(paneSizes.last?.content, Size(width: 960, height: 800))
        XCTAssertEqual(paneSizes.last?.menu, Size(width: 320, height: 800))
    }

    func testTheDrawerDocksAtItsCap() {
        let drawer = PushMenu(content: Layer(), menu: Layer(), clock: clock, parameters: .drawer)
        drawer.dockingState = DockingState()
        drawer.layout(in: Size(width: 1920, height: 1080))
        XCTAssertEqual(drawer.menuWidth, 360)
        XCTAssertEqual(drawer.contentLayer.frame.minX, 360)
        XCTAssertEqual(drawer.contentSize, Size(width: 1560, height: 1080))
    }

    func testHidingTheDockedMenuWidensTheContentAlongTheStylesCurve() {
        menu.layout(in: Size(width: 1000, height: 700))
        menu.reveal.toggle()
        clock.advance(to: 0.125)
        let progress = menu.reveal.progress
        XCTAssertEqual(progress, 0.5, accuracy: 1e-6, "ease-in-out, half way at half time")
        XCTAssertEqual(menu.contentLayer.frame.minX, 160, accuracy: 1e-6)
        XCTAssertEqual(menu.contentSize.width, 840, accuracy: 1e-6, "the content's width follows")
        XCTAssertEqual(paneSizes.last?.content.width ?? 0, 840, accuracy: 1e-6, "and the host is told")
        XCTAssertTrue(menu.overlayLayer.isHidden)
        settle()
        XCTAssertEqual(menu.reveal.state, .closed)
        XCTAssertEqual(menu.contentLayer.frame.minX, 0)
        XCTAssertEqual(menu.contentSize, Size(width: 1000, height: 700))
        XCTAssertFalse(menu.showsDockedMenu)
    }

    func testNarrowingHidesTheMenuAndWideningShowsItAsLeft() {
        menu.layout(in: Size(width: 1000, height: 700))
        menu.layout(in: Size(width: 810, height: 700))
        XCTAssertEqual(menu.menuMode, .docked, "800...840 keeps the mode")
        menu.layout(in: Size(width: 700, height: 700))
        XCTAssertEqual(menu.menuMode, .overlay)
        XCTAssertEqual(menu.reveal.state, .closed, "going to overlay hides the menu")
        XCTAssertEqual(menu.menuWidth, 320, "floor(0.75 x 700) = 525, capped")
        menu.layout(in: Size(width: 820, height: 700))
        XCTAssertEqual(menu.menuMode, .overlay)
        menu.layout(in: Size(width: 900, height: 700))
        XCTAssertEqual(menu.reveal.state, .open(.leading), "shown, as it was left docked")

        menu.reveal.close()
        settle()
        menu.layout(in: Size(width: 700, height: 700))
        menu.reveal.open()
        settle()
        menu.layout(in: Size(width: 900, height: 700))
        XCTAssertEqual(menu.reveal.state, .closed, "hidden, as it was left docked (not as the overlay was)")
    }

    func testAMouseDragIsTheContentsButAFingerStillMovesTheMenu() {
        menu.layout(in: Size(width: 1000, height: 700))
        mouseDrag(from: Point(x: 600, y: 500), by: -300)
        XCTAssertEqual(menu.reveal.state, .open(.leading), "the mouse does not page a docked menu")
        send(.touchDown(id: 1, Point(x: 600, y: 500)))
        for step in 1...10 {
            clock.advance(to: clock.now + 0.016)
            send(.touchMove(id: 1, Point(x: 600 - 30 * Double(step), y: 500)))
        }
        XCTAssertEqual(menu.reveal.state, .tracking)
        send(.touchUp(id: 1))
        settle()
        XCTAssertEqual(menu.reveal.state, .closed)
    }

    func testTheHandleDragsTheWidthOneToOneWithinItsRangeAndADoubleClickRestoresIt() {
        menu.layout(in: Size(width: 1280, height: 800))
        var cursors: [CursorShape] = []
        interaction.onCursorChange = { cursors.append($0) }
        send(.pointerMove(Point(x: 317, y: 400)))
        XCTAssertEqual(cursors.last, .resizeLeftRight, "the trailing 6 points are the handle")
        send(.pointerMove(Point(x: 313, y: 400)))
        XCTAssertNotEqual(cursors.last, .resizeLeftRight)

        mouseDrag(from: Point(x: 317, y: 400), by: 55)
        XCTAssertEqual(menu.menuWidth, 375, "1:1")
        XCTAssertEqual(menu.contentLayer.frame.minX, 375)
        XCTAssertEqual(menu.contentSize, Size(width: 905, height: 800))
        XCTAssertEqual(menu.reveal.distance, 375)
        XCTAssertEqual(menu.reveal.state, .open(.leading), "the handle moves no menu")

        clock.advance(to: clock.now + 1)
        mouseDrag(from: Point(x: 372, y: 400), by: 400)
        XCTAssertEqual(menu.menuWidth, 480, "at most 480")
        clock.advance(to: clock.now + 1)
        mouseDrag(from: Point(x: 477, y: 400), by: -900)
        XCTAssertEqual(menu.menuWidth, 200, "at least 200")

        clock.advance(to: clock.now + 1)
        for _ in 0..<2 {
            send(.pointerMove(Point(x: 197, y: 400)))
            send(.button(.primary, pressed: true))
            send(.button(.primary, pressed: false))
            clock.advance(to: clock.now + 0.1)
        }
        XCTAssertEqual(menu.menuWidth, 320, "a double-click restores the default")
        XCTAssertNil(menu.dockingState?.width)
        XCTAssertEqual(content.tapped, [], "clicks on the handle tap nothing")
    }

    /// Right to left the menu's 320 points are window pixels 960 to 1279 of
    /// 1280, its handle 960 to 965; events come mirrored (x' = 1280 - x), as
    /// `MenuHost` passes them on.
    func testRightToLeftTheHandleIsTheMenusOuterSixPixels() {
        menu.reveal.layoutDirection = .rightToLeft
        menu.layout(in: Size(width: 1280, height: 800))
        var cursors: [CursorShape] = []
        interaction.onCursorChange = { cursors.append($0) }
        for (pixel, isHandle) in [(959, false), (960, true), (965, true), (966, false)] {
            send(.pointerMove(Point(x: 1280 - Double(pixel), y: 400)))
            XCTAssertEqual(cursors.last == .resizeLeftRight, isHandle, "pixel \(pixel)")
        }
    }

    func testChoosingARowLeavesTheDockedMenuShown() {
        menu.layout(in: Size(width: 1280, height: 800))
        send(.pointerMove(Point(x: 50, y: 110)))
        send(.button(.primary, pressed: true))
        send(.button(.primary, pressed: false))
        settle()
        XCTAssertEqual(content.chosen, [0])
        XCTAssertEqual(menu.reveal.state, .open(.leading))

        menu.layout(in: Size(width: 700, height: 700))
        menu.reveal.jump(to: 1)
        send(.pointerMove(Point(x: 50, y: 110)))
        send(.button(.primary, pressed: true))
        send(.button(.primary, pressed: false))
        settle()
        XCTAssertEqual(menu.reveal.state, .closed, "an overlaid menu closes after a choice")
    }

    func testTabReachesTheDockedMenuAndTheContent() {
        menu.layout(in: Size(width: 1280, height: 800))
        var focused: [String] = []
        for _ in 0..<4 {
            send(.key(.tab, pressed: true, modifiers: []))
            focused.append(interaction.focus.layer?.name ?? "none")
        }
        XCTAssertEqual(focused, ["row0", "row1", "button", "row0"])
        send(.key(.tab, pressed: true, modifiers: .shift))
        XCTAssertTrue(interaction.focus.layer === button)
        send(.key(.enter, pressed: true, modifiers: []))
        XCTAssertEqual(content.tapped, ["button"], "Enter presses the focused button beside the menu")
        send(.key(.up, pressed: true, modifiers: []))
        send(.key(.enter, pressed: true, modifiers: []))
        XCTAssertFalse(content.chosen.isEmpty, "Up comes back into the rows; Enter chooses")
        XCTAssertTrue(interaction.focus.layer === content.menuRows.last,
                      "the docked menu stays, and the chosen row keeps the focus")
    }

    func testTheSavedWidthAndVisibilityComeBack() {
        var state = DockingState()
        state.width = 999
        XCTAssertEqual(state.width, 480, "held within the handle's range")
        state.width = 410
        state.showsWhenDocked = false
        menu.dockingState = state
        menu.layout(in: Size(width: 1280, height: 800))
        XCTAssertEqual(menu.menuWidth, 410)
        XCTAssertEqual(menu.reveal.state, .closed)
        XCTAssertFalse(menu.showsDockedMenu)
        menu.showsDockedMenu = true
        XCTAssertEqual(menu.reveal.state, .open(.leading))
        XCTAssertEqual(menu.contentLayer.frame.minX, 410)
    }

    func testAssistiveTechnologySeesDockedContentShowingBesideTheMenu() {
        menu.layout(in: Size(width: 1280, height: 800))
        func tree() -> AccessibleTree {
            AccessibleTree(application: "app", title: "Window", viewSize: Size(width: 1280, height: 800),
                           isActive: true, style: menu, content: content, focused: nil)
        }
        var nodes = tree().nodes
        XCTAssertTrue(nodes["content"]?.states.contains(.showing) == true, "docked content is not covered")
        XCTAssertEqual(nodes["content"]?.frame, Rect(x: 320, y: 0, width: 960, height: 800), "beside the menu")
        XCTAssertTrue(nodes["button0"]?.states.contains(.showing) == true)
        XCTAssertEqual(nodes["button0"]?.frame, Rect(x: 420, y: 300, width: 80, height: 40), "beside the menu")
        XCTAssertTrue(nodes["row0"]?.states.contains(.showing) == true)

        menu.layout(in: Size(width: 700, height: 700))
        menu.reveal.jump(to: 1)
        nodes = tree().nodes
        XCTAssertFalse(nodes["content"]?.states.contains(.showing) == true, "overlaid, push's menu is modal")
    }

    func testRulesWithTheWidthsTheWrongWayRoundStillSettleOnOneMode() {
        var rules = Docking()
        rules.dockingWidth = 700
        menu.dockingState = DockingState(rules: rules)
        menu.layout(in: Size(width: 750, height: 700))
        XCTAssertEqual(menu.menuMode, .docked, "at 700 and up it docks; an 800 overlay width counts as 700")
        menu.layout(in: Size(width: 699, height: 700))
        XCTAssertEqual(menu.menuMode, .overlay)
    }

    func testDroppingTheRulesWhileDockedHidesTheMenuAsGoingToOverlayDoes() {
        menu.layout(in: Size(width: 1280, height: 800))
        XCTAssertEqual(menu.reveal.state, .open(.leading))
        menu.adoptDocking(nil)
        XCTAssertEqual(menu.menuMode, .overlay)
        XCTAssertEqual(menu.reveal.state, .closed, "not left open as a modal overlay")
        menu.adoptDocking(Docking())
        XCTAssertEqual(menu.menuMode, .docked)
        XCTAssertEqual(menu.reveal.state, .open(.leading), "a fresh state shows the docked menu")
    }

    func testReplacingTheStyleMidHandleDragLeavesNoDragBehind() {
        menu.layout(in: Size(width: 1280, height: 800))
        send(.pointerMove(Point(x: 317, y: 400)))
        send(.button(.primary, pressed: true))
        let other = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock)
        other.dockingState = DockingState()
        other.layout(in: Size(width: 1280, height: 800))
        interaction.style = other
        send(.button(.primary, pressed: false))
        send(.touchDown(id: 1, Point(x: 600, y: 500)))
        for step in 1...10 {
            clock.advance(to: clock.now + 0.016)
            send(.touchMove(id: 1, Point(x: 600 - 30 * Double(step), y: 500)))
        }
        XCTAssertEqual(other.menuWidth, 320, "the finger does not drag a handle it never pressed")
        XCTAssertEqual(other.reveal.state, .tracking, "it moves the new style's menu")
    }
}
