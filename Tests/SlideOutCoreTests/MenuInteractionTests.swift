import XCTest
@testable import SlideOutCore

/// Keyboard focus over rows the host declares, on either side's menu;
/// cursor shapes; hover and press feedback.
final class MenuInteractionTests: XCTestCase {
    private final class Rows: MenuContent {
        let menuRows = [Layer(name: "row0"), Layer(name: "row1")]
        var buttons: [Layer] = []
        var chosen: [Int] = []
        var tapped: [String] = []
        /// A tapped button goes (a back button that pops its screen).
        var dropsTappedButtons = false

        init() {
            for row in menuRows { row.bounds = Rect(x: 0, y: 0, width: 100, height: 40) }
        }

        func chooseMenuRow(at index: Int) { chosen.append(index) }

        func handleTap(on layer: Layer) {
            tapped.append(layer.name)
            if dropsTappedButtons { buttons.removeAll { $0 === layer } }
        }
    }

    private let clock = AnimationClock()

    private func press(_ key: Key, _ modifiers: KeyModifiers = [], on interaction: MenuInteraction) {
        interaction.handle(InputEvent(time: clock.now, kind: .key(key, pressed: true, modifiers: modifiers)))
    }

    /// Esc closes, F9 and Ctrl+M (with any other modifiers) toggle by
    /// default; a host that rebinds or empties a command gets only its own keys.
    func testTheHostChoosesTheShortcuts() {
        let push = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock, parameters: .uncapped)
        push.layout(in: Size(width: 800, height: 600))
        let interaction = MenuInteraction(style: push, content: Rows())
        func isOpen(after key: Key, _ modifiers: KeyModifiers = []) -> Bool {
            press(key, modifiers, on: interaction)
            clock.advance(to: clock.now + 1)
            return push.reveal.isOpen
        }
        XCTAssertEqual(interaction.shortcuts, MenuShortcuts(close: [KeyShortcut(.escape)],
                                                            toggle: [KeyShortcut(.f9), KeyShortcut(.m, modifiers: .control)]))
        XCTAssertTrue(isOpen(after: .f9))
        XCTAssertFalse(isOpen(after: .escape))
        XCTAssertFalse(isOpen(after: .m), "M alone is no shortcut")
        XCTAssertTrue(isOpen(after: .m, .control))
        XCTAssertFalse(isOpen(after: .m, [.control, .shift]))

