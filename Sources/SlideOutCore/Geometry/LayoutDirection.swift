/// Which way a window's layout reads: left to right (English), or right to
/// left (Arabic, Hebrew, Persian), where every menu is mirrored.
///
/// Styles lay out in one direction only, leading edge at the left. A host in
/// `rightToLeft` mirrors at the edges instead: the renderer flips the whole
/// layer tree about the window's vertical centre line (pictures and text are
/// flipped back, so they still read the right way), and input is mirrored
/// back before any style sees it. So the
/// leading menu comes from the right, and a drag, swipe or wheel step toward
/// the left opens it, with no style knowing.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// The leading edge is the left one.
    case leftToRight
    /// The leading edge is the right one: the layout is mirrored.
    case rightToLeft

    /// The transform that mirrors a view `width` points wide about its
    /// vertical centre line (its own inverse); nil for left to right.
    package func mirror(width: Double) -> Transform3D? {
        guard self == .rightToLeft else { return nil }
        return Transform3D.scale(x: -1, y: 1).concatenating(.translation(x: width, y: 0))
    }
}
