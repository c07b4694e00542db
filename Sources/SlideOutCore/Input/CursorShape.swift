/// The pointer's look, as the interaction asks for it: a pointing hand over
/// what a click acts on, a closed hand while dragging, left-right arrows
/// over a docked menu's handle, the arrow elsewhere.
public enum CursorShape: Hashable, Sendable {
    /// The arrow, the pointing hand over what a click acts on, the closed hand while dragging.
    case arrow, pointingHand, grabbing
    /// Left-right arrows (`ew-resize`): over, and while dragging, what resizes sideways.
    case resizeLeftRight
}
