/// The side a menu is revealed from: leading (the left, in a left-to-right
/// layout, uncovered by a rightward drag) or trailing.
public enum RevealSide: Sendable, Hashable {
    /// The leading side (the left, left to right) or the trailing one.
    case leading, trailing

    /// The sign of this side's progress: +1 for leading, -1 for trailing.
    package var sign: Double { self == .leading ? 1 : -1 }
}

/// Where a menu rests: closed, or open toward one side.
public enum RevealPosition: Sendable, Hashable {
    /// The menu is closed.
    case closed
    /// The menu rests open toward a side.
    case open(RevealSide)

    /// The progress at this position: 0 closed, +1 open leading, -1 open trailing.
    package var progress: Double {
        switch self {
        case .closed: return 0
        case .open(let side): return side.sign
        }
    }

    /// The position whose side a progress value lies on (0 is closed).
    package init(side progress: Double) {
        self = progress > 0 ? .open(.leading) : progress < 0 ? .open(.trailing) : .closed
    }
}

/// What a reveal is doing.
public enum RevealState: Sendable, Hashable {
    /// At rest with progress 0.
    case closed
    /// Following a pointer drag or trackpad swipe.
    case tracking
    /// Moving on the animation clock toward a position.
    case animating(toward: RevealPosition)
    /// At rest with the menu (at least partly) out toward a side.
    case open(RevealSide)

    /// True while tracking or animating.
    package var isMoving: Bool {
        switch self {
        case .tracking, .animating: return true
        case .closed, .open: return false
        }
    }
}

extension RevealState {
    /// The state of resting at `position`.
    package init(restingAt position: RevealPosition) {
        switch position {
        case .closed: self = .closed
        case .open(let side): self = .open(side)
        }
    }
}
