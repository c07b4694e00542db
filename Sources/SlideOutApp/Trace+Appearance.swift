import SlideOutCore

/// The trace's words for an appearance, in `ready` and in the change event.
extension Trace {
    /// "light" or "dark".
    static func scheme(of appearance: Appearance) -> Value { .string(appearance.isDark ? "dark" : "light") }

    /// "normal" or "high".
    static func contrast(of appearance: Appearance) -> Value { .string(appearance.isHighContrast ? "high" : "normal") }

    /// The appearance changed from `previous` while the app runs (the
    /// desktop switched); a change of the accent colour alone is not traced.
    func appearance(_ appearance: Appearance, after previous: Appearance) {
        guard appearance.isDark != previous.isDark || appearance.isHighContrast != previous.isHighContrast else {
            return
        }
        emit(["event": .string("appearance"), "scheme": Self.scheme(of: appearance),
              "contrast": Self.contrast(of: appearance)])
    }
}
