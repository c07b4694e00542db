import CGio
import SlideOutCore

/// The AT-SPI 2 interfaces an accessible object answers on the
/// accessibility bus, and the numbers AT-SPI gives roles and states
/// (`AtspiRole`, `AtspiStateType` in at-spi2-core).
enum AccessibilityInterfaces {
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    /// What clients ask first for every object at once: an empty list here,
    /// so they ask object by object.
    static let cache = "org.a11y.atspi.Cache"
    static let cachePath = "/org/a11y/atspi/cache"
    /// Where every object lives: the application is `root` under it.
    static let pathPrefix = "/org/a11y/atspi/accessible"
    /// AT-SPI's reference to no object.
    static let nullPath = "/org/a11y/atspi/null"

    /// The introspection data, parsed once; lives as long as the process.
    nonisolated(unsafe) static let node: UnsafeMutablePointer<GDBusNodeInfo> = {
        guard let node = g_dbus_node_info_new_for_xml(xml, nil) else { fatalError("bad AT-SPI introspection XML") }
        return node
    }()

    /// The interface named `name`, unowned.
    static func info(_ name: String) -> UnsafeMutablePointer<GDBusInterfaceInfo>? {
        g_dbus_node_info_lookup_interface(node, name)
    }

    /// The interfaces an object of `role` answers on.
    static func names(for node: AccessibleNode) -> [String] {
        switch node.role {
        case .application: return [accessible, application]
        case .listItem, .menuItem, .pushButton: return [accessible, component, action]
        default: return [accessible, component]
        }
    }

    /// `AtspiRole`'s number and name for `role`.
    static func role(_ role: AccessibleNode.Role) -> (number: UInt32, name: String) {
        switch role {
        case .application: return (75, "application")
        case .frame: return (23, "frame")
        case .panel: return (39, "panel")
        case .list: return (31, "list")
        case .menu: return (33, "menu")
        case .listItem: return (32, "list item")
        case .menuItem: return (35, "menu item")
        case .pushButton: return (43, "push button")
        }
    }

    /// `AtspiStateType`'s bits for `states`, as `GetState` returns them (two 32-bit words).
    static func stateWords(_ states: AccessibleState) -> [UInt32] {
        let numbers: [(AccessibleState, Int)] = [
            (.active, 1), (.collapsed, 5), (.enabled, 8), (.expandable, 9), (.expanded, 10), (.focusable, 11),
            (.focused, 12), (.resizable, 21), (.selectable, 22), (.selected, 23), (.sensitive, 24), (.showing, 25),
            (.visible, 30),
        ]
        var words: [UInt32] = [0, 0]
        for (state, bit) in numbers where states.contains(state) { words[bit / 32] |= 1 << UInt32(bit % 32) }
        return words
    }

    private static let xml = """
    <node>
      <interface name="org.a11y.atspi.Accessible">
        <property name="Name" type="s" access="read"/>
        <property name="Description" type="s" access="read"/>
        <property name="Parent" type="(so)" access="read"/>
        <property name="ChildCount" type="i" access="read"/>
        <property name="Locale" type="s" access="read"/>
        <property name="AccessibleId" type="s" access="read"/>
        <property name="HelpText" type="s" access="read"/>
        <method name="GetChildAtIndex"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
        <method name="GetChildren"><arg direction="out" type="a(so)"/></method>
        <method name="GetIndexInParent"><arg direction="out" type="i"/></method>
        <method name="GetRelationSet"><arg direction="out" type="a(ua(so))"/></method>
        <method name="GetRole"><arg direction="out" type="u"/></method>
        <method name="GetRoleName"><arg direction="out" type="s"/></method>
        <method name="GetLocalizedRoleName"><arg direction="out" type="s"/></method>
        <method name="GetState"><arg direction="out" type="au"/></method>
        <method name="GetAttributes"><arg direction="out" type="a{ss}"/></method>
        <method name="GetApplication"><arg direction="out" type="(so)"/></method>
        <method name="GetInterfaces"><arg direction="out" type="as"/></method>
      </interface>
      <interface name="org.a11y.atspi.Application">
        <property name="ToolkitName" type="s" access="read"/>
        <property name="Version" type="s" access="read"/>
        <property name="AtspiVersion" type="s" access="read"/>
        <property name="Id" type="i" access="readwrite"/>
        <method name="GetLocale"><arg direction="in" type="u"/><arg direction="out" type="s"/></method>
      </interface>
      <interface name="org.a11y.atspi.Component">
        <method name="Contains"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="b"/></method>
        <method name="GetAccessibleAtPoint"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="(so)"/></method>
        <method name="GetExtents"><arg direction="in" type="u"/><arg direction="out" type="(iiii)"/></method>
        <method name="GetPosition"><arg direction="in" type="u"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetSize"><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetLayer"><arg direction="out" type="u"/></method>
        <method name="GetMDIZOrder"><arg direction="out" type="n"/></method>
        <method name="GrabFocus"><arg direction="out" type="b"/></method>
        <method name="GetAlpha"><arg direction="out" type="d"/></method>
      </interface>
      <interface name="org.a11y.atspi.Action">
        <property name="NActions" type="i" access="read"/>
        <method name="GetDescription"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetLocalizedName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetKeyBinding"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetActions"><arg direction="out" type="a(sss)"/></method>
        <method name="DoAction"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
      </interface>
      <interface name="org.a11y.atspi.Cache">
        <method name="GetItems"><arg direction="out" type="a((so)(so)(so)iiassusau)"/></method>
      </interface>
    </node>
    """
}
