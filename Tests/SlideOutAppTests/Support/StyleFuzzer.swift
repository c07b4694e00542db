import Foundation
import SlideOutCore
@testable import SlideOutApp

/// What the fuzzer found wrong, and at which event: with the seed, the index replays it.
struct FuzzFailure: Error {
    let index: Int
    let message: String
}

/// Drives one rig as `MenuHost` does (the clock follows event times; a
/// frame expires swipes, advances the clock and takes snapshot requests;
/// a resize lays the style, then the host out) and checks it.
final class StyleFuzzer {
    /// Events between walks of the whole layer tree.
    private static let treeWalkInterval = 64
    private static let sizes = [Size(width: 0, height: 0), Size(width: 1, height: 1),
                                Size(width: 10000, height: 8000), Size(width: 1024, height: 700),
                                Size(width: 800, height: 600), Size(width: 320, height: 480)]
    private static let steps = [0, 1e-6, 1.0 / 120, 1.0 / 60]

    private let rig: FuzzRig
    private var rng: SplitMix64
    /// Events delivered so far.
    private(set) var index = 0
    private var now = 0.0
    private var size = Size(width: 1024, height: 700)
    private var pointer = Point(x: 512, y: 350)
    private var isPressed = false
    /// Fingers on the touchscreen, by id, where they last moved.
    private var fingers: [Int: Point] = [:]
    /// The source of the scroll stream being sent (nil: unsourced fractions), while one is.
    private var stream: ScrollSource??
    /// What a callback found wrong during the current event.
    private var problem: String?
    /// Between an `onOpening` and the reveal's return to closed.
    private var isOut = false
    /// The row the host acted on, until the interaction reports it.
    private var choice: Int?
    /// The target the interaction reported tapping during the current event.
    private var tapped: Layer?

    private var reveal: RevealController { rig.style.reveal }
    private var interaction: MenuInteraction { rig.interaction }

    init(rig: FuzzRig, seed: UInt64) {
        self.rig = rig
        rng = SplitMix64(seed: seed)
        observe()
        rig.style.layout(in: size)
        rig.screen.layout(in: size)
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
        case 27..<49: move()
        case 49..<55: touch()
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
        if let tapped, tapped === rig.style.dismissLayer, reveal.heading != .closed {
            flag("a tap on \(tapped.name) left the menu heading \(reveal.heading)")
        }
        interaction.expire(at: now)
    }

    /// Time passes to the next frame: swipes past their silence end, animations move, snapshots are taken.
    private func frame(after step: Double) {
        now += step
        interaction.expire(at: now)
        rig.clock.advance(to: now)
        for request in (rig.style as? any SnapshottingMenuStyle)?.takeSnapshotRequests() ?? [] {
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

    /// A finger lands (inside the window, a fifth of the time within the
    /// edge-swipe band), moves, lifts or is cancelled; up to three at once.
    private func touch() {
        let down = fingers.keys.sorted()
        switch rng.below(100) {
        case 0..<25 where down.count < 3:
            let id = (0..<3).first { fingers[$0] == nil }!
            var point = inside
            if rng.chance(0.2) { point.x = rng.uniform(0...min(40, max(size.width - 1, 0))) }
            fingers[id] = point
            send(.touchDown(id: id, point))
        case 0..<75 where !down.isEmpty:
            let id = down[rng.below(down.count)]
            var point = fingers[id]!
            if rng.chance(0.95) {
                point.x += rng.uniform(-60...60)
                point.y += rng.uniform(-15...15)
            } else {
                point = Point(x: rng.uniform(-5000...(size.width + 5000)), y: rng.uniform(-5000...(size.height + 5000)))
            }
            fingers[id] = point
            send(.touchMove(id: id, point))
        case 75..<100 where !down.isEmpty:
            let id = down[rng.below(down.count)]
            fingers[id] = nil
            send(rng.chance(0.85) ? .touchUp(id: id) : .touchCancel(id: id))
        default:
            // An id no finger has: the interaction must ignore it.
            send(rng.chance(0.5) ? .touchUp(id: 7) : .touchMove(id: 7, inside))
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
        if rng.chance(0.1) {
            stream = nil
            if source != nil && rng.chance(0.9) { send(.scrollStop) }
        }
    }

    private func key() {
        let keys: [(Key, KeyModifiers)] = [(.escape, []), (.f9, []), (.m, .control), (.m, []), (.up, []), (.down, []),
                                           (.enter, []), (.tab, []), (.tab, .shift), (.digit(rng.below(10)), []),
                                           (.named(["a", "space", "f1", "home"][rng.below(4)]), [])]
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
        rig.screen.layout(in: size)
        if reveal.progress != before { flag("a resize to \(size) moved progress from \(before) to \(reveal.progress)") }
    }

    /// Lifts every button and finger, then lets time pass until everything rests.
    private func settle() throws(FuzzFailure) {
        if isPressed {
            isPressed = false
            send(.button(.primary, pressed: false))
        }
        for id in fingers.keys.sorted() {
            send(rng.chance(0.9) ? .touchUp(id: id) : .touchCancel(id: id))
        }
        fingers = [:]
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
                if !hasVisibleTarget(target, in: rig.style.rootLayer) {
                    flag("a tap on \(target.name), which is no visible layer taking input")
                }
            case .chose(let row):
                if row != choice { flag("chose row \(row), but the host chose \(choice.map(String.init) ?? "nothing")") }
                choice = nil
            }
        }
        rig.content.willTap = { [unowned self] layer in
            if let covered = rig.covered, reveal.state != .closed, isDescendant(layer, of: covered) {
                flag("a tap reached \(layer.name) under the menu while it was \(reveal.state)")
            }
        }
        rig.content.willChoose = { [unowned self] index in
            let rows = rig.content.menuRows.count
            if index >= rows || reveal.state == .closed { flag("row \(index) of \(rows) chosen while \(reveal.state)") }
        }
        rig.content.didChoose = { [unowned self] in choice = $0 }
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
            let onRow = rig.content.menuRows.contains { $0 === focused }
            let onButton = rig.content.buttons.contains { $0 === focused }
            // A button keeps (or gets back) the focus while the menu rests or animates closed.
            if onRow ? !reveal.isOpen : !(onButton && (state == .closed || state == .animating(toward: .closed))) {
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
private func hasVisibleTarget(_ target: Layer, in layer: Layer) -> Bool {
    guard !layer.isHidden else { return false }
    if layer === target && layer.acceptsInput { return true }
    return layer.sublayers.contains { hasVisibleTarget(target, in: $0) }
}

/// The first number under `layer` that no renderer can draw: NaN or
/// infinity anywhere, an opacity outside 0...1, a negative size.
private func badValue(in layer: Layer) -> String? {
    // A hidden subtree (screens a push covered) is drawn by no one; it is
    // checked again once it shows.
    guard !layer.isHidden else { return nil }
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
