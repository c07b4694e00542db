import CGio
import FoundationEssentials

/// The user's desktop-wide wishes that change how the app moves.
package enum DesktopPreferences {
    /// True when the user asked for less motion: `SLIDEOUT_REDUCED_MOTION=1`
    /// (0 forces it off), else GNOME's `org.gnome.desktop.interface
    /// enable-animations` set to false, where that schema is installed.
    package static func prefersReducedMotion(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Bool {
        switch environment["SLIDEOUT_REDUCED_MOTION"] {
        case "1", "true", "yes": return true
        case "0", "false", "no": return false
        default: return gnomeAnimationsDisabled()
        }
    }

    private static func gnomeAnimationsDisabled() -> Bool {
        let schemaID = "org.gnome.desktop.interface", key = "enable-animations"
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return false }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0, let settings = g_settings_new(schemaID) else {
            return false
        }
        defer { g_object_unref(settings) }
        return g_settings_get_boolean(settings, key) == 0
    }
}
