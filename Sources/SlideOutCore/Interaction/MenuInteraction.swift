/// Turns raw input events into calls on any style's reveal: taps (hit-tested
/// on the layer tree), horizontal pans and trackpad swipes that track 1:1,
/// wheel notches that page, and the keyboard (Esc closes, F9 / Ctrl+M
/// toggles, Up/Down/Tab move the focus over the open menu's rows and Enter
/// chooses).
public final class MenuInteraction {
    /// What happened, for hosts that report it (traces, accessibility).
    public enum Report: Sendable {
        /// A tap landed on the layer named so.
        case tap(target: String)
        /// A menu row was chosen; the host named its item so.
        case chose(item: String)
    }

    /// The style events drive; changing it cancels any gesture in progress.
    public var style: any MenuStyle {
        didSet { resetGestures() }
    }
    /// The host's rows and buttons (held weakly: the host owns them).
    public weak var content: (any MenuContent)?
    /// Receives what happened.
    public var onReport: ((Report) -> Void)?
    /// Receives the cursor the pointer should show, when it changes.
    public var onCursorChange: ((CursorShape) -> Void)?
    /// The keyboard focus over the menu's rows.
    public let focus = MenuFocus()
    private var tap = TapGestureRecognizer()
    private var pan = PanGestureRecognizer(axis: .horizontal)
    private var scroll = ScrollClassifier()
    private var pointer = Point.zero
    private var pressedLayer: Layer?
    private var cursor = CursorShape.arrow

    /// Drives `style`, acting on `content`'s rows and buttons.
    public init(style: any MenuStyle, content: any MenuContent) {
        self.style = style
        self.content = content
    }

    private var reveal: RevealController { style.reveal }

    /// When a trackpad swipe will end by silence, if one is under way.
    public var deadline: Double? { scroll.deadline }

    /// True while a pointer gesture or swipe is in progress.
    public var isTracking: Bool { pan.isActive || scroll.isSwiping }

    /// Ends a trackpad swipe whose silence has run out.
    public func expire(at time: Double) {
        handleScroll(scroll.expire(at: time))
    }

    /// Acts on one event.
    public func handle(_ event: InputEvent) {
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
            content?.highlightMenuRow(at: pressedLayer.flatMap(rowIndex(of:)))
        case .button(.primary, pressed: false):
            let wasPanning = pan.isActive
            handlePan(pan.pointerUp(at: pointer, time: event.time))
            let pressed = pressedLayer
            pressedLayer = nil
            content?.highlightMenuRow(at: nil)
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
        if !reveal.isOpen { focus.clear() }
    }

    private func resetGestures() {
        tap.cancel()
        pan = PanGestureRecognizer(axis: .horizontal)
        scroll = ScrollClassifier()
        pressedLayer = nil
        focus.clear()
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
        onReport?(.tap(target: layer.name))
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
            content?.highlightMenuRow(at: nil)
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

    private func handleKey(_ key: Key, modifiers: KeyModifiers) {
        let rows = content?.menuRows ?? []
        switch key {
        case .escape: reveal.close()
        case .f9: reveal.toggle()
        case .m where modifiers.contains(.control): reveal.toggle()
        case .down where reveal.isOpen: focus.move(by: 1, among: rows, wrapping: false)
        case .up where reveal.isOpen: focus.move(by: -1, among: rows, wrapping: false)
        case .tab where reveal.isOpen:
            focus.move(by: modifiers.contains(.shift) ? -1 : 1, among: rows, wrapping: true)
        case .enter where reveal.isOpen:
            if let index = focus.index, index < rows.count { choose(index) }
        default: return
        }
    }

    private func choose(_ index: Int) {
        if let item = content?.chooseMenuRow(at: index) { onReport?(.chose(item: item)) }
        focus.clear()
    }
}
