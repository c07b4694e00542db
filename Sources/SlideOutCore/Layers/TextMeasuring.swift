/// Measures text as the renderer will draw it, so layouts can size labels and
/// buttons without the core knowing the text engine.
public protocol TextMeasuring {
    /// The size in points that `text` needs on one line.
    func size(of text: TextContent) -> Size
}
