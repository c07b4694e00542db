import SlideOutCore

/// Turns raw input events into what the demo does with them: taps (hit-tested
/// on the layer tree), horizontal pans and trackpad swipes that drive the
/// reveal 1:1, wheel notches that page, and the keyboard (Esc, F9 / Ctrl+M,
/// Up/Down/Tab focus and Enter in the open menu).
final class InputRouter {
    private let screen: any DemoScreen
    private let trace: Trace
    private let focus = MenuFocus()
    private var tap = TapGestureRecognizer()
    private var pan = PanGestureRecognizer(axis: .horizontal)
    private var scroll = ScrollClassifier()
    private var pointer = Point.zero
    private var pressedLayer: Layer?
    /// Receives the cursor the pointer should show, when it changes.
    var onCursorChange: ((CursorShape) -> Void)?
    private var cursor = CursorShape.arrow

    init(screen: any DemoScreen, trace: Trace) {
        self.screen = screen
        self.trace = trace
    }

    private var style: any MenuStyle { screen.style }

    /// When a trackpad swipe will end by silence, if one is under way.
    var deadline: Double? { scroll.deadline }

    /// True while a pointer gesture or swipe is in progress.
    var isTracking: Bool { pan.isActive || scroll.isSwiping }

    /// Ends a trackpad swipe whose silence has run out.
    func expire(at time: Double) {
        handleScroll(scroll.expire(at: time))
    }

    func handle(_ event: InputEvent) {
        defer { updateCursor(for: event) }
        switch event.kind {
        case .pointerMove(let location):
            pointer = location
            tap.pointerMoved(to: location)
            handlePan(pan.pointerMoved(to: location, time: event.time))
        case .button(.primary, pressed: true):
            tap.pointerDown(at: pointer, time: event.time)
            pan.pointerDown(at: pointer, time: event.time)
            pressedLayer = style.rootLayer.hitTest(pointer)
        case .button(.primary, pressed: false):
            let wasPanning = pan.isActive
            handlePan(pan.pointerUp(at: pointer, time: event.time))
            let pressed = pressedLayer
            pressedLayer = nil
            guard !wasPanning, let location = tap.pointerUp(at: pointer, time: event.time), let pressed,
                  style.rootLayer.hitTest(location) === pressed else { return }
            handleTap(on: pressed)
        case .scroll(let dx, let dy):
            handleScroll(scroll.scroll(dx: dx, dy: dy, time: event.time))
        case .sourcedScroll(let dx, let dy, let source):
            handleScroll(scroll.scroll(dx: dx, dy: dy, source: source, time: event.time))
        case .scrollStop:
            handleScroll(scroll.stop(at: event.time))
        case .key(let key, pressed: true, let modifiers):
            handleKey(key, modifiers: modifiers)
        default:
            return
        }
        if style.progress < 1 { focus.clear() }
    }

    /// A closed hand while dragging, a pointing hand over what a click acts on.
    private func updateCursor(for event: InputEvent) {
        switch event.kind {
        case .pointerMove, .button: break
        default: return
        }
        let shape: CursorShape = pan.isActive ? .grabbing
            : style.rootLayer.hitTest(pointer) != nil ? .pointingHand : .arrow
        guard shape != cursor else { return }
        cursor = shape
        onCursorChange?(shape)
    }

    private func handleTap(on layer: Layer) {
        trace.tap(target: layer.name)
        if style.handleTap(on: layer) { return }
        if let index = screen.menuRows.firstIndex(where: { $0 === layer }) {
            choose(index)
        } else {
            screen.handleTap(on: layer)
        }
    }

    private func handlePan(_ update: PanGestureRecognizer.Update) {
        switch update {
        case .none:
            return
        case .began:
            tap.cancel()
            style.beginInteractiveReveal()
        case .changed(let translation):
            style.updateInteractiveReveal(translation: translation)
        case .ended(let translation, let velocity):
            style.updateInteractiveReveal(translation: translation)
            style.endInteractiveReveal(velocity: velocity)
        }
    }

    private func handleScroll(_ output: ScrollClassifier.Output) {
        switch output {
        case .none:
            return
        case .swipeEnded(_, _, let velocityX, _):
            style.endInteractiveReveal(velocity: velocityX)
        case .wheel(let dx, let dy):
            style.page(by: dy > 0 || dx > 0 ? 1 : -1)
        case .swipeBegan(let dx, _):
            style.beginInteractiveReveal()
            style.updateInteractiveReveal(translation: dx)
        case .swipeChanged(let dx, _):
            style.updateInteractiveReveal(translation: dx)
        }
    }

    private func handleKey(_ key: Key, modifiers: KeyModifiers) {
        let menuOpen = style.stateName != "closed" && !style.isMoving
        switch key {
        case .escape: style.close()
        case .f9: style.toggle()
        case .m where modifiers.contains(.control): style.toggle()
        case .down where menuOpen: focus.move(by: 1, among: screen.menuRows, wrapping: false)
        case .up where menuOpen: focus.move(by: -1, among: screen.menuRows, wrapping: false)
        case .tab where menuOpen:
            focus.move(by: modifiers.contains(.shift) ? -1 : 1, among: screen.menuRows, wrapping: true)
        case .enter where menuOpen:
            if let index = focus.index { choose(index) }
        default: return
        }
    }

    private func choose(_ index: Int) {
        trace.select(item: screen.chooseMenuRow(at: index))
        focus.clear()
    }
}
