import SlideOutCore

/// One style's demo: the tutorial's app around a reusable menu style.
protocol DemoScreen: AnyObject {
    init(clock: AnimationClock, measurer: any TextMeasuring)
    var style: any MenuStyle { get }
    /// Lays out the style and the demo's own layers for a view of `size` points.
    func layout(in size: Size)
    /// Handles a tap on one of the demo's own layers (buttons, tabs).
    func handleTap(on layer: Layer)
    /// The menu's rows, top to bottom, for clicks and keyboard focus.
    var menuRows: [Layer] { get }
    /// Acts on menu row `index` (clicked or chosen with Enter) and returns
    /// the item's name for the trace.
    func chooseMenuRow(at index: Int) -> String
    /// Gives the screen the trace for its own events (push, pop).
    func attach(_ trace: Trace)
}

extension DemoScreen {
    /// Gives the screen the trace for its own events (push, pop); most have none.
    func attach(_ trace: Trace) {}
}
