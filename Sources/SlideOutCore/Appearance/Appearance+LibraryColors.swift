/// The colours of what the library draws itself, in each appearance: the
/// focus ring, the row highlight, `MenuList`'s default text colour and
/// push's dimming overlay. Light and
/// normal contrast keep the colours the library always had.
extension Appearance {
    /// Light, normal contrast, no accent colour (what `init()` gives).
    package static let light = Appearance()

    /// iOS's system blue in dark mode, a step lighter than in light mode.
    private static let darkSystemBlue = Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1)

    /// The keyboard focus ring's colour: the accent colour, else the system blue.
    package var focusRingColor: Color { accentColor ?? (isDark ? Self.darkSystemBlue : .systemBlue) }

    /// The focus ring's width in points: thicker in high contrast.
    package var focusRingWidth: Double { isHighContrast ? 5 : 3 }

    /// The library's row highlight: a dark veil on light rows, a light one
    /// on dark rows, both stronger in high contrast.
    package var rowHighlight: Color {
        Color(white: isDark ? 1 : 0, alpha: isHighContrast ? 0.3 : (isDark ? 0.2 : 0.15))
    }

    /// `text` as the library draws it: in the default colour (black), white
    /// on a dark appearance; in a host's own colour, as it is.
    package func text(_ text: TextContent) -> TextContent {
        guard isDark, text.color == .black else { return text }
        var shown = text
        shown.color = .white
        return shown
    }

    /// What dims the content under push's open menu, given the style's
    /// light-appearance colour: dark content is dimmed with black, never lightened.
    package func dimmingColor(light: Color) -> Color { isDark ? .black : light }
}

/// A style whose own colours follow the appearance (push's dimming overlay):
/// `MenuInteraction` hands it each appearance the host adopts.
package protocol AppearanceFollowingStyle: MenuStyle {
    /// Takes `appearance`'s colours.
    func adopt(_ appearance: Appearance)
}
