import CGio
import Foundation

/// Virtual input from GNOME's compositor: a session of mutter's
/// `org.gnome.Mutter.RemoteDesktop` D-Bus API (scripts/with-mutter runs mutter
/// on the tests' session bus). The `Notify…` calls below feed the session's
/// virtual pointer and keyboard, so the app under test receives the events as
/// it would from real devices (touchpad scrolling included, which xdotool
/// cannot make). Mutter 43 adds each virtual device to its seat only at its
/// first event, and starts the pointer at (16, 16): get sessions through
/// `MutterSession.remoteDesktop()`, which prepares both.
///
/// Every call is a synchronous D-Bus call, so calls arrive in order. Mutter
/// answers once it has queued the event for its input thread, not once the
/// event reached a client, and no D-Bus call waits for that thread: tests wait
/// for the app's reaction (its trace) instead. Events still reach the client in
/// the order sent, since they all pass through that one queue.
final class RemoteDesktop {
    /// `NotifyPointerAxis` flags: where the scroll comes from, and whether it ends.
    struct AxisFlags: OptionSet {
        let rawValue: UInt32
        /// The scroll motion finished (fingers lifted): an axis stop.
        static let finish = AxisFlags(rawValue: 1)
        /// A mouse wheel.
        static let wheel = AxisFlags(rawValue: 2)
        /// Fingers on a touchpad (mutter's default when no source is given).
        static let finger = AxisFlags(rawValue: 4)
        /// Motion of some device, e.g. scrolling with a button held.
        static let continuous = AxisFlags(rawValue: 8)
    }

    /// The axis of a discrete (wheel notch) scroll.
    enum Axis: UInt32 {
        case vertical = 0
        case horizontal = 1
    }

    /// A failed D-Bus call, with GLib's message.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static let service = "org.gnome.Mutter.RemoteDesktop"
    private static let sessionInterface = "org.gnome.Mutter.RemoteDesktop.Session"

    /// Held for the session's lifetime: mutter stops a session whose client's
    /// connection goes away.
    private let connection: OpaquePointer
    /// The session's object path, e.g. `/org/gnome/Mutter/RemoteDesktop/Session/u1`.
    let sessionPath: String
    /// The ScreenCast stream of the monitor that touch coordinates are on
    /// (`withTouch` sessions only): mutter's touch calls name it.
    let touchStream: String?
    private var stopped = false

