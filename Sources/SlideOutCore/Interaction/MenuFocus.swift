
/// The keyboard focus: a visible ring on the focused layer. Over an open
/// menu's rows it sits just inside the row, moved by Up/Down (clamped) and
/// Tab/Shift+Tab (wrapping, so focus stays in the menu); over the host's
/// buttons while the menu is closed it sits just around the button.
package final class MenuFocus {
    /// Where the ring goes on the focused layer.
    package enum Placement: Sendable {
        /// Just inside (a row, which fills the menu's width).
        case inside
        /// Just around (a button, whose own picture the ring must not cover).
        case around
    }

    /// The ring drawn over the focused layer.
    package let ring = Layer(name: "focusRing")
    /// The focused layer's place in the list it was last moved among, if any.
    package private(set) var index: Int?
    private var placement = Placement.inside

    /// A focus on nothing yet.
    package init() {
        ring.anchorPoint = .zero
        adopt(.light)
    }

    /// Draws the ring in `appearance`'s accent colour, thicker in high contrast.
    package func adopt(_ appearance: Appearance) {
        ring.contents = .shape(ShapeContent([.rectangle(Rect(x: 0, y: 0, width: 1, height: 1))],
                                            color: appearance.focusRingColor, lineWidth: appearance.focusRingWidth))
    }

    /// The focused layer, if any.
    package var layer: Layer? { ring.superlayer }

    /// Moves the focus `delta` places among `targets`, the ring placed on
    /// the target as `placement` says; from a layer not among them, or from
    /// none, lands on the first (or, going back, the last).
    package func move(by delta: Int, among targets: [Layer], wrapping: Bool,
                      placement: (Layer) -> Placement = { _ in .inside }) {
        guard !targets.isEmpty else { return }
        let next: Int
        if let current = targets.firstIndex(where: { $0 === layer }) {
            next = wrapping ? ((current + delta) % targets.count + targets.count) % targets.count
                : min(max(current + delta, 0), targets.count - 1)
        } else {
            next = delta >= 0 ? 0 : targets.count - 1
        }
        index = next
        self.placement = placement(targets[next])
        targets[next].addSublayer(ring)
        refit()
    }

    /// Fits the ring to its layer again, after the layer was laid out anew (the window's size changed).
    package func refit() {
        guard let layer else { return }
        let inset = placement == .inside ? 2.0 : -3.0
        ring.frame = Rect(x: inset, y: inset, width: max(layer.bounds.width - 2 * inset, 0),
                          height: max(layer.bounds.height - 2 * inset, 0))
    }

    /// Takes the focus (and its ring) off every layer.
    package func clear() {
        index = nil
        ring.removeFromSuperlayer()
    }
}
