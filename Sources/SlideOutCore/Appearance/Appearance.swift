/// How the desktop wants things drawn: light or dark, normal or high
/// contrast, and the user's accent colour (UIKit's `userInterfaceStyle`,
/// `accessibilityContrast` and tint, in one value). `MenuHost` reads it from
/// the desktop and keeps it current; the library's own colours (the focus
/// ring, the row highlight, the dimming overlay) follow it, and a host's
/// `MenuContent` is told so that it restyles its layers. The default is
/// light, normal contrast, no accent colour: what a desktop that says
/// nothing gets.
public struct Appearance: Hashable, Sendable {
    /// Dark backgrounds with light text, instead of light with dark.
    public var isDark: Bool
    /// Stronger text and separators, no translucency where text sits.
    public var isHighContrast: Bool
    /// The colour the user picked for focus and selection, if any.
    public var accentColor: Color?

    /// Creates an appearance; by default light, normal contrast, no accent colour.
    public init(isDark: Bool = false, isHighContrast: Bool = false, accentColor: Color? = nil) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
        self.accentColor = accentColor
    }
}
