/// The keys that close and toggle the menu, chosen by the host. The
/// defaults are Esc to close, F9 or Ctrl+M to toggle; an empty list turns a
/// command's keys off (a host whose own views use Esc, say).
public struct MenuShortcuts: Hashable, Sendable {
    /// Close an open menu.
    public var close: [KeyShortcut]
    /// Open a closed menu, close an open one.
    public var toggle: [KeyShortcut]

    /// Shortcuts with the given keys; by default Esc closes, F9 and Ctrl+M toggle.
    public init(close: [KeyShortcut] = [KeyShortcut(.escape)],
                toggle: [KeyShortcut] = [KeyShortcut(.f9), KeyShortcut(.m, modifiers: .control)]) {
        self.close = close
        self.toggle = toggle
    }
}
