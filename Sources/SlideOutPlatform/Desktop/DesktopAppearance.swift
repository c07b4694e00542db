import CGio
import Dispatch
import FoundationEssentials
import Glibc
import SlideOutCore
import Synchronization

/// The desktop's appearance (dark, high contrast, the accent colour), kept
/// current: read from the XDG desktop portal's `org.freedesktop.portal.Settings`
/// on the session bus, namespace `org.freedesktop.appearance`, as GTK and Qt
/// read it. The first reading is waited for, at most `firstReadTimeout`, so
/// that the first frame already has it; `SettingChanged` is then followed on
/// a thread of its own that `stop` (or dropping it) ends, and a change wakes
/// the run loop. With no bus or no portal the appearance stays light and
/// nothing is printed.
package final class DesktopAppearance: @unchecked Sendable {
    /// The longest `init` waits for the portal's first answer.
    package static let firstReadTimeout = 0.2
    private static let portal = (name: "org.freedesktop.portal.Desktop", path: "/org/freedesktop/portal/desktop",
                                 interface: "org.freedesktop.portal.Settings")

    private let appearance = Mutex(Appearance.light)
    private let firstRead = DispatchSemaphore(value: 0)
    /// Cuts short a call to a portal that is slow to answer, when `stop` is called.
    private let cancellable = g_cancellable_new()
    /// The thread reading and watching the portal, where there is a bus.
    private var watcher: GLibThread?

    /// Reads the portal's appearance, waiting at most `firstReadTimeout`, and follows its changes.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard MessageBus.hasSessionBus(in: environment) else { return }
        watcher = GLibThread { [self] runUntilStopped in watch(runUntilStopped) }
        guard watcher != nil else { return }
        _ = firstRead.wait(timeout: .now() + .milliseconds(Int(Self.firstReadTimeout * 1000)))
    }

    deinit {
        stop()
        g_object_unref(cancellable)
    }

    /// The desktop's appearance as of the last reading or change seen.
    package var current: Appearance { appearance.withLock { $0 } }

    /// Stops following the portal; `current` keeps the last value.
    package func stop() {
        g_cancellable_cancel(cancellable)
        watcher?.stop()
        watcher = nil
    }

    // MARK: The watching thread

    private func watch(_ runUntilStopped: () -> Void) {
        guard let connection = MessageBus.connectToSession() else {
            firstRead.signal()
            return
        }
        defer { MessageBus.close(connection) }
        let changed: GDBusSignalCallback = { _, _, _, _, _, parameters, userData in
            let watcher = Unmanaged<DesktopAppearance>.fromOpaque(userData!).takeUnretainedValue()
            let namespace = Variant.child(parameters, 0) { String(cString: g_variant_get_string($0, nil)) }
            let key = Variant.child(parameters, 1) { String(cString: g_variant_get_string($0, nil)) }
            guard namespace == PortalAppearance.namespace else { return }
            let value = g_variant_get_child_value(parameters, 2)
            defer { g_variant_unref(value) }
            watcher.update { PortalAppearance.apply(key, value, to: &$0) }
        }
        // Subscribed before the first read, so that no change falls between the two.
        let subscription = g_dbus_connection_signal_subscribe(
            connection, nil, Self.portal.interface, "SettingChanged", Self.portal.path, PortalAppearance.namespace,
            G_DBUS_SIGNAL_FLAGS_NONE, changed, Unmanaged.passUnretained(self).toOpaque(), nil)
        defer { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        let read = readAll(on: connection) ?? readEach(on: connection)
        // Read after `init` stopped waiting, it is a change.
        update { $0 = read }
        firstRead.signal()
        runUntilStopped()
    }

    /// Applies `change` to the appearance and wakes the run loop when it changed it.
    private func update(_ change: (inout Appearance) -> Void) {
        let changed = appearance.withLock { appearance in
            let old = appearance
            change(&appearance)
            return appearance != old
        }
        if changed { GLFWLibrary.postEmptyEvent() }
    }

    /// `ReadAll(["org.freedesktop.appearance"])` (portal version 2 and up), or nil where it is missing.
    private func readAll(on connection: OpaquePointer) -> Appearance? {
        guard let reply = call(connection, "ReadAll", Variant.tuple([Variant.array(of: "s", [
            Variant.string(PortalAppearance.namespace)])]), replyType: "(a{sa{sv}})") else { return nil }
        defer { g_variant_unref(reply) }
        return Variant.child(reply, 0) { PortalAppearance.appearance(fromReadAll: $0) }
    }

    /// Each key through `ReadOne` (version 2 and up), else the deprecated
    /// `Read`, whose value comes boxed once more; keys neither answers keep their default.
    private func readEach(on connection: OpaquePointer) -> Appearance {
        var appearance = Appearance.light
        for key in PortalAppearance.keys {
            let arguments = { Variant.tuple([Variant.string(PortalAppearance.namespace), Variant.string(key)]) }
            guard let reply = call(connection, "ReadOne", arguments(), replyType: "(v)")
                    ?? call(connection, "Read", arguments(), replyType: "(v)") else { continue }
            Variant.child(reply, 0) { PortalAppearance.apply(key, $0, to: &appearance) }
            g_variant_unref(reply)
        }
        return appearance
    }

    /// Calls `method` on the portal and returns its reply, or nil on any error (no portal, no such method).
    private func call(_ connection: OpaquePointer, _ method: String, _ parameters: OpaquePointer,
                      replyType: String) -> OpaquePointer? {
        // The type's C string must outlive the call, not only `slideout_variant_type`'s.
        replyType.withCString { type in
            g_dbus_connection_call_sync(connection, Self.portal.name, Self.portal.path, Self.portal.interface, method,
                                        parameters, slideout_variant_type(type), G_DBUS_CALL_FLAGS_NONE, 2000,
                                        cancellable, nil)
        }
    }
}