    /// Connects to the session bus, creates a session and starts it. Right
    /// after mutter starts the calls can fail for a moment, so the pair is
    /// retried until `timeout`. A session `withTouch` also records mutter's
    /// monitor in a linked ScreenCast session, which the touch calls need
    /// (and a PipeWire daemon for that: scripts/with-mutter starts one).
    init(timeout: TimeInterval = 3, withTouch: Bool = false) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw Self.failure(error, doing: "connect to the session bus")
        }
        // The shared session connection would otherwise end the test process
        // when the bus goes away.
        g_dbus_connection_set_exit_on_close(bus, 0)
        connection = bus
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do {
                (sessionPath, touchStream) = try Self.startSession(on: bus, withTouch: withTouch)
                return
            } catch where Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
            } catch {
                g_object_unref(UnsafeMutableRawPointer(bus))
                throw error
            }
        }
    }

    deinit {
        try? stop()
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Moves the pointer to (x, y) on the monitor: first into the top-left
    /// corner, then by (x, y). Relative motion is neither accelerated nor
    /// scaled, and stops at the monitor's edges, so this lands exactly.
    func moveTo(x: Double, y: Double) throws {
        try moveRelative(dx: -100_000, dy: -100_000)
        try moveRelative(dx: x, dy: y)
    }

    /// Moves the virtual pointer by (dx, dy) logical pixels.
    func moveRelative(dx: Double, dy: Double) throws {
        try notify("NotifyPointerMotionRelative", g_variant_new_double(dx), g_variant_new_double(dy))
    }

    /// Presses or releases a pointer button (evdev code: 272 left, 273 right, 274 middle).
    func button(_ evdevCode: Int32 = 272, pressed: Bool) throws {
        try notify("NotifyPointerButton", g_variant_new_int32(evdevCode), g_variant_new_boolean(pressed ? 1 : 0))
    }

    /// A smooth scroll of (dx, dy) units (10 units make one emulated wheel notch).
    func axis(dx: Double, dy: Double, flags: AxisFlags) throws {
        try notify("NotifyPointerAxis", g_variant_new_double(dx), g_variant_new_double(dy),
                   g_variant_new_uint32(flags.rawValue))
    }

    /// Wheel notches: positive steps scroll down (or right).
    func axisDiscrete(axis: Axis, steps: Int32) throws {
        try notify("NotifyPointerAxisDiscrete", g_variant_new_uint32(axis.rawValue), g_variant_new_int32(steps))
    }

    /// Presses or releases the key of an X keysym (e.g. 0xff0d Return, 0xff54 Down).
    func keysym(_ keysym: UInt32, pressed: Bool) throws {
        try notify("NotifyKeyboardKeysym", g_variant_new_uint32(keysym), g_variant_new_boolean(pressed ? 1 : 0))
    }

    /// A finger touches the monitor at (x, y) logical pixels; `slot` names it
    /// until it lifts. Needs a session `withTouch`. Mutter's first touch
    /// only makes its virtual touchscreen and is lost (see MutterTouchTests).
    func touchDown(slot: UInt32, x: Double, y: Double) throws {
        try notify("NotifyTouchDown", g_variant_new_string(try stream()), g_variant_new_uint32(slot),
                   g_variant_new_double(x), g_variant_new_double(y))
    }

    /// The finger `slot` moves to (x, y) logical pixels of the monitor.
    func touchMotion(slot: UInt32, x: Double, y: Double) throws {
        try notify("NotifyTouchMotion", g_variant_new_string(try stream()), g_variant_new_uint32(slot),
                   g_variant_new_double(x), g_variant_new_double(y))
    }

    /// The finger `slot` lifts.
    func touchUp(slot: UInt32) throws {
        try notify("NotifyTouchUp", g_variant_new_uint32(slot))
    }

    private func stream() throws -> String {
        guard let touchStream else { throw Failure(description: "touch needs a RemoteDesktop(withTouch: true)") }
        return touchStream
    }

    /// Stops the session, removing its virtual devices; later calls fail.
    func stop() throws {
        guard !stopped else { return }
        stopped = true
        g_variant_unref(try Self.call(on: connection, path: sessionPath, interface: Self.sessionInterface,
                                      method: "Stop"))
    }

    /// Calls a session method whose arguments are the given (floating) values.
    private func notify(_ method: String, _ arguments: OpaquePointer?...) throws {
        let tuple = arguments.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, UInt($0.count)) }
        g_variant_unref(try Self.call(on: connection, path: sessionPath, interface: Self.sessionInterface,
                                      method: method, parameters: tuple))
    }

    /// CreateSession (with a ScreenCast of the monitor `withTouch`), then
    /// Start; a session that does not start is stopped again. Returns the
    /// session's path and the stream's.
    private static func startSession(on bus: OpaquePointer, withTouch: Bool) throws -> (String, String?) {
        let path = try firstString(of: try call(on: bus, path: "/org/gnome/Mutter/RemoteDesktop", interface: service,
                                                method: "CreateSession"), replying: "CreateSession")
        do {
            let stream = withTouch ? try recordMonitor(on: bus, forSession: path) : nil
            g_variant_unref(try call(on: bus, path: path, interface: sessionInterface, method: "Start"))
            return (path, stream)
        } catch {
            if let reply = try? call(on: bus, path: path, interface: sessionInterface, method: "Stop") {
                g_variant_unref(reply)
            }
            throw error
        }
    }

    /// A ScreenCast session linked to the RemoteDesktop session at `path`
    /// (by its `SessionId`), recording monitor Meta-0; returns the stream's path.
    private static func recordMonitor(on bus: OpaquePointer, forSession path: String) throws -> String {
        let property = try call(on: bus, service: service, path: path, interface: "org.freedesktop.DBus.Properties",
                                method: "Get", parameters: tuple([g_variant_new_string(sessionInterface), g_variant_new_string("SessionId")]))
        defer { g_variant_unref(property) }
        guard let boxed = g_variant_get_child_value(property, 0), let id = g_variant_get_variant(boxed) else {
            throw Failure(description: "SessionId: no value")
        }
        defer { g_variant_unref(boxed); g_variant_unref(id) }
        let builder = g_variant_builder_new(g_variant_type_new("a{sv}"))
        g_variant_builder_add_value(builder, g_variant_new_dict_entry(g_variant_new_string("remote-desktop-session-id"),
                                                                      g_variant_new_variant(id)))
        let options = g_variant_builder_end(builder)
        g_variant_builder_unref(builder)
        let screenCast = try firstString(of: try call(on: bus, service: "org.gnome.Mutter.ScreenCast",
                                                      path: "/org/gnome/Mutter/ScreenCast",
                                                      interface: "org.gnome.Mutter.ScreenCast", method: "CreateSession",
                                                      parameters: tuple([options])), replying: "ScreenCast.CreateSession")
        let empty = g_variant_builder_new(g_variant_type_new("a{sv}"))
        let noProperties = g_variant_builder_end(empty)
        g_variant_builder_unref(empty)
        return try firstString(of: try call(on: bus, service: "org.gnome.Mutter.ScreenCast", path: screenCast,
                                            interface: "org.gnome.Mutter.ScreenCast.Session", method: "RecordMonitor",
                                            parameters: tuple([g_variant_new_string("Meta-0"), noProperties])),
                               replying: "RecordMonitor")
    }

    /// The string (or object path) a one-value reply holds; unrefs the reply.
    private static func firstString(of reply: OpaquePointer, replying method: String) throws -> String {
        defer { g_variant_unref(reply) }
        let type = String(cString: g_variant_get_type_string(reply))
        guard type == "(o)" || type == "(s)", let child = g_variant_get_child_value(reply, 0) else {
            throw Failure(description: "\(method): unexpected reply type \(type)")
        }
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    private static func tuple(_ values: [OpaquePointer?]) -> OpaquePointer? {
        values.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, UInt($0.count)) }
    }

    /// One synchronous method call on mutter; returns the reply tuple, which the caller unrefs.
    private static func call(on bus: OpaquePointer, service: String = service, path: String, interface: String,
                             method: String, parameters: OpaquePointer? = nil) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(bus, service, path, interface, method, parameters, nil,
                                                      G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error) else {
            throw failure(error, doing: method)
        }
        return reply
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?, doing what: String) -> Failure {
        defer { if let error { g_error_free(error) } }
        return Failure(description: "\(what): " + (error.map { String(cString: $0.pointee.message) } ?? "unknown error"))
    }
}
