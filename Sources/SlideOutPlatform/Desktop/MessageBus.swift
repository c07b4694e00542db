import CGio
import Glibc

/// What the desktop's D-Bus readers share: whether a session bus can be
/// there at all, and a private connection to a bus that leaves the process
/// alone when the bus goes away.
enum MessageBus {
    /// True where `environment` names a session bus (`DBUS_SESSION_BUS_ADDRESS`,
    /// or `$XDG_RUNTIME_DIR/bus`); elsewhere GIO could only try to start one (autolaunch).
    static func hasSessionBus(in environment: [String: String]) -> Bool {
        let runtimeBus = environment["XDG_RUNTIME_DIR"].map { access("\($0)/bus", F_OK) == 0 } ?? false
        return environment["DBUS_SESSION_BUS_ADDRESS"] != nil || runtimeBus
    }

    /// A private connection to the message bus at `address`, or nil.
    static func connect(to address: String) -> OpaquePointer? {
        let flags = GDBusConnectionFlags(G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, nil) else { return nil }
        g_dbus_connection_set_exit_on_close(connection, 0)
        return connection
    }

    /// A private connection to the session bus, or nil.
    static func connectToSession() -> OpaquePointer? {
        guard let address = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        defer { g_free(address) }
        return connect(to: String(cString: address))
    }

    /// Closes `connection` (made by `connect`) and lets it go.
    static func close(_ connection: OpaquePointer) {
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }
}
