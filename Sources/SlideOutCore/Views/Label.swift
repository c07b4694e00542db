/// Text layers sized to their text, as `UILabel.sizeToFit` would.
public enum Label {
    /// A layer showing `text`, sized to it; named after the text unless `name` is given.
    public static func make(_ text: TextContent, measurer: any TextMeasuring, name: String = "") -> Layer {
        let layer = Layer(name: name.isEmpty ? "label:\(text.string)" : name)
        layer.contents = .text(text)
        layer.bounds = Rect(origin: .zero, size: measurer.size(of: text))
        return layer
    }

    /// Replaces the label's text and refits its bounds, keeping its position.
    public static func setText(_ text: TextContent, of layer: Layer, measurer: any TextMeasuring) {
        layer.contents = .text(text)
        layer.bounds = Rect(origin: .zero, size: measurer.size(of: text))
    }

    /// Replaces the label's text, ellipsized at `width` points only where it
    /// would not fit, and refits its bounds. Text that fits keeps the same
    /// contents at any width, so a layout that widens or narrows it every
    /// frame (a docked menu moving) neither measures nor draws it again.
    public static func setText(_ text: TextContent, of layer: Layer, fitting width: Double,
                               measurer: any TextMeasuring) {
        let natural = text.limited(to: nil)
        setText(measurer.size(of: natural).width <= width ? natural : text.limited(to: width), of: layer,
                measurer: measurer)
    }
}
