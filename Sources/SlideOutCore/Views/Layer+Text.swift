/// Text layers sized to their text, as `UILabel.sizeToFit` would.
extension Layer {
    /// A layer showing `text`, sized to it; named after the text unless `name` is given.
    public convenience init(text: TextContent, measurer: any TextMeasuring, name: String = "") {
        self.init(name: name.isEmpty ? "label:\(text.string)" : name)
        setText(text, measurer: measurer)
    }

    /// Replaces the layer's contents with `text` and refits its bounds,
    /// keeping its position. With a `width`, the text is ellipsized there
    /// only where it would not fit: text that fits keeps the same contents
    /// at any width, so a layout that widens or narrows it every frame (a
    /// docked menu moving) neither measures nor draws it again.
    public func setText(_ text: TextContent, fitting width: Double? = nil, measurer: any TextMeasuring) {
        var shown = text
        if let width {
            let natural = text.limited(to: nil)
            shown = measurer.size(of: natural).width <= width ? natural : text.limited(to: width)
        }
        contents = .text(shown)
        bounds = Rect(origin: .zero, size: measurer.size(of: shown))
    }
}
