/// When a style docks its menu beside the content, and how wide the user
/// may drag it: a host's one setting (`MenuHost.docking`,
/// `MenuOverlay.docking`), with SPEC's desktop numbers as defaults. Like
/// libadwaita's split views under a breakpoint, it docks on a wide window
/// and overlays on a narrow one; the gap between the two widths keeps a
/// window resized about one of them from flapping between modes.
public struct Docking: Sendable, Equatable {
    /// Views at least this wide (points) dock the menu: 840, Material 3's expanded class.
    public var dockingWidth = 840.0
    /// Views narrower than this (points) overlay the menu again: 800.
    public var overlayWidth = 800.0
    /// The widths (points) the handle may drag the docked menu to.
    public var menuWidths = 200.0...480.0
    /// The width (points) of the handle, the docked menu's trailing edge.
    public var handleWidth = 6.0

    /// Creates the defaults: dock at 840 points or more, overlay below 800,
    /// a 6-point handle dragging the menu between 200 and 480 points.
    public init() {}

    /// The mode for a view `width` points wide, coming from `current`. An
    /// `overlayWidth` above `dockingWidth` counts as `dockingWidth`: no width
    /// is then both docked and overlaid.
    package func mode(forViewWidth width: Double, from current: MenuMode) -> MenuMode {
        switch current {
        case .overlay: return width >= dockingWidth ? .docked : .overlay
        case .docked: return width < min(overlayWidth, dockingWidth) ? .overlay : .docked
        }
    }
}
