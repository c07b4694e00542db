/// One raw input event, timestamped in seconds, in window points. Live GLFW
/// input and replayed recordings both arrive as these.
public struct InputEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case pointerMove(Point)
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
        case key(Key, pressed: Bool, modifiers: KeyModifiers)
        case resize(Size)
    }

    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}

/// What moved, as a Wayland seat reports it (`wl_pointer.axis_source`).
public enum ScrollSource: String, Hashable, Sendable, CaseIterable {
    /// A wheel: one step per notch, whatever the delta.
    case wheel
    /// Fingers on a touchpad: a stream ended by an axis stop.
    case finger
    /// A continuous device (a trackpoint, button scrolling): a stream like fingers.
    case continuous
}

public enum PointerButton: Hashable, Sendable {
    case primary, secondary, middle, other(Int)
}

/// The keys the styles react to; everything else arrives as `other` with the
/// window system's key code.
public enum Key: Hashable, Sendable {
    case escape, f9, m, up, down, enter, tab, other(Int)
}

public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
}
