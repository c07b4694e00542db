/// Turns raw input events into calls on any style's reveal: taps (hit-tested
/// on the layer tree), horizontal pans (by the primary button or one finger;
/// a finger from the leading edge swipes the menu in) and trackpad swipes
/// that track 1:1, wheel notches that page, and the keyboard (`shortcuts`
/// close and toggle the menu, Up/Down/Tab move the focus over the open menu's
/// rows and Enter chooses; with the menu closed, Tab moves it over the host's
/// visible buttons and Enter presses one as a click would). Rows and buttons
/// under the pointer show hover and press feedback.
///
/// A docked menu (`DockableMenuStyle`) is no modal: a mouse drag is the
/// content's own (a finger, a swipe, the wheel and the keys still show and
/// hide the menu), Tab walks the rows and the buttons together, and the
/// menu's trailing edge is a handle that drags its width (a double-click
/// restores the default).
package final class MenuInteraction {
    /// The style events drive; changing it cancels any gesture in progress.
    /// The style left is not called again: its host may already have let go
    /// of what its callbacks reach.
    package var style: any MenuStyle {
        didSet {
            resetGestures()
            (style as? any AppearanceFollowingStyle)?.adopt(appearance)
        }
    }
    /// The appearance the library's own colours take: the focus ring, the
    /// row highlight (where the content keeps the library's), the style's.
    package var appearance = Appearance.light {
        didSet {
            focus.adopt(appearance)
            (style as? any AppearanceFollowingStyle)?.adopt(appearance)
        }
    }
    /// The host's rows and buttons (held weakly: the host owns them).
    package weak var content: (any MenuContent)?
    /// Receives what happened.
    package var onReport: ((MenuReport) -> Void)?
    /// Receives the cursor the pointer should show, when it changes.
    package var onCursorChange: ((CursorShape) -> Void)?
    /// The keys that close and toggle the menu (Esc; F9, Ctrl+M by default).
    package var shortcuts = MenuShortcuts()
    /// The keyboard focus over the menu's rows.
    package let focus = MenuFocus()
    /// The button that had the focus when the menu began to open (`keepFocusWhereItShows`).
    private weak var focusToRestore: Layer?
    /// Hover and press feedback on rows and buttons; nil without a clock.
    package let feedback: PointerFeedback?
    private var tap = TapGestureRecognizer()
    private var pan = PanGestureRecognizer(axis: .horizontal)
    private var scroll = ScrollClassifier()
    private var pointer = Point.zero
    /// The one press the recognizers follow: the primary button's or one finger's.
    private var press: Press?
    private var hoveredLayer: Layer?
    private var cursor = CursorShape.arrow
    /// The docked menu's handle, which presses on it drag.
    private var handle = DockHandle()

    /// Drives `style`, acting on `content`'s rows and buttons; with a
    /// `clock`, they show feedback that fades on it.
    package init(style: any MenuStyle, content: any MenuContent, clock: AnimationClock? = nil) {
        self.style = style
        self.content = content
        feedback = clock.map(PointerFeedback.init(clock:))
    }

    private var reveal: RevealController { style.reveal }

    /// True while the style's menu is docked beside the content.
    private var isDocked: Bool { style.menuMode == .docked }

    /// True where `point` lies on the shown docked menu's handle.
    private func isOnHandle(_ point: Point) -> Bool {
        DockHandle.contains(point, of: style, height: style.rootLayer.bounds.height)
    }

    /// When a trackpad swipe will end by silence, if one is under way.
    package var deadline: Double? { scroll.deadline }

    /// True while a pointer gesture or swipe is in progress.
    package var isTracking: Bool { pan.isActive || scroll.isSwiping }

    /// Ends a trackpad swipe whose silence has run out.
    package func expire(at time: Double) {
        handleScroll(scroll.expire(at: time))
    }

    /// Fits the focus ring and a row's feedback to their rows again; the
    /// host calls it once the style and its rows are laid out anew.
    package func layoutChanged() {
        focus.refit()
        feedback?.refit()
    }

    /// Acts on one event; false for a key press the menu does nothing with
    /// (a key that is no shortcut, Esc while the menu is closed), which the
    /// host may keep for itself.
    @discardableResult
    package func handle(_ event: InputEvent) -> Bool {
        defer { updateCursor(for: event) }
        switch event.kind {
        case .pointerMove(let location):
            pointer = location
            trackPress(to: location, time: event.time, by: .mouse)
            if press == nil { hover(feedbackTarget(at: location)) }
        case .button(.primary, pressed: true):
            beginPress(at: pointer, time: event.time, by: .mouse)
        case .button(.primary, pressed: false):
            endPress(at: event.time, by: .mouse)
        case .touchDown(let id, let location):
            beginPress(at: location, time: event.time, by: .finger(id))
        case .touchMove(let id, let location):
            trackPress(to: location, time: event.time, by: .finger(id))
        case .touchUp(let id):
            endPress(at: event.time, by: .finger(id))
        case .touchCancel(let id):
            cancelPress(by: .finger(id))
        case .scroll(let dx, let dy):
            handleScroll(scroll.scroll(dx: dx, dy: dy, time: event.time))
        case .sourcedScroll(let dx, let dy, let source):
            handleScroll(scroll.scroll(dx: dx, dy: dy, source: source, time: event.time))
        case .scrollStop:
            handleScroll(scroll.stop(at: event.time))
        case .key(let key, pressed: true, let modifiers):
            guard handleKey(key, modifiers: modifiers) else { return false }
        default:
            return true
        }
        keepFocusWhereItShows()
        return true
    }

    /// Rows keep the focus only while the menu rests open, buttons only
    /// while it rests closed or animates closed (or is docked: it covers
    /// nothing; not while a drag or swipe, which may yet open it, tracks) and
    /// the host still offers them (a pressed back button may have popped its
    /// screen). A button that loses the focus as the menu opens gets it back
    /// once the menu closes again, as a menu button does when its menu
    /// closes: the keyboard goes on from where it left.
    private func keepFocusWhereItShows() {
        let headsClosed = reveal.state == .closed || reveal.state == .animating(toward: .closed)
        if let focused = focus.layer, rowIndex(of: focused) != nil ? !reveal.isOpen
            : (!headsClosed && !isDocked) || content?.buttons.contains(where: { $0 === focused }) != true {
            if !headsClosed, !isDocked, content?.buttons.contains(where: { $0 === focused }) == true {
                focusToRestore = focused
            }
            focus.clear()
        }
        guard focus.layer == nil, headsClosed, let button = focusToRestore else { return }
        focusToRestore = nil
        // The button gone (a row's choice pushed a screen over it), the screen's first takes the focus.
        let shown = visibleButtons
        if let restored = shown.first(where: { $0 === button }) ?? shown.first {
            focus.move(by: 0, among: [restored], wrapping: false, placement: { _ in .around })
        }
    }

    /// Presses a row or button as a click on it would (assistive
    /// technology's action): the same report, choice or tap follows.
    package func perform(_ target: AccessibleNode.Target) {
        guard let content else { return }
        switch target {
        case .row(let index) where index < content.menuRows.count: handleTap(on: content.menuRows[index])
        case .button(let index) where index < content.buttons.count: handleTap(on: content.buttons[index])
        default: return
        }
        keepFocusWhereItShows()
    }

    /// What assistive technology sees of the style and the host's rows and
    /// buttons now, in a window titled `title` of `viewSize` points.
    package func accessibleTree(application: String, title: String, viewSize: Size, isActive: Bool) -> AccessibleTree {
        guard let content else { return AccessibleTree(application: application) }
        return AccessibleTree(application: application, title: title, viewSize: viewSize, isActive: isActive,
                              style: style, content: content, focused: focus.layer)
    }

    private func resetGestures() {
        tap.cancel()
        pan = PanGestureRecognizer(axis: .horizontal)
        scroll = ScrollClassifier()
        press = nil
        handle.reset()
        hoveredLayer = nil
        feedback?.clear()
        focus.clear()
        focusToRestore = nil
    }

    /// What presses: the primary mouse button, or the finger with a touch id.
    private enum Presser: Equatable {
        case mouse
        case finger(Int)
    }

    /// A press under way: who pressed, where it is now, the layer it went
    /// down on, and whether it went down on the docked menu's handle.
    private struct Press {
        var presser: Presser
        var location: Point
        var layer: Layer?
        var onHandle = false
    }

    /// A press by the primary button or a finger: both tap and drag alike.
    /// Only one press is followed at a time: a second finger, or the mouse
    /// while a finger is down (and the other way round), is ignored until it
    /// lifts. A finger within `PanGestureRecognizer.edgeWidth` of the leading
    /// edge swipes the menu in even where it lands on a button. On a docked
    /// menu's handle a press drags the width instead; the mouse drags nothing else there.
    private func beginPress(at location: Point, time: Double, by presser: Presser) {
        guard press == nil else { return }
        if isOnHandle(location), let docked = style as? any DockableMenuStyle {
            press = Press(presser: presser, location: location, layer: nil, onHandle: true)
            handle.press(at: location, time: time, on: docked)
            return
        }
        let layer = style.rootLayer.hitTest(location)
        press = Press(presser: presser, location: location, layer: layer)
        tap.pointerDown(at: location, time: time)
        if presser != .mouse || !isDocked {
            pan.pointerDown(at: location, time: time,
                            fromEdge: presser != .mouse && location.x < PanGestureRecognizer.edgeWidth)
        }
        hoveredLayer = nil
        if let layer, let isRow = feedbackKind(of: layer) {
            showFeedback(on: layer, asRow: isRow, level: .pressed)
        }
    }

    /// The press moved: a drag tracks 1:1 once past the threshold.
    private func trackPress(to location: Point, time: Double, by presser: Presser) {
        guard press?.presser == presser else { return }
        press?.location = location
        if press?.onHandle == true {
            if let docked = style as? any DockableMenuStyle { handle.move(to: location, on: docked) }
            return
        }
        tap.pointerMoved(to: location)
        handlePan(pan.pointerMoved(to: location, time: time))
    }

    /// The press lifted where it last moved: a drag settles by the style's
    /// release rule with the release velocity, or a tap acts on what it went down on.
    private func endPress(at time: Double, by presser: Presser) {
        guard let ended = press, ended.presser == presser else { return }
        press = nil
        if ended.onHandle {
            handle.release()
            return
        }
        let location = ended.location
        let wasPanning = pan.isActive
        handlePan(pan.pointerUp(at: location, time: time))
        let pressed = ended.layer
        defer { settleFeedback(chose: pressed.flatMap(rowIndex(of:)) != nil, hovering: presser == .mouse) }
        // A tap lands in the view: what lies outside it (after the window shrank) is not on screen.
        guard !wasPanning, let tapped = tap.pointerUp(at: location, time: time), let pressed,
              style.rootLayer.frame.contains(tapped),
              style.rootLayer.hitTest(tapped) === pressed else { return }
        handleTap(on: pressed)
    }

    /// The window system took the press away: no tap, and a drag animates
    /// back to where it began.
    private func cancelPress(by presser: Presser) {
        guard let cancelled = press, cancelled.presser == presser else { return }
        press = nil
        if cancelled.onHandle {
            handle.cancel(on: style as? any DockableMenuStyle)
            return
        }
        let wasPanning = pan.isActive
        tap.cancel()
        pan.cancel()
        if wasPanning { reveal.cancelTracking() }
        feedback?.fade(to: .none)
    }

    /// The row (true) or button (false) that `layer` is, if it shows feedback.
    private func feedbackKind(of layer: Layer) -> Bool? {
        if rowIndex(of: layer) != nil { return true }
        return content?.buttons.contains { $0 === layer } == true ? false : nil
    }

    private func feedbackTarget(at point: Point) -> Layer? {
        style.rootLayer.hitTest(point).flatMap { feedbackKind(of: $0) == nil ? nil : $0 }
    }

    private func showFeedback(on layer: Layer, asRow: Bool, level: PointerFeedback.Level) {
        feedback?.show(layer, asRow: asRow, level: level, rowTint: rowTint)
    }

    /// The content's row highlight; the library's own (the content's
    /// default) follows the appearance.
    private var rowTint: Color {
        guard let highlight = content?.rowHighlight else { return .clear }
        return highlight == Appearance.light.rowHighlight ? appearance.rowHighlight : highlight
    }

    /// The pointer rests over `layer` (nil: over nothing clickable).
    private func hover(_ layer: Layer?) {
        guard layer !== hoveredLayer, !pan.isActive else { return }
        hoveredLayer = layer
        if let layer, let isRow = feedbackKind(of: layer) {
            showFeedback(on: layer, asRow: isRow, level: .hovered)
        } else {
            feedback?.fade(to: .none)
        }
    }

    /// After a release the press fades: to the hover tint while the pointer
    /// still rests on it (`hovering`: a finger that lifted hovers nothing),
    /// out entirely after a row was chosen (the choice moves the menu away,
    /// as `deselectRow(animated:)` follows a selection).
    private func settleFeedback(chose: Bool, hovering: Bool) {
        let under = chose || !hovering ? nil : feedbackTarget(at: pointer)
        if let under, under === feedback?.target {
            hoveredLayer = under
            feedback?.fade(to: .hovered)
        } else {
            hoveredLayer = nil
            feedback?.fade(to: .none)
        }
    }

    /// A closed hand while dragging, a pointing hand over what a click acts
    /// on, the resize arrows over (and while dragging) a docked menu's handle.
    private func updateCursor(for event: InputEvent) {
        switch event.kind {
        case .pointerMove, .button: break
        default: return
        }
        let hit = style.rootLayer.hitTest(pointer)
        let onHandle = press.map { $0.onHandle && $0.presser == .mouse } ?? isOnHandle(pointer)
        let shape: CursorShape = onHandle ? .resizeLeftRight : pan.isActive ? .grabbing
            : hit.map { $0.tapRole != .inert } ?? false ? .pointingHand : .arrow
        guard shape != cursor else { return }
        cursor = shape
        onCursorChange?(shape)
    }

    private func handleTap(on layer: Layer) {
        onReport?(.tap(target: layer))
        if style.handleTap(on: layer) { return }
        if let index = rowIndex(of: layer) {
            choose(index)
        } else {
            content?.handleTap(on: layer)
        }
    }

    private func rowIndex(of layer: Layer) -> Int? {
        content?.menuRows.firstIndex { $0 === layer }
    }

    private func handlePan(_ update: PanGestureRecognizer.Update) {
        switch update {
        case .none:
            return
        case .began(let translation):
            tap.cancel()
            hoveredLayer = nil
            feedback?.clear()
            reveal.beginTracking()
            reveal.updateTracking(translation: translation)
        case .changed(let translation):
            reveal.updateTracking(translation: translation)
        case .ended(let translation, let velocity):
            reveal.updateTracking(translation: translation)
            reveal.endTracking(velocity: velocity)
        }
    }

    private func handleScroll(_ output: ScrollClassifier.Output) {
        switch output {
        case .none:
            return
        case .swipeEnded(_, _, let velocityX, _):
            reveal.endTracking(velocity: velocityX)
        case .wheel(let dx, let dy):
            reveal.page(by: dy > 0 || dx > 0 ? 1 : -1)
        case .swipeBegan(let dx, _):
            reveal.beginTracking()
            reveal.updateTracking(translation: dx)
        case .swipeChanged(let dx, _):
            reveal.updateTracking(translation: dx)
        }
    }

    /// Acts on a key press; false when it does nothing with it.
    private func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        if shortcuts.close.contains(where: { $0.matches(key, held: modifiers) }) {
            guard reveal.state != .closed else { return false }
            reveal.close()
            return true
        }
        if shortcuts.toggle.contains(where: { $0.matches(key, held: modifiers) }) {
            reveal.toggle()
            return true
        }
        let rows = content?.menuRows ?? []
        switch key {
        // The arrow pointing inward from the menu's (leading) side opens it, the other closes it.
        case .right where reveal.state == .closed: reveal.open()
        case .left where reveal.isOpen: reveal.close()
        case .down where reveal.isOpen && !rows.isEmpty: focus.move(by: 1, among: rows, wrapping: false)
        case .up where reveal.isOpen && !rows.isEmpty: focus.move(by: -1, among: rows, wrapping: false)
        // Docked, the menu covers nothing: Tab walks its rows and the buttons beside it.
        case .tab where reveal.isOpen:
            let buttons = isDocked ? visibleButtons : []
            guard !(rows + buttons).isEmpty else { return false }
            focus.move(by: modifiers.contains(.shift) ? -1 : 1, among: rows + buttons, wrapping: true,
                       placement: { layer in buttons.contains { $0 === layer } ? .around : .inside })
        case .tab where reveal.state == .closed:
            guard !visibleButtons.isEmpty else { return false }
            focus.move(by: modifiers.contains(.shift) ? -1 : 1, among: visibleButtons, wrapping: true,
                       placement: { _ in .around })
        case .enter where reveal.isOpen || reveal.state == .closed:
            guard let focused = focus.layer else { return false }
            if let row = rowIndex(of: focused), reveal.isOpen {
                choose(row)
            } else if visibleButtons.contains(where: { $0 === focused }) {
                handleTap(on: focused)
            } else {
                return false
            }
        default: return false
        }
        return true
    }

    /// The host's buttons that show on screen now, in the host's order.
    private var visibleButtons: [Layer] {
        (content?.buttons ?? []).filter { button in
            var layer: Layer? = button
            while let current = layer, current !== style.rootLayer {
                if current.isHidden || current.opacity == 0 { return false }
                layer = current.superlayer
            }
            return layer === style.rootLayer && !style.rootLayer.isHidden
        }
    }

    /// Chooses row `index`; the focus stays on it while the menu stays (docked).
    private func choose(_ index: Int) {
        guard let content else { return }
        content.chooseMenuRow(at: index)
        onReport?(.chose(row: index))
    }
}
