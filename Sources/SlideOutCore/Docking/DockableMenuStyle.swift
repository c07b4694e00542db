/// A style that can dock its menu beside the content on a wide window: it
/// keeps a `DockingState` (nil: it never docks, as the seeds) and gives its
/// docked layout. The host hands it the rules (`MenuHost.docking`), the
/// interaction drags its handle, and a host saves and restores what the
/// user chose through `dockedMenuWidth` and `showsDockedMenu`.
public protocol DockableMenuStyle: MenuStyle {
    /// Docking rules and state; nil lays the style out as an overlay at every width.
    var docking: DockingState? { get set }
    /// The docked width a double-click on the handle restores (points).
    var defaultDockedWidth: Double { get }
}

extension DockableMenuStyle {
    /// The mode the style is laid out in now.
    public var mode: MenuMode { docking?.mode ?? .overlay }

    /// The docked menu's width (points): the user's, else the style's default.
    public var dockedMenuWidth: Double {
        get { docking?.width ?? defaultDockedWidth }
        set { docking?.width = newValue }
    }

    /// Whether the docked menu shows: while docked, where the reveal rests
    /// or heads; while overlaid, how it will show once docked again.
    /// Setting it while docked jumps there.
    public var showsDockedMenu: Bool {
        get { mode == .docked ? reveal.heading != .closed : docking?.showsWhenDocked ?? true }
        set {
            docking?.showsWhenDocked = newValue
            if mode == .docked { reveal.jump(to: newValue ? 1 : 0) }
        }
    }

    /// Closes the menu after a row was chosen, unless it is docked: a docked
    /// menu stays beside the content, as a split view's sidebar does.
    public func dismissAfterChoice() {
        if mode == .overlay { reveal.close() }
    }
}
