import SlideOutCore

extension Layer {
    /// Draws the layer's text in `color`, as it is otherwise (its size does
    /// not change): a label taking a new appearance's colour.
    func recolorText(_ color: Color) {
        guard case .text(var text) = contents, text.color != color else { return }
        text.color = color
        contents = .text(text)
    }
}
