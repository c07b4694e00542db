import CWayland
import SlideOutCore

/// Reads the seat's scroll events that GLFW 3.3 drops: the axis source
/// (wheel, finger, continuous), wheel steps (`axis_discrete`, `axis_value120`)
/// and the fingers lifting (`axis_stop`), from a second `wl_pointer` of the
/// seat on GLFW's own display and event queue, so they are dispatched in
/// order with GLFW's events inside `glfwPollEvents`/`glfwWaitEvents`.
///
/// Each `wl_pointer.frame` becomes one event in GLFW's scroll units (axis
/// value / 10, +y up, +x left): wheel steps and finger or continuous deltas
/// as `sourcedScroll`, then `scrollStop` when the fingers lifted (an
/// `axis_stop`, or a finger frame that moves nothing).
///
/// It also reads the seat's touchscreen (`wl_touch`), which GLFW 3.3 ignores:
/// the touches that go down on GLFW's surface become `touchDown`/`touchMove`/
/// `touchUp`/`touchCancel` in surface coordinates (GLFW's cursor units),
/// batched per frame by `WaylandTouchFrame`.
final class WaylandScrollReader: InputReader {
    /// The newest `wl_pointer` this client understands (v8: `axis_value120`).
    private static let newestPointerVersion: UInt32 = 8

    private let registry: OpaquePointer
    /// GLFW's surface: only touches that go down on it are reported.
    private let surface: OpaquePointer?
    private var seat: OpaquePointer?
    private var touch: OpaquePointer?
    private var touchFrame = WaylandTouchFrame()
    private var pointer: OpaquePointer?
    private var pointerVersion: UInt32 = 0
    private var frame = AxisFrame()
    /// Wheel movement in 1/120 notches not yet paged (high-resolution wheels).
    private var wheelRemainder = (x: 0, y: 0)
    /// Receives each scroll event, while GLFW dispatches.
    var onEvent: ((InputEvent.Kind) -> Void)?
    let readsPointer = false

    /// True while the seat has a pointer that names its scroll sources (v5+):
    /// GLFW's own scroll events then say less, and are not needed.
    var readsScroll: Bool { pointer != nil && pointerVersion >= 5 }

    /// Reports from now on: its events come as GLFW dispatches.
    func activate() -> Bool { true }

    /// Nothing to read: its events are dispatched with GLFW's.
    func drain() {}

    /// Listens on `display` for the window whose surface is `surface`; the
    /// seat is bound as GLFW next dispatches.
    init(display: OpaquePointer, surface: OpaquePointer?) {
        self.surface = surface
        registry = wl_display_get_registry(display)
        wl_registry_add_listener(registry, Self.registryListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Destroys the objects whose listeners point here. Safe on a connection
    /// the compositor closed: libwayland then only frees them.
    deinit {
        releasePointer()
        releaseTouch()
        if let seat {
            if wl_proxy_get_version(seat) >= 5 { wl_seat_release(seat) } else { wl_seat_destroy(seat) }
        }
        wl_registry_destroy(registry)
    }

    /// A horizontal and a vertical amount, added to by `wl_pointer` axis number.
    private struct AxisPair<Amount: AdditiveArithmetic> {
        var x = Amount.zero
        var y = Amount.zero

        mutating func add(_ amount: Amount, on axis: UInt32) {
            if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue { x += amount } else { y += amount }
        }
    }

    private struct AxisFrame {
        var source: ScrollSource?
        var value = AxisPair<Double>()
        var discrete = AxisPair<Int>()
        var value120 = AxisPair<Int>()
        var hasDiscrete = false
        var hasValue120 = false
        var stopped = false
    }

    private static func reader(_ data: UnsafeMutableRawPointer?) -> WaylandScrollReader {
        Unmanaged<WaylandScrollReader>.fromOpaque(data!).takeUnretainedValue()
    }

    // MARK: Seat and pointer life

    private func globalAdded(name: UInt32, interface: String, version: UInt32) {
        guard interface == "wl_seat", seat == nil else { return }
        let bound = slideout_bind_seat(registry, name, min(version, Self.newestPointerVersion))
        seat = bound
        wl_seat_add_listener(bound, Self.seatListener, Unmanaged.passUnretained(self).toOpaque())
    }

    private func capabilitiesChanged(_ capabilities: UInt32) {
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        if hasPointer, pointer == nil, let seat {
            pointer = wl_seat_get_pointer(seat)
            pointerVersion = wl_proxy_get_version(pointer)
            wl_pointer_add_listener(pointer, Self.pointerListener, Unmanaged.passUnretained(self).toOpaque())
        } else if !hasPointer {
            releasePointer()
            frame = AxisFrame()
        }
        let hasTouch = capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        if hasTouch, touch == nil, let seat {
            touch = wl_seat_get_touch(seat)
            wl_touch_add_listener(touch, Self.touchListener, Unmanaged.passUnretained(self).toOpaque())
        } else if !hasTouch, touch != nil {
            // The touchscreen went: its fingers still down are cancelled.
            releaseTouch()
            deliver(touchFrame.cancel())
        }
    }

    private func releaseTouch() {
        guard let current = touch else { return }
        if wl_proxy_get_version(current) >= 3 { wl_touch_release(current) } else { wl_touch_destroy(current) }
        touch = nil
    }

    private func deliver(_ events: [InputEvent.Kind]) {
        for event in events { onEvent?(event) }
    }

    private func releasePointer() {
        guard let current = pointer else { return }
        if pointerVersion >= 3 { wl_pointer_release(current) } else { wl_pointer_destroy(current) }
        pointer = nil
    }

    // MARK: Axis frames

    private func frameEnded() {
        defer { frame = AxisFrame() }
        switch frame.source {
        case .wheel?:
            let steps = wheelSteps()
            if steps.x != 0 || steps.y != 0 {
                onEvent?(.sourcedScroll(dx: Double(-steps.x), dy: Double(-steps.y), source: .wheel))
            }
        case let source?:
            let moved = frame.value.x != 0 || frame.value.y != 0
            if moved {
                onEvent?(.sourcedScroll(dx: -frame.value.x / 10, dy: -frame.value.y / 10, source: source))
            }
            // The lift is axis_stop; mutter 43's virtual devices send it as a
            // frame that names the source and moves nothing, which is what
            // libinput's closing zero-delta event means too.
            if frame.stopped || !moved { onEvent?(.scrollStop) }
        case nil:
            if frame.value.x != 0 || frame.value.y != 0 {
                onEvent?(.scroll(dx: -frame.value.x / 10, dy: -frame.value.y / 10))
            }
            if frame.stopped { onEvent?(.scrollStop) }
        }
    }

    /// Whole notches in this frame: from value120 (keeping the remainder of
    /// high-resolution wheels), else discrete steps, else one per axis moved.
    private func wheelSteps() -> (x: Int, y: Int) {
        if frame.hasValue120 {
            wheelRemainder.x += frame.value120.x
            wheelRemainder.y += frame.value120.y
            let steps = (x: wheelRemainder.x / 120, y: wheelRemainder.y / 120)
            wheelRemainder.x -= steps.x * 120
            wheelRemainder.y -= steps.y * 120
            return steps
        }
        if frame.hasDiscrete { return (frame.discrete.x, frame.discrete.y) }
        func direction(_ value: Double) -> Int { value > 0 ? 1 : value < 0 ? -1 : 0 }
        return (x: direction(frame.value.x), y: direction(frame.value.y))
    }

    // MARK: Listeners (static storage: libwayland keeps the pointers)

    nonisolated(unsafe) private static let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_registry_listener(
            global: { data, _, name, interface, version in
                guard let interface else { return }
                reader(data).globalAdded(name: name, interface: String(cString: interface), version: version)
            },
            global_remove: { _, _, _ in }))
        return listener
    }()

