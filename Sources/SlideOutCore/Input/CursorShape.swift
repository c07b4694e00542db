/// The pointer's look, as the interaction asks for it: a pointing hand over
/// what a click acts on, a closed hand while dragging, the arrow elsewhere.
public enum CursorShape: Hashable, Sendable {
    /// The arrow, the pointing hand over what a click acts on, the closed hand while dragging.
    case arrow, pointingHand, grabbing
}