        interaction.shortcuts = MenuShortcuts(close: [], toggle: [KeyShortcut(.named("f1"), modifiers: .alt)])
        XCTAssertFalse(isOpen(after: .f9), "F9 is no longer bound")
        XCTAssertFalse(isOpen(after: .named("f1")), "the modifier is required")
        XCTAssertTrue(isOpen(after: .named("f1"), .alt))
        XCTAssertTrue(isOpen(after: .escape), "closing by key is turned off")
        XCTAssertFalse(isOpen(after: .named("f1"), .alt))
    }

    /// A key press says whether the menu acted on it, so a host embedding
    /// the menu keeps the others: letters, Esc with the menu closed, arrows
    /// with nothing to move to, Enter with nothing focused.
    func testAKeyPressSaysWhetherTheMenuActedOnIt() {
        let push = PushMenu(content: Layer(name: "content"), menu: Layer(name: "menu"), clock: clock, parameters: .uncapped)
        push.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        let interaction = MenuInteraction(style: push, content: rows)
        func acts(on key: Key, _ modifiers: KeyModifiers = []) -> Bool {
            let acted = interaction.handle(InputEvent(time: clock.now, kind: .key(key, pressed: true, modifiers: modifiers)))
            clock.advance(to: clock.now + 1)
            return acted
        }
        XCTAssertFalse(acts(on: .named("a")), "a letter is the host's")
        XCTAssertFalse(acts(on: .escape), "Esc with the menu closed is the host's")
        XCTAssertFalse(acts(on: .down), "no rows to move over while closed")
        XCTAssertFalse(acts(on: .enter), "nothing focused")
        XCTAssertFalse(acts(on: .m), "M alone is no shortcut")
        XCTAssertTrue(acts(on: .f9))
        XCTAssertTrue(push.reveal.isOpen)
        XCTAssertTrue(acts(on: .down), "the focus moves to a row")
        XCTAssertTrue(acts(on: .enter), "the focused row is chosen")
        XCTAssertEqual(rows.chosen, [0])
        XCTAssertFalse(acts(on: .named("a")))
        XCTAssertTrue(acts(on: .escape), "Esc closes the open menu")
        XCTAssertFalse(push.reveal.isOpen)
    }

    func testUpDownAndEnterWorkOnTheRightPanel() {
        let panels = PanelsMenu(center: Layer(), clock: clock) { _ in Layer() }
        panels.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        let interaction = MenuInteraction(style: panels, content: rows)
        var reports: [Int] = []
        interaction.onReport = { if case .chose(let row) = $0 { reports.append(row) } }
        panels.reveal.toggle(.trailing)
        clock.advance(to: clock.now + 1)
        XCTAssertEqual(panels.reveal.state, .open(.trailing))
        press(.down, on: interaction)
        press(.down, on: interaction)
        press(.up, on: interaction)
        XCTAssertEqual(interaction.focus.index, 0)
        XCTAssertTrue(interaction.focus.ring.superlayer === rows.menuRows[0], "the ring shows on the focused row")
        press(.enter, on: interaction)
        XCTAssertEqual(rows.chosen, [0])
        XCTAssertEqual(reports, [0])
    }

    /// Found by StyleFuzzTests: a press on a content button, the window
    /// shrunk to nothing under it, and the release still tapped the button.
    func testATapOutsideTheViewIsNoTap() {
        let content = Layer(name: "content")
        let button = Layer(name: "button")
        button.acceptsInput = true
        button.frame = Rect(x: 50, y: 50, width: 60, height: 40)
        content.addSublayer(button)
        let push = PushMenu(content: content, menu: Layer(name: "menu"), clock: clock, parameters: .uncapped)
        push.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        let interaction = MenuInteraction(style: push, content: rows)
        var taps: [Layer] = []
        interaction.onReport = { if case .tap(let target) = $0 { taps.append(target) } }
        func send(_ kind: InputEvent.Kind) { interaction.handle(InputEvent(time: clock.now, kind: kind)) }
        send(.pointerMove(Point(x: 60, y: 60)))
        send(.button(.primary, pressed: true))
        push.layout(in: Size(width: 0, height: 0))
        send(.button(.primary, pressed: false))
        XCTAssertTrue(taps.isEmpty, "the window shrank away from under the press")
        push.layout(in: Size(width: 800, height: 600))
        send(.button(.primary, pressed: true))
        send(.button(.primary, pressed: false))
        XCTAssertEqual(taps.count, 1)
        XCTAssertTrue(taps.first === button, "the report carries the layer tapped")
    }

    func testFocusIsClearedWhenTheMenuCloses() {
        let push = PushMenu(content: Layer(), menu: Layer(), clock: clock, parameters: .uncapped)
        push.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        let interaction = MenuInteraction(style: push, content: rows)
        push.reveal.jump(to: 1)
        press(.down, on: interaction)
        XCTAssertEqual(interaction.focus.index, 0)
        press(.escape, on: interaction)
        XCTAssertNil(interaction.focus.index)
        XCTAssertEqual(push.reveal.heading, .closed)
    }

    func testCursorIsAHandOverRowsAClosedHandWhileDraggingAndAnArrowElsewhere() {
        let menuLayer = Layer(name: "menu")
        let push = PushMenu(content: Layer(name: "content"), menu: menuLayer, clock: clock, parameters: .uncapped)
        push.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        for (index, row) in rows.menuRows.enumerated() {
            row.acceptsInput = true
            row.frame = Rect(x: 0, y: 44 + 40 * Double(index), width: 600, height: 40)
            menuLayer.addSublayer(row)
        }
        push.reveal.jump(to: 1)
        let interaction = MenuInteraction(style: push, content: rows)
        var shapes: [CursorShape] = []
        interaction.onCursorChange = { shapes.append($0) }
        func send(_ kind: InputEvent.Kind, at time: Double) { interaction.handle(InputEvent(time: time, kind: kind)) }
        send(.pointerMove(Point(x: 100, y: 400)), at: 0)
        XCTAssertEqual(shapes, [], "the menu's bare background stops clicks but does nothing: still the arrow")
        send(.pointerMove(Point(x: 100, y: 60)), at: 0)
        XCTAssertEqual(shapes.last, .pointingHand, "over a row")
        send(.button(.primary, pressed: true), at: 0.1)
        send(.pointerMove(Point(x: 60, y: 60)), at: 0.15)
        send(.pointerMove(Point(x: 20, y: 60)), at: 0.2)
        XCTAssertEqual(shapes.last, .grabbing, "dragging the menu")
        send(.button(.primary, pressed: false), at: 0.25)
        clock.advance(to: 2)
        send(.pointerMove(Point(x: 700, y: 500)), at: 2)
        XCTAssertEqual(shapes.last, .arrow, "over nothing that acts on a click")
    }

    /// A push menu open over 800 x 600 with two 40-point rows at y 44 and 84,
    /// and a content button at (690...750, 280...320) once pushed; its interaction fades on `clock`.
    private func openMenuWithRowsAndAButton() -> (MenuInteraction, Rows, button: Layer) {
        let menuLayer = Layer(name: "menu")
        let content = Layer(name: "content")
        let push = PushMenu(content: content, menu: menuLayer, clock: clock, parameters: .uncappedDrawer)
        push.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        for (index, row) in rows.menuRows.enumerated() {
            row.acceptsInput = true
            row.frame = Rect(x: 0, y: 44 + 40 * Double(index), width: 600, height: 40)
            row.addSublayer(Layer(name: "title"))
            menuLayer.addSublayer(row)
        }
        let button = Layer(name: "button")
        button.acceptsInput = true
        button.frame = Rect(x: 50, y: 280, width: 60, height: 40)
        content.addSublayer(button)
        rows.buttons = [button]
        push.reveal.jump(to: 1)
        return (MenuInteraction(style: push, content: rows, clock: clock), rows, button)
    }

    private func tint(of row: Layer) -> Layer? { row.sublayers.first { $0.name == "highlight" } }

    func testAPressedRowTintsUnderItsTextAndFadesAfterTheChoice() {
        let (interaction, rows, _) = openMenuWithRowsAndAButton()
        func send(_ kind: InputEvent.Kind) { interaction.handle(InputEvent(time: clock.now, kind: kind)) }
        send(.pointerMove(Point(x: 100, y: 100)))
        XCTAssertEqual(tint(of: rows.menuRows[1])?.opacity, PointerFeedback.Level.hovered.rawValue, "hover tints")
        XCTAssertTrue(rows.menuRows[1].sublayers.first === tint(of: rows.menuRows[1]), "under the row's text")
        send(.button(.primary, pressed: true))
        XCTAssertEqual(tint(of: rows.menuRows[1])?.opacity, 1, "pressed")
        XCTAssertEqual(tint(of: rows.menuRows[1])?.backgroundColor, rows.rowHighlight)
        send(.button(.primary, pressed: false))
        XCTAssertEqual(rows.chosen, [1])
        XCTAssertEqual(tint(of: rows.menuRows[1])?.opacity, 1, "the choice shows before it fades")
        XCTAssertFalse(clock.isIdle, "the fade draws frames")
        XCTAssertFalse(clock.hasMotion, "but is no motion: hosts report settling without it")
        clock.advance(to: clock.now + PointerFeedback.fadeDuration / 2)
        let halfway = tint(of: rows.menuRows[1])?.opacity ?? 0
        XCTAssertTrue(halfway > 0 && halfway < 1, "fading: \(halfway)")
        clock.advance(to: clock.now + PointerFeedback.fadeDuration)
        XCTAssertNil(tint(of: rows.menuRows[1]), "gone once faded")
    }

    /// Found by the fuzz helper: after a resize the ring and a hovered row's
    /// tint kept the rows' old width.
    func testTheFocusRingAndARowsTintFollowTheRowsNewSize() {
        let (interaction, rows, _) = openMenuWithRowsAndAButton()
        press(.down, on: interaction)
        interaction.handle(InputEvent(time: clock.now, kind: .pointerMove(Point(x: 100, y: 100))))
        XCTAssertTrue(interaction.focus.ring.superlayer === rows.menuRows[0])
        XCTAssertEqual(interaction.focus.ring.frame, Rect(x: 2, y: 2, width: 596, height: 36))
        XCTAssertEqual(tint(of: rows.menuRows[1])?.frame, Rect(x: 0, y: 0, width: 600, height: 40))

        // The host lays the rows out for a narrower window, then tells the interaction.
        for row in rows.menuRows { row.bounds.size.width = 300 }
        interaction.layoutChanged()
        XCTAssertEqual(interaction.focus.ring.frame, Rect(x: 2, y: 2, width: 296, height: 36))
        XCTAssertEqual(tint(of: rows.menuRows[1])?.frame, Rect(x: 0, y: 0, width: 300, height: 40))

        // A window too small for the menu: empty, never negative.
        for row in rows.menuRows { row.bounds.size.width = 0 }
        interaction.layoutChanged()
        XCTAssertEqual(interaction.focus.ring.frame, Rect(x: 2, y: 2, width: 0, height: 36))
    }

    /// With the menu closed, Tab walks the host's buttons that show (a
    /// hidden one, or one in a hidden group, is skipped), the ring sits
    /// around the focused one, and Enter presses it as a click would;
    /// opening the menu takes the focus off it, for the rows.
    func testTabWalksTheShownButtonsWhileClosedAndEnterPressesThem() {
        let menuLayer = Layer(name: "menu")
        let content = Layer(name: "content")
        let push = PushMenu(content: content, menu: menuLayer, clock: clock, parameters: .uncappedDrawer)
        push.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        rows.menuRows.forEach(menuLayer.addSublayer)
        let hiddenGroup = Layer(name: "hiddenGroup")
        hiddenGroup.isHidden = true
        content.addSublayer(hiddenGroup)
        rows.buttons = ["first", "hidden", "inHiddenGroup", "second"].map { name in
            let button = Layer(name: name)
            button.acceptsInput = true
            button.frame = Rect(x: 10, y: 10, width: 60, height: 30)
            (name == "inHiddenGroup" ? hiddenGroup : content).addSublayer(button)
            return button
        }
        rows.buttons[1].isHidden = true
        let interaction = MenuInteraction(style: push, content: rows, clock: clock)
        var taps: [String] = []
        interaction.onReport = { if case .tap(let target) = $0 { taps.append(target.name) } }

        press(.tab, on: interaction)
        XCTAssertTrue(interaction.focus.layer === rows.buttons[0])
        XCTAssertEqual(interaction.focus.ring.frame, Rect(x: -3, y: -3, width: 66, height: 36), "around the button")
        press(.tab, on: interaction)
        XCTAssertTrue(interaction.focus.layer === rows.buttons[3], "hidden buttons are skipped")
        press(.tab, on: interaction)
        XCTAssertTrue(interaction.focus.layer === rows.buttons[0], "wraps")
        interaction.handle(InputEvent(time: clock.now, kind: .key(.tab, pressed: true, modifiers: [.shift])))
        XCTAssertTrue(interaction.focus.layer === rows.buttons[3], "Shift+Tab goes back")
        press(.enter, on: interaction)
        XCTAssertEqual(taps, ["second"])
        XCTAssertEqual(rows.tapped, ["second"])
        XCTAssertEqual(push.reveal.state, .closed)

        press(.f9, on: interaction)
        XCTAssertNil(interaction.focus.layer, "an opening menu takes the focus off the button")
        press(.tab, on: interaction)
        XCTAssertNil(interaction.focus.layer, "nothing takes it while the menu moves")
        clock.advance(to: clock.now + 1)
        XCTAssertEqual(push.reveal.state, .open(.leading))
        press(.tab, on: interaction)
        XCTAssertTrue(interaction.focus.layer === rows.menuRows[0])
        XCTAssertEqual(interaction.focus.ring.frame, Rect(x: 2, y: 2, width: 96, height: 36), "inside the row")

        press(.escape, on: interaction)
        XCTAssertTrue(interaction.focus.layer === rows.buttons[3],
                      "the menu heading closed gives the focus back to the button that had it as it opened")
        XCTAssertEqual(interaction.focus.ring.frame, Rect(x: -3, y: -3, width: 66, height: 36), "around the button")
        clock.advance(to: clock.now + 1)
        press(.f9, on: interaction)
        press(.f9, on: interaction)
        XCTAssertTrue(interaction.focus.layer === rows.buttons[3], "and again, the menu turned back mid-way")

        // The button gone by the time the menu closes (a choice pushed a
        // screen over it), the screen's first button takes the focus.
        clock.advance(to: clock.now + 1)
        press(.f9, on: interaction)
        rows.buttons[3].isHidden = true
        press(.escape, on: interaction)
        XCTAssertTrue(interaction.focus.layer === rows.buttons[0])
    }

    /// A focused button the host stops offering (a back button whose press
    /// popped its screen) loses the focus.
    func testAFocusedButtonTheHostDropsLosesTheFocus() {
        let content = Layer(name: "content")
        let push = PushMenu(content: content, menu: Layer(name: "menu"), clock: clock, parameters: .uncapped)
        push.layout(in: Size(width: 800, height: 600))
        let rows = Rows()
        let back = Layer(name: "backButton")
        back.acceptsInput = true
        back.frame = Rect(x: 10, y: 10, width: 60, height: 30)
        content.addSublayer(back)
        rows.buttons = [back]
        rows.dropsTappedButtons = true
        let interaction = MenuInteraction(style: push, content: rows, clock: clock)
        press(.tab, on: interaction)
        XCTAssertTrue(interaction.focus.layer === back)
        press(.enter, on: interaction)
        XCTAssertEqual(rows.tapped, ["backButton"])
        XCTAssertNil(interaction.focus.layer)
    }

    func testAPressedButtonDimsAndComesBackAndADragClearsFeedback() {
        let (interaction, rows, button) = openMenuWithRowsAndAButton()
        func send(_ kind: InputEvent.Kind) { interaction.handle(InputEvent(time: clock.now, kind: kind)) }
        send(.pointerMove(Point(x: 700, y: 300)))
        send(.button(.primary, pressed: true))
        XCTAssertEqual(button.opacity, PointerFeedback.pressedButtonOpacity, accuracy: 1e-12)
        send(.button(.primary, pressed: false))
        clock.advance(to: clock.now + 1)
        XCTAssertGreaterThan(button.opacity, PointerFeedback.pressedButtonOpacity, "back to the hover level")
        XCTAssertLessThan(button.opacity, 1, "the pointer still rests on it")
        send(.pointerMove(Point(x: 200, y: 560)))
        clock.advance(to: clock.now + 1)
        XCTAssertEqual(button.opacity, 1, "the pointer left")

        send(.pointerMove(Point(x: 100, y: 60)))
        send(.button(.primary, pressed: true))
        XCTAssertNotNil(tint(of: rows.menuRows[0]))
        send(.pointerMove(Point(x: 60, y: 60)))
        XCTAssertNil(tint(of: rows.menuRows[0]), "a drag is no press on the row")
        send(.button(.primary, pressed: false))
    }
}
