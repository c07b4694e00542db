import CGio
import FoundationEssentials
import Glibc
import Synchronization

/// The user's desktop-wide wish for less motion, kept current:
/// `SLIDEOUT_REDUCED_MOTION=1` (0 forces it off), else GNOME's
/// `org.gnome.desktop.interface enable-animations` set to false, where that
/// schema is installed and can be read without starting anything. On a
/// desktop with a session bus it follows the
/// setting while the app runs (GSettings' change signal, as libadwaita
/// does), on a thread of its own that `stop` (or dropping it) ends; a change
/// wakes the run loop.
package final class ReducedMotionPreference: @unchecked Sendable {
    private static let schemaID = "org.gnome.desktop.interface", key = "enable-animations"
    private let reduced: Atomic<Bool>
    /// The thread watching the setting, where there is one.
    private var watcher: GLibThread?

    /// Reads the wish from `environment` or GNOME's setting, and watches the setting for changes.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        switch environment["SLIDEOUT_REDUCED_MOTION"] {
        case "1", "true", "yes":
            reduced = Atomic(true)
            return
        case "0", "false", "no":
            reduced = Atomic(false)
            return
        default:
            break
        }
        // dconf, GSettings' usual backend, reads through the session bus:
        // without one, reading made GLib fork and exec dbus-launch (D-Bus's
        // autolaunch) from the host's process. So without a bus only another
        // backend (GSETTINGS_BACKEND=keyfile, memory) is read, and none is watched.
        let hasBus = MessageBus.hasSessionBus(in: environment)
        let readsWithoutBus = environment["GSETTINGS_BACKEND"].map { $0 != "dconf" } ?? false
        guard hasBus || readsWithoutBus, Self.hasSchema, let settings = g_settings_new(Self.schemaID) else {
            reduced = Atomic(false)
            return
        }
        reduced = Atomic(g_settings_get_boolean(settings, Self.key) == 0)
        g_object_unref(settings)
        guard hasBus else { return }
        watcher = GLibThread { [self] runUntilStopped in watch(runUntilStopped) }
    }

    deinit {
        stop()
    }

    /// True when the user asked for less motion (as of the last change seen).
    package var isReduced: Bool { reduced.load(ordering: .acquiring) }

    /// Stops watching; `isReduced` keeps the last value.
    package func stop() {
        watcher?.stop()
        watcher = nil
    }

    private static var hasSchema: Bool {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return false }
        defer { g_settings_schema_unref(schema) }
        return g_settings_schema_has_key(schema, key) != 0
    }

    /// On the watching thread: a settings object of its own context, read again on each change.
    private func watch(_ runUntilStopped: () -> Void) {
        guard let settings = g_settings_new(Self.schemaID) else { return }
        defer { g_object_unref(settings) }
        let changed: @convention(c) (UnsafeMutablePointer<GSettings>?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void = {
            settings, _, preference in
            let preference = Unmanaged<ReducedMotionPreference>.fromOpaque(preference!).takeUnretainedValue()
            preference.reduced.store(g_settings_get_boolean(settings, ReducedMotionPreference.key) == 0,
                                     ordering: .releasing)
            GLFWLibrary.postEmptyEvent()
        }
        let handler = g_signal_connect_data(settings, "changed::\(Self.key)", unsafeBitCast(changed, to: GCallback.self),
                                            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
        defer { g_signal_handler_disconnect(settings, handler) }
        // Reading the key again subscribes to its changes, and catches one made since `init` read it.
        reduced.store(g_settings_get_boolean(settings, Self.key) == 0, ordering: .releasing)
        runUntilStopped()
    }
}
