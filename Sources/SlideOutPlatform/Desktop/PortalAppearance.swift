import CGio
import SlideOutCore

/// The XDG desktop portal's `org.freedesktop.appearance` settings, read
/// into an `Appearance`: `color-scheme` (u: 0 no preference, 1 prefer dark,
/// 2 prefer light), `contrast` (u: 0 normal, 1 high) and `accent-color`
/// ((ddd) red, green, blue in 0...1; out of range means none set). A value
/// of another type, or boxed in variants (as the deprecated `Read` returns
/// it), is unboxed first; a key or type it does not know leaves the appearance as it was.
enum PortalAppearance {
    static let namespace = "org.freedesktop.appearance"
    static let keys = ["color-scheme", "contrast", "accent-color"]

    /// Sets the part of `appearance` that setting `key` holds, from `value` (a `GVariant`).
    static func apply(_ key: String, _ value: OpaquePointer?, to appearance: inout Appearance) {
        guard let value = unboxed(value) else { return }
        defer { g_variant_unref(value) }
        let type = String(cString: g_variant_get_type_string(value))
        switch (key, type) {
        case ("color-scheme", "u"): appearance.isDark = g_variant_get_uint32(value) == 1
        case ("contrast", "u"): appearance.isHighContrast = g_variant_get_uint32(value) == 1
        case ("accent-color", "(ddd)"):
            let components = (0..<3).map { index in Variant.child(value, index, g_variant_get_double) }
            appearance.accentColor = components.allSatisfy { (0...1).contains($0) }
                ? Color(red: components[0], green: components[1], blue: components[2]) : nil
        default: break
        }
    }

    /// The appearance `ReadAll` answered: its `a{sa{sv}}` of namespaces and their settings.
    static func appearance(fromReadAll namespaces: OpaquePointer?) -> Appearance {
        var appearance = Appearance.light
        for index in 0..<Int(g_variant_n_children(namespaces)) {
            Variant.child(namespaces, index) { entry in
                let name = Variant.child(entry, 0) { String(cString: g_variant_get_string($0, nil)) }
                guard name == namespace else { return }
                Variant.child(entry, 1) { settings in
                    for setting in 0..<Int(g_variant_n_children(settings)) {
                        Variant.child(settings, setting) { pair in
                            let key = Variant.child(pair, 0) { String(cString: g_variant_get_string($0, nil)) }
                            Variant.child(pair, 1) { apply(key, $0, to: &appearance) }
                        }
                    }
                }
            }
        }
        return appearance
    }

    /// `value` with every variant box around it taken off (a new reference), or nil.
    private static func unboxed(_ value: OpaquePointer?) -> OpaquePointer? {
        guard var value else { return nil }
        g_variant_ref(value)
        while String(cString: g_variant_get_type_string(value)) == "v" {
            let inner = g_variant_get_variant(value)!
            g_variant_unref(value)
            value = inner
        }
        return value
    }
}
