/// The states an accessible object reports, as AT-SPI names them.
package struct AccessibleState: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let active = AccessibleState(rawValue: 1 << 0)
    package static let enabled = AccessibleState(rawValue: 1 << 1)
    package static let sensitive = AccessibleState(rawValue: 1 << 2)
    package static let visible = AccessibleState(rawValue: 1 << 3)
    package static let showing = AccessibleState(rawValue: 1 << 4)
    package static let focusable = AccessibleState(rawValue: 1 << 5)
    package static let focused = AccessibleState(rawValue: 1 << 6)
    package static let selectable = AccessibleState(rawValue: 1 << 7)
    package static let selected = AccessibleState(rawValue: 1 << 8)
    package static let expandable = AccessibleState(rawValue: 1 << 9)
    package static let expanded = AccessibleState(rawValue: 1 << 10)
    package static let collapsed = AccessibleState(rawValue: 1 << 11)
    package static let resizable = AccessibleState(rawValue: 1 << 12)

    /// Every state with its AT-SPI name (the `StateChanged` event's detail).
    package static let named: [(state: AccessibleState, name: String)] = [
        (.active, "active"), (.enabled, "enabled"), (.sensitive, "sensitive"), (.visible, "visible"),
        (.showing, "showing"), (.focusable, "focusable"), (.focused, "focused"),
        (.selectable, "selectable"), (.selected, "selected"), (.expandable, "expandable"),
        (.expanded, "expanded"), (.collapsed, "collapsed"), (.resizable, "resizable"),
    ]
}
