/// A dockable style's docking: the host's rules, the mode the style is in,
/// the docked menu's width and whether it shows. A style that docks keeps
/// one and, at the top of its layout, calls `fit(toViewWidth:reveal:)` on
/// it and jumps its reveal where that says; then it lays itself out docked
/// or overlaid as `mode` says.
public struct DockingState: Sendable, Equatable {
    /// When to dock, and how wide the handle may drag the menu.
    package var rules: Docking
    /// The mode the style is laid out in now.
    public private(set) var mode = MenuMode.overlay
    /// The width the user dragged the docked menu to (points), within
    /// `rules.menuWidths`; nil is the style's default.
    public var width: Double? {
        didSet { width = width.map { min(max($0, rules.menuWidths.lowerBound), rules.menuWidths.upperBound) } }
    }
    /// Whether the docked menu shows the next time the style docks: true
    /// until the user hides it; kept as the user left it when the window
    /// narrowed into overlay mode.
    public var showsWhenDocked = true

    /// Starts in overlay mode with the menu to show once docked, at the style's default width.
    public init(rules: Docking = Docking()) {
        self.rules = rules
    }

    /// Switches mode for a view `width` points wide and returns the
    /// progress `reveal` jumps to when the mode changed (nil when it held):
    /// going to overlay hides the menu, remembering whether it showed;
    /// coming back to docked shows it as it was last left docked.
    public mutating func fit(toViewWidth width: Double, reveal: RevealController) -> Double? {
        let next = rules.mode(forViewWidth: width, from: mode)
        guard next != mode else { return nil }
        if mode == .docked { showsWhenDocked = reveal.heading != .closed }
        mode = next
        return next == .docked && showsWhenDocked ? 1 : 0
    }
}
