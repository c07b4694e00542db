import SlideOutCore

/// One style's demo: the tutorial's app around a reusable menu style.
protocol DemoScreen: AnyObject {
    init(clock: AnimationClock, measurer: any TextMeasuring)
    var style: any MenuStyle { get }
    /// Lays out the style and the demo's own layers for a view of `size` points.
    func layout(in size: Size)
    /// Handles a tap on one of the demo's own layers (buttons, tabs, rows).
    func handleTap(on layer: Layer)
}
