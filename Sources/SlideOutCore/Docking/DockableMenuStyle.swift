/// A style that can dock its menu beside the content on a wide window: it
/// keeps a `DockingState` (nil: it never docks, as on a phone) and gives its
/// docked layout. The host hands it the rules (`MenuHost.docking`), the
/// interaction drags its handle, and a host saves and restores what the
/// user chose through `dockedMenuWidth` and `showsDockedMenu`.
public protocol DockableMenuStyle: MenuStyle {
    /// Docking rules and state; nil lays the style out as an overlay at
    /// every width. Setting it lays the style out anew; going from docked
    /// to nil hides the menu, as going to overlay does.
    var dockingState: DockingState? { get set }
    /// The docked width a double-click on the handle restores (points).
    var defaultDockedWidth: Double { get }
}

extension MenuStyle {
    /// How the style's menu sits now: docked beside the content, or overlaid.
    package var menuMode: MenuMode { (self as? any DockableMenuStyle)?.dockingState?.mode ?? .overlay }
}

extension DockableMenuStyle {
    /// The docked menu's width (points): the user's, else the style's default.
    public var dockedMenuWidth: Double {
        get { dockingState?.width ?? defaultDockedWidth }
        set { dockingState?.width = newValue }
    }

    /// Whether the docked menu shows: while docked, where the reveal rests
    /// or heads; while overlaid, how it will show once docked again.
    /// Setting it while docked jumps there.
    public var showsDockedMenu: Bool {
        get { menuMode == .docked ? reveal.heading != .closed : dockingState?.showsWhenDocked ?? true }
        set {
            dockingState?.showsWhenDocked = newValue
            if menuMode == .docked { reveal.jump(to: newValue ? 1 : 0) }
        }
    }

    /// Takes a host's docking rules: a fresh state (menu shown, default
    /// width) where the style has none, the rules replaced where it has one
    /// (keeping what the user chose); nil stops docking.
    package func adoptDocking(_ rules: Docking?) {
        guard let rules else {
            if dockingState != nil { dockingState = nil }
            return
        }
        if dockingState == nil {
            dockingState = DockingState(rules: rules)
        } else if dockingState?.rules != rules {
            dockingState?.rules = rules
        }
    }

    /// Closes the menu after a row was chosen, unless it is docked: a docked
    /// menu stays beside the content, as a split view's sidebar does.
    package func dismissAfterChoice() {
        if menuMode == .overlay { reveal.close() }
    }
}
