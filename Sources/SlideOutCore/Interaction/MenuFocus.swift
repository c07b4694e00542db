
/// The keyboard focus over a menu's rows: a visible ring on the focused row,
/// moved by Up/Down (clamped) and Tab/Shift+Tab (wrapping, so focus stays in
/// the menu).
public final class MenuFocus {
    /// The ring drawn over the focused row.
    public let ring = Layer(name: "focusRing")
    /// The focused row, if any.
    public private(set) var index: Int?

    /// A focus on no row yet.
    public init() {
        ring.anchorPoint = .zero
        ring.contents = .shape(ShapeContent([.rectangle(Rect(x: 0, y: 0, width: 1, height: 1))],
                                            color: .systemBlue, lineWidth: 3))
    }

    /// Moves the focus `delta` rows; with no focus yet, lands on the first
    /// (or, going up, the last) row.
    public func move(by delta: Int, among rows: [Layer], wrapping: Bool) {
        guard !rows.isEmpty else { return }
        let next: Int
        if let index {
            next = wrapping ? ((index + delta) % rows.count + rows.count) % rows.count
                : min(max(index + delta, 0), rows.count - 1)
        } else {
            next = delta >= 0 ? 0 : rows.count - 1
        }
        index = next
        rows[next].addSublayer(ring)
        refit()
    }

    /// Fits the ring to its row again, after the row was laid out anew (the window's size changed).
    public func refit() {
        guard let row = ring.superlayer else { return }
        ring.frame = Rect(x: 2, y: 2, width: max(row.bounds.width - 4, 0), height: max(row.bounds.height - 4, 0))
    }

    /// Takes the focus (and its ring) off every row.
    public func clear() {
        index = nil
        ring.removeFromSuperlayer()
    }
}