    nonisolated(unsafe) private static let seatListener: UnsafeMutablePointer<wl_seat_listener> = {
        let listener = UnsafeMutablePointer<wl_seat_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_seat_listener(
            capabilities: { data, _, capabilities in reader(data).capabilitiesChanged(capabilities) },
            name: { _, _, _ in }))
        return listener
    }()

    /// A `wl_touch` id as a recording writes it (0 up: the protocol's int, read unsigned).
    private static func touchID(_ id: Int32) -> Int { Int(UInt32(bitPattern: id)) }

    nonisolated(unsafe) private static let touchListener: UnsafeMutablePointer<wl_touch_listener> = {
        let listener = UnsafeMutablePointer<wl_touch_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_touch_listener(
            down: { data, _, _, _, surface, id, x, y in
                let reader = reader(data)
                reader.touchFrame.down(id: touchID(id), at: Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)),
                                       onWindow: surface != nil && surface == reader.surface)
            },
            up: { data, _, _, _, id in
                let reader = reader(data)
                reader.deliver(reader.touchFrame.up(id: touchID(id)))
            },
            motion: { data, _, _, id, x, y in
                reader(data).touchFrame.motion(id: touchID(id), to: Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
            },
            frame: { data, _ in
                let reader = reader(data)
                reader.deliver(reader.touchFrame.frame())
            },
            cancel: { data, _ in
                let reader = reader(data)
                reader.deliver(reader.touchFrame.cancel())
            },
            shape: { _, _, _, _, _ in },
            orientation: { _, _, _, _ in }))
        return listener
    }()

    nonisolated(unsafe) private static let pointerListener: UnsafeMutablePointer<wl_pointer_listener> = {
        let listener = UnsafeMutablePointer<wl_pointer_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_pointer_listener(
            enter: { _, _, _, _, _, _ in },
            leave: { _, _, _, _ in },
            motion: { _, _, _, _, _ in },
            button: { _, _, _, _, _, _ in },
            axis: { data, _, _, axis, value in reader(data).frame.value.add(wl_fixed_to_double(value), on: axis) },
            frame: { data, _ in reader(data).frameEnded() },
            axis_source: { data, _, source in
                let reader = reader(data)
                switch source {
                case WL_POINTER_AXIS_SOURCE_FINGER.rawValue: reader.frame.source = .finger
                case WL_POINTER_AXIS_SOURCE_CONTINUOUS.rawValue: reader.frame.source = .continuous
                default: reader.frame.source = .wheel
                }
            },
            axis_stop: { data, _, _, _ in reader(data).frame.stopped = true },
            axis_discrete: { data, _, axis, discrete in
                let reader = reader(data)
                reader.frame.hasDiscrete = true
                reader.frame.discrete.add(Int(discrete), on: axis)
            },
            axis_value120: { data, _, axis, value in
                let reader = reader(data)
                reader.frame.hasValue120 = true
                reader.frame.value120.add(Int(value), on: axis)
            }))
        return listener
    }()
}
