/// One object of the accessible tree, as assistive technology sees it: an
/// immutable value, so a snapshot can be read on another thread.
package struct AccessibleNode: Sendable, Equatable {
    /// What the object is (AT-SPI's roles).
    package enum Role: Sendable, Equatable {
        case application, frame, panel, list, menu, listItem, menuItem, pushButton

        /// The role of a row or button that declares `role` (nil: the default, `fallback`).
        package init(_ role: AccessibilityRole?, default fallback: Role) {
            switch role {
            case .button?, .menuToggle?: self = .pushButton
            case .listItem?: self = .listItem
            case .menuItem?: self = .menuItem
            case nil: self = fallback
            }
        }
    }

    /// What the object's action ("click") acts on.
    package enum Target: Sendable, Equatable {
        /// Row `index` of the host's `menuRows`.
        case row(Int)
        /// Button `index` of the host's `buttons`.
        case button(Int)
    }

    /// The object's name in its tree, unique there: "root", "frame",
    /// "content", "menu", "row3", "button2" (the last part of its D-Bus path).
    package var id: String
    package var role: Role
    package var name: String
    /// Where it is drawn, in window points (zero for the application).
    package var frame: Rect
    package var states: AccessibleState
    package var parent: String?
    package var children: [String] = []
    /// What a click on it acts on; nil when it has no action.
    package var target: Target?
}
