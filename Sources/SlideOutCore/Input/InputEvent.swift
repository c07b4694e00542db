/// One raw input event, timestamped in seconds, in window points. Live GLFW
/// input and replayed recordings both arrive as these; a host that keeps its
/// own loop makes them with `pointerMove(to:at:)`, `button(_:pressed:at:)`,
/// `scroll(dx:dy:at:)` and `key(_:pressed:modifiers:at:)` and hands them to
/// its `MenuOverlay`.
public struct InputEvent: Hashable, Sendable {
    /// What happened: a pointer move, button, scroll, touch, key or window resize.
    package enum Kind: Hashable, Sendable {
        /// The pointer moved to a point in the window.
        case pointerMove(Point)
        /// A mouse button went down or up where the pointer last moved.
        case button(PointerButton, pressed: Bool)
        /// Scroll deltas as the window system reports them (+y = wheel up),
        /// from a source it does not name (GLFW, X11 scroll valuators):
        /// whole numbers are wheel notches, fractions a trackpad stream.
        case scroll(dx: Double, dy: Double)
        /// Scrolling whose source the seat names (Wayland `wl_pointer` v5+), in
        /// the units of `scroll`: wheel steps, or a finger or continuous stream
        /// that ends with `scrollStop`.
        case sourcedScroll(dx: Double, dy: Double, source: ScrollSource)
        /// The fingers lifted: the compositor's axis stop ends the stream.
        case scrollStop
        /// A finger touched the window at a point; `id` names it until it lifts
        /// (the touchscreen's slot), so several fingers can be told apart.
        case touchDown(id: Int, Point)
        /// The finger `id`, down since its `touchDown`, moved to a point.
        case touchMove(id: Int, Point)
        /// The finger `id` lifted where it last moved.
        case touchUp(id: Int)
        /// The window system took the finger `id` away (a compositor gesture
        /// claimed it): whatever it was doing is undone, not completed.
        case touchCancel(id: Int)
        /// A key went down (or repeats) or up, with the modifiers held.
        case key(Key, pressed: Bool, modifiers: KeyModifiers)
        /// The window's drawing area took a new size in points.
        case resize(Size)
    }

    /// When the event happened, in seconds (since the first frame in recordings).
    package var time: Double
    /// What happened, with its data in window points.
    package var kind: Kind

    /// Creates an event of `kind` at `time` seconds.
    package init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The pointer moved to `point` (window points) at `time` seconds.
    public static func pointerMove(to point: Point, at time: Double) -> InputEvent {
        InputEvent(time: time, kind: .pointerMove(point))
    }

    /// A mouse button went down (`pressed`) or up where the pointer last moved.
    public static func button(_ button: PointerButton, pressed: Bool, at time: Double) -> InputEvent {
        InputEvent(time: time, kind: .button(button, pressed: pressed))
    }

    /// Scroll deltas as the window system reports them (+y = wheel up):
    /// whole numbers are wheel notches, fractions a trackpad stream.
    public static func scroll(dx: Double, dy: Double, at time: Double) -> InputEvent {
        InputEvent(time: time, kind: .scroll(dx: dx, dy: dy))
    }

    /// A key went down (`pressed`, a repeat too) or up, with the modifiers held.
    public static func key(_ key: Key, pressed: Bool, modifiers: KeyModifiers = [], at time: Double) -> InputEvent {
        InputEvent(time: time, kind: .key(key, pressed: pressed, modifiers: modifiers))
    }
}

/// What moved, as a Wayland seat reports it (`wl_pointer.axis_source`).
package enum ScrollSource: String, Hashable, Sendable, CaseIterable {
    /// A wheel: one step per notch, whatever the delta.
    case wheel
    /// Fingers on a touchpad: a stream ended by an axis stop.
    case finger
    /// A continuous device (a trackpoint, button scrolling): a stream like fingers.
    case continuous
}

/// A mouse button: primary (left), secondary (right), middle, or another by index.
public enum PointerButton: Hashable, Sendable {
    /// The left, right and middle buttons, and others by their number.
    case primary, secondary, middle, other(Int)
}

/// A key, named the same on every window system: the keys the styles react
/// to have cases of their own, every other key arrives `named`.
public enum Key: Hashable, Sendable {
    /// The keys the menus' default shortcuts and keyboard focus use.
    case escape, f9, m, up, down, enter, tab
    /// The Left and Right arrows: the one pointing inward from the menu's
    /// side opens it, the other closes it (swapped in a right-to-left layout).
    case left, right
    /// A digit key 0-9, on the main row or the keypad: a host can bind
    /// shortcuts to it (the demo picks its styles with them).
    case digit(Int)
    /// Any other key, by its name in lower case: the character on the key of
    /// a US keyboard for a printable key ("a", "/"), "f1" to "f25", "space",
    /// "backspace", "delete", "insert", "home", "end", "pageup" and
    /// "pagedown"; "unknown" for a key without a name.
    case named(String)
}

/// The modifier keys held with a key event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bit mask of held modifiers: 1 shift, 2 control, 4 alt.
    public let rawValue: Int
    /// Creates a modifier set from its bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A Shift key is held.
    public static let shift = KeyModifiers(rawValue: 1)
    /// A Control key is held.
    public static let control = KeyModifiers(rawValue: 2)
    /// An Alt key is held.
    public static let alt = KeyModifiers(rawValue: 4)
}
