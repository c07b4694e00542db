import SlideOutCore

/// One style's demo: the tutorial's app around a reusable menu style.
protocol DemoScreen: MenuContent {
    associatedtype Menu: MenuStyle
    init(clock: AnimationClock, measurer: any TextMeasuring)
    /// The tutorial's style.
    var menu: Menu { get }
    /// The screen the user is on, for the window's title.
    var screenTitle: String { get }
    /// The name a choice of row `index` is traced under (`select`'s item).
    func menuRowName(at index: Int) -> String
    /// Points of bar at the window's foot (a tab bar) that overlays keep clear of.
    var bottomBarHeight: Double { get }
    /// Lays out the demo's own layers for a view of `size` points (after the style's).
    func layout(in size: Size)
    /// Gives the screen the trace for its own events (push, pop).
    func attach(_ trace: Trace)
    /// Restyles the screen's system surfaces and text in `palette` (mid
    /// cross-fade, a mix) for `appearance`, keeping its brand colours.
    func adopt(_ palette: DemoPalette, for appearance: Appearance)
}

extension DemoScreen {
    /// The style, as any style.
    var style: any MenuStyle { menu }

    /// Gives the screen the trace for its own events (push, pop); most have none.
    func attach(_ trace: Trace) {}

    /// Most screens have no bar at their foot.
    var bottomBarHeight: Double { 0 }
}
