import CX11
import Glibc
import SlideOutCore

/// Reads XI2.1 smooth scrolling for GLFW's X11 window: the scroll valuators
/// that carry a touchpad's fractional movement, which GLFW 3.3 never sees (it
/// gets only the emulated wheel buttons 4-7).
///
/// It listens on a second connection to the same X server, selecting
/// `XI_Motion` on GLFW's window, and turns valuator changes into `scroll`
/// events in increments (one wheel notch = 1; +y up, +x left), which the
/// classifier reads as SPEC says: whole increments are notches, fractional
/// streams a swipe that ends by silence (X11 has no stop). The server
/// delivers a motion or button on a window to its XI2 selectors instead of
/// its core ones, so GLFW then sees neither: this reader reports them
/// (motion in window pixels, and buttons), in the server's
/// order, which one connection keeps. It selects nothing when no pointer has scroll
/// valuators (Xvfb), leaving GLFW's input as it is. A background thread only
/// watches the connection and wakes GLFW's wait; events are read on the
/// thread that runs the loop, in `drain()`.
///
/// Where the server has XI 2.2 (Xwayland, Xorg) it also selects the window's
/// touches (`XI_TouchBegin`/`Update`/`End`), which GLFW 3.3 never sees: they
/// become `touchDown`/`touchMove`/`touchUp` by the touch id. Once a client
/// selects touches on a window, the server stops emulating the pointer for
/// them there, so a tap arrives once, as a touch, not also as button 1.
///
/// Setting up is two steps: `init` opens the connection and reads the
/// devices (a dozen round trips to the server, on any thread, so the window
/// can make them while the first frame is drawn), then `activate()`, on the
/// loop's thread, selects the events.
final class X11SmoothScrollReader: InputReader {
    private let display: OpaquePointer
    /// GLFW's window, whose input is read.
    private let window: UInt
    private let opcode: Int32
    /// True where the server has XI 2.2: the window's touches are read too.
    private let readsTouch: Bool
    private var valuators = ScrollValuators()
    private let watcher: ConnectionWatcher
    var onEvent: ((InputEvent.Kind) -> Void)?
    let readsPointer = true
    let readsScroll = true

    /// Opens the connection and reads the pointers' scroll valuators, for
    /// X11 window `window`; nil when the server lacks XI 2.1 or no pointer
    /// has scroll valuators.
    init?(window: UInt) {
        guard let display = XOpenDisplay(nil) else { return nil }
        X11ServerLoss.watch(display)
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        // The server answers with the newest version both know (2.1 at least, for scrolling).
        var major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0,
              XIQueryVersion(display, &major, &minor) == Success, (major, minor) >= (2, 1) else {
            if X11ServerLoss.loss == nil { XCloseDisplay(display) }
            return nil
        }
        self.display = display
        self.window = window
        self.opcode = opcode
        readsTouch = (major, minor) >= (2, 2)
        watcher = ConnectionWatcher(descriptor: XConnectionNumber(display))
        refreshDevices()
        // Failing here runs deinit, which closes the connection.
        guard !valuators.isEmpty else { return nil }
    }

    /// Stops the watcher, then closes the connection it watched (unless the
    /// server went away: see `X11ServerLoss`).
    deinit {
        watcher.stop()
        if X11ServerLoss.loss == nil { XCloseDisplay(display) }
    }

    /// Listens for the window's scrolling, motion, buttons and touches; false
    /// when the server refuses. Once it listens, GLFW's scroll (emulated wheel
    /// buttons), motion and buttons are not to be used.
    func activate() -> Bool {
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        let touches = readsTouch ? [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] : []
        for type in [XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_Enter, XI_DeviceChanged] + touches {
            bits[Int(type) / 8] |= UInt8(1 << (type % 8))
        }
        let selected = bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count),
                                   mask: buffer.baseAddress)
            return X11Errors.succeeds(on: display) { XISelectEvents(display, window, &mask, 1) }
        }
        guard selected else { return false }
        watcher.start()
        return true
    }

    /// Reads every queued event, then lets the watcher wait for more.
    func drain() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            guard event.type == GenericEvent, event.xcookie.extension == opcode,
                  XGetEventData(display, &event.xcookie) != 0 else { continue }
            switch event.xcookie.evtype {
            case XI_Motion:
                let motion = event.xcookie.data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
                onEvent?(.pointerMove(Point(x: motion.event_x, y: motion.event_y)))
                scroll(motion)
            case XI_ButtonPress, XI_ButtonRelease:
                let press = event.xcookie.data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
                // 4-7 are the wheel, emulated from the valuators read above.
                if !(4...7).contains(press.detail) {
                    onEvent?(.pointerMove(Point(x: press.event_x, y: press.event_y)))
                    onEvent?(.button(Self.button(press.detail), pressed: event.xcookie.evtype == XI_ButtonPress))
                }
            case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
                let touch = event.xcookie.data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
                let id = Int(UInt32(bitPattern: touch.detail))
                let location = Point(x: touch.event_x, y: touch.event_y)
                switch event.xcookie.evtype {
                case XI_TouchBegin: onEvent?(.touchDown(id: id, location))
                case XI_TouchUpdate: onEvent?(.touchMove(id: id, location))
                default: onEvent?(.touchUp(id: id))
                }
            case XI_Enter, XI_DeviceChanged:
                // Valuators move while the pointer is elsewhere: start again from their values now.
                refreshDevices()
            default:
                break
            }
            XFreeEventData(display, &event.xcookie)
        }
        watcher.resume()
    }

    /// X buttons 1 left, 2 middle, 3 right, 8 and up the extra ones.
    private static func button(_ number: Int32) -> PointerButton {
        switch number {
        case 1: return .primary
        case 2: return .middle
        case 3: return .secondary
        default: return .other(Int(number) - 5)
        }
    }

    /// The event's valuators, in the order of its mask, through `valuators`.
    private func scroll(_ event: XIDeviceEvent) {
        var values: [(number: Int32, value: Double)] = []
        for number in 0..<(Int32(event.valuators.mask_len) * 8)
        where event.valuators.mask[Int(number) / 8] & UInt8(1 << (number % 8)) != 0 {
            values.append((number, event.valuators.values[values.count]))
        }
        if let delta = valuators.scroll(device: event.sourceid, values: values) {
            onEvent?(.scroll(dx: delta.dx, dy: delta.dy))
        }
    }

    /// Every device's scroll valuators with their current values.
    private func refreshDevices() {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        var axes: [Int32: [Int32: ScrollValuators.Axis]] = [:]
        for device in UnsafeBufferPointer(start: devices, count: Int(count)) {
            var values: [Int32: Double] = [:]
            var scroll: [Int32: ScrollValuators.Axis] = [:]
            for index in 0..<Int(device.num_classes) {
                guard let info = device.classes[index] else { continue }
                let raw = UnsafeRawPointer(info)
                switch info.pointee.type {
                case XIValuatorClass:
                    let valuator = raw.assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                    values[valuator.number] = valuator.value
                case XIScrollClass:
                    let axis = raw.assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                    scroll[axis.number] = ScrollValuators.Axis(isVertical: axis.scroll_type == XIScrollTypeVertical,
                                                               increment: axis.increment, value: nil)
                default:
                    break
                }
            }
            for number in scroll.keys { scroll[number]?.value = values[number] }
            axes[device.deviceid] = scroll
        }
        valuators = ScrollValuators(axes)
    }
}
