/// How a menu sits in its window: over the content (the phone layout of
/// the original iOS tutorials) or docked beside it (a desktop's split view).
public enum MenuMode: String, Sendable {
    /// The menu slides over or pushes the content, and may hold it modal.
    case overlay
    /// The menu sits beside the content, which is laid out in the rest and stays live.
    case docked
}
