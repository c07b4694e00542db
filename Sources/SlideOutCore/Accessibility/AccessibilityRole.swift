/// What assistive technology takes a row or button for (AT-SPI's roles).
public enum AccessibilityRole: Sendable, Hashable {
    /// A button that acts when pressed (AT-SPI "push button").
    case button
    /// A button that opens and closes the menu toward `side`: a push button
    /// whose expanded state follows the menu (the hamburger, a drawer's avatar).
    case menuToggle(side: RevealSide)
    /// A row of a list (AT-SPI "list item"): a menu row by default.
    case listItem
    /// An item of a menu (AT-SPI "menu item"), for rows that act as commands.
    case menuItem
}
