/// The pointer's look, as the interaction asks for it: a pointing hand over
/// what a click acts on, a closed hand while dragging, the arrow elsewhere.
public enum CursorShape: Hashable, Sendable {
    case arrow, pointingHand, grabbing
}
