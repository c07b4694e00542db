import Glibc
import SlideOutCore

/// The system colours the demo's screens draw their surfaces and text in,
/// for one appearance, as iOS's dark mode and "Increase Contrast" turn them:
/// light is what the screens always drew; dark has black pages, #1C1C1E
/// bars and panels and light text; high contrast has stronger separators
/// and secondary text and nothing translucent under text. Each style's
/// brand colours (push's yellow, sidebar3d's items, the drawer's avatar)
/// are not here: they stay in every appearance.
struct DemoPalette {
    /// A page's background (`systemBackground`).
    let background: Color
    /// A panel beside the page, or a placeholder on it (`secondarySystemBackground`).
    let secondaryBackground: Color
    /// A picture's place before there is a picture (`tertiarySystemFill`-like).
    let placeholder: Color
    /// A navigation or tab bar.
    let bar: Color
    /// A bar's hairline.
    let hairline: Color
    /// Between rows of a list, or along a panel's edge, where the
    /// appearance is dark or high contrast.
    private let separator: Color
    /// Light and normal contrast: each screen keeps its own separator grey.
    private let keepsLightSeparators: Bool
    /// Titles (`label`).
    let label: Color
    /// Subtitles and an unselected tab (`secondaryLabel`).
    let secondaryLabel: Color
    /// A page's large grey text.
    let pageText: Color
    /// Bar buttons and the selected tab (`systemBlue`).
    let tint: Color
    /// The style picker's pill.
    let pickerBackground: Color
}

extension DemoPalette {
    init(_ appearance: Appearance) {
        let strong = appearance.isHighContrast
        if appearance.isDark {
            background = .black
            secondaryBackground = Color(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0)
            placeholder = Color(red: 0x2C / 255.0, green: 0x2C / 255.0, blue: 0x2E / 255.0)
            bar = secondaryBackground
            hairline = strong ? Color(white: 0.6) : Color(red: 0x38 / 255.0, green: 0x38 / 255.0, blue: 0x3A / 255.0)
            separator = hairline
            label = .white
            secondaryLabel = strong ? Color(red: 0.8, green: 0.8, blue: 0.84) : Color(red: 0.6, green: 0.6, blue: 0.63)
            pageText = strong ? .white : Color(white: 0.75)
            tint = strong ? Color(red: 0.25, green: 0.61, blue: 1) : Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1)
        } else {
            background = .white
            secondaryBackground = Color(white: 0.97)
            placeholder = Color(white: 0.93)
            bar = .barBackground
            hairline = strong ? Color(white: 0.4) : Color(white: 0.78)
            separator = Color(white: 0.4)
            label = .black
            // Darker than iOS's grey (3.9:1 on white): 4.6:1 on the panels' 0.97 white.
            secondaryLabel = strong ? Color(white: 0.25) : Color(white: 0.44)
            pageText = strong ? .black : .darkGray
            tint = strong ? Color(red: 0, green: 0.25, blue: 0.87) : .systemBlue
        }
        pickerBackground = Color(white: 0.1, alpha: strong ? 1 : 0.72)
        keepsLightSeparators = !appearance.isDark && !strong
    }

    /// A separator whose grey is `light` in light mode, normal contrast.
    func separator(light: Color) -> Color { keepsLightSeparators ? light : separator }

    /// The palette `fraction` (0...1) of the way from this one to `other`,
    /// each colour mixed: a cross-fade's frame.
    func mixed(with other: DemoPalette, fraction: Double) -> DemoPalette {
        func mix(_ path: KeyPath<DemoPalette, Color>) -> Color {
            let (a, b) = (self[keyPath: path], other[keyPath: path])
            func channel(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
            return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
                         alpha: channel(a.alpha, b.alpha))
        }
        return DemoPalette(background: mix(\.background), secondaryBackground: mix(\.secondaryBackground),
                           placeholder: mix(\.placeholder), bar: mix(\.bar), hairline: mix(\.hairline),
                           separator: mix(\.separator), keepsLightSeparators: other.keepsLightSeparators,
                           label: mix(\.label), secondaryLabel: mix(\.secondaryLabel), pageText: mix(\.pageText),
                           tint: mix(\.tint), pickerBackground: mix(\.pickerBackground))
    }

    /// White or black, whichever reads better on `background` (WCAG's
    /// contrast ratio): text on a brand colour that stays.
    static func textColor(on background: Color) -> Color {
        func luminance(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        let lightness = 0.2126 * luminance(background.red) + 0.7152 * luminance(background.green)
            + 0.0722 * luminance(background.blue)
        // White's ratio (1.05 / (L + 0.05)) beats black's ((L + 0.05) / 0.05) below L = 0.179.
        return lightness < 0.179 ? .white : .black
    }
}
