/// A key pressed with modifiers, such as Ctrl+M: what a host binds a
/// command to.
public struct KeyShortcut: Hashable, Sendable {
    /// The key that triggers the shortcut.
    package var key: Key
    /// The modifiers that must be held with it; others may be held too.
    package var modifiers: KeyModifiers

    /// A shortcut of `key` with `modifiers` held (none by default).
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// True when `key` pressed with `held` modifiers triggers the shortcut.
    package func matches(_ key: Key, held: KeyModifiers) -> Bool {
        key == self.key && held.isSuperset(of: modifiers)
    }
}
