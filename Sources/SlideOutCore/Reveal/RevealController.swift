/// The one scalar under every menu style: `progress` (0 closed, +1 open
/// toward leading, -1 open toward trailing), its typed state, the animation
/// that moves it on the clock, pointer tracking, and where a release settles.
///
/// A style is then its parameters, a pure layout of (size, progress) run from
/// `onChange`, and its choice of `RevealRelease`. Every move starts from the
/// on-screen progress and velocity, so any command may interrupt any other.
public final class RevealController {
    /// The sides that can open: leading (progress 0...1), or both (-1...1).
    package let sides: Set<RevealSide>
    /// How commands and releases move.
    package var motion: Motion
    /// Where a released drag or swipe settles.
    package var release: RevealRelease
    /// False for styles that only move by command (slidedown): drags and
    /// swipes are ignored.
    package var tracksPointer: Bool
    /// Points the pointer travels for one unit of progress (the menu's
    /// width, the centre panel's travel); the style sets it in its layout.
    public var distance = 1.0
    /// True when an animation may carry progress past its rest positions
    /// (a spring's bounce); else it is held within them.
    public var allowsOvershoot = false
    /// Which way the window reads, as its host set it (`MenuHost.layoutDirection`).
    /// A style lays out leading edge left whatever it says: the renderer
    /// mirrors the picture and the host the input. It is here for what a
    /// style draws that must not be mirrored back (an arrow pointing at the
    /// menu), and for the renderer to read with the style's layers.
    public var layoutDirection = LayoutDirection.leftToRight
    /// Where `allowsOvershoot` is on, the fastest a release sets the reveal
    /// moving, in distances per second: a throw crosses the whole distance
    /// in a tenth of a second at most, so the spring's bounce stays within a
    /// quarter of it however fast the pointer seemed to move (events that
    /// arrive in a burst carry nearly equal times: their slope is no hand's).
    package var maximumReleaseSpeed = 10.0
    /// Called after every change of `progress` or `state`: the style lays its layers out.
    public var onChange: (() -> Void)?
    /// Called as the reveal leaves closed, whatever moved it (a command, a
    /// drag, a swipe, a wheel notch, a key): the one place a host notes what
    /// the menu opened over, as the drawer tutorial's `toggleSideMenu(fromViewController:)`.
    package var onOpening: (() -> Void)?

    /// How far the menu is out: 0 closed, +1 open toward leading, -1 open toward trailing.
    public private(set) var progress = 0.0
    /// What the reveal is doing: resting, tracking the pointer, or animating.
    public private(set) var state = RevealState.closed {
        didSet { if oldValue == .closed && state != .closed { onOpening?() } }
    }
    private let clock: AnimationClock
    private lazy var key = AnimationKey(self, "progress")
    private var trackingStart = 0.0
    /// Where the reveal rested, or was heading, when tracking began.
    private var trackingOrigin = RevealPosition.closed

    /// Creates a closed reveal that animates on `clock` with `motion`,
    /// opening toward `sides`; false `tracksPointer` leaves drags and swipes
    /// alone. A released drag settles on the nearer position, a throw going
    /// the way it was thrown (UIKit paging).
    public convenience init(clock: AnimationClock, sides: Set<RevealSide> = [.leading], motion: Motion,
                            tracksPointer: Bool = true) {
        self.init(clock: clock, sides: sides, motion: motion, release: .paging, tracksPointer: tracksPointer)
    }

    /// Creates a closed reveal whose releases settle by `release`.
    package init(clock: AnimationClock, sides: Set<RevealSide> = [.leading], motion: Motion,
                 release: RevealRelease, tracksPointer: Bool = true) {
        self.clock = clock
        self.sides = sides
        self.motion = motion
        self.release = release
        self.tracksPointer = tracksPointer
    }

    /// True while tracking or animating.
    public var isMoving: Bool { state.isMoving }

    /// Where the reveal is heading: an animation's target, else the rest
    /// position on the side of the current progress.
    package var heading: RevealPosition {
        if case .animating(let target) = state { return target }
        return RevealPosition(side: progress)
    }

    /// True when the menu rests open toward some side (keyboard focus may
    /// then move over its rows).
    public var isOpen: Bool {
        if case .open = state { return true }
        return false
    }

    /// Sets `progress` at once, stopping any move (start-up state, tests).
    /// A partial value rests open toward its side.
    public func jump(to progress: Double) {
        clock.removeAnimation(forKey: key)
        self.progress = clamped(progress)
        state = RevealState(restingAt: RevealPosition(side: self.progress))
        onChange?()
    }

    /// Animates to `position` from the on-screen progress; `velocity`
    /// (progress per second) overrides the running animation's.
    package func move(to position: RevealPosition, velocity: Double? = nil) {
        let position = position.clamped(to: sides)
        if case .animating(let target) = state {
            if target == position { return }
        } else if progress == position.progress {
            settle(at: position)
            return
        }
        state = .animating(toward: position)
        clock.animate(property, forKey: key, to: position.progress, motion: motion, initialVelocity: velocity) { [weak self] in
            if $0 == .finished { self?.settle(at: position) }
        }
        onChange?()
    }

    /// Animates open toward `side` (leading by default).
    public func open(_ side: RevealSide = .leading) { move(to: .open(side)) }
    /// Animates closed.
    public func close() { move(to: .closed) }

    /// Opens `side` unless it is open or opening; then closes.
    public func toggle(_ side: RevealSide = .leading) {
        move(to: heading == .open(side) && abs(targetProgress) >= 0.5 ? .closed : .open(side))
    }

    /// Wheel notches: one rest position along trailing ... closed ...
    /// leading per call (positive toward leading), counted from where a
    /// running move is heading, so notches that arrive while it moves there coalesce.
    package func page(by steps: Int) {
        guard steps != 0, state != .tracking else { return }
        let from = targetProgress.rounded()
        move(to: RevealPosition(side: clamped(from + Double(steps.signum()))))
    }

    /// A drag or swipe takes the reveal: any animation stops where it is.
    package func beginTracking() {
        guard tracksPointer else { return }
        trackingOrigin = heading
        clock.removeAnimation(forKey: key)
        trackingStart = progress
        state = .tracking
        onChange?()
    }

    /// Follows the pointer: `translation` points since tracking began,
    /// positive toward leading.
    package func updateTracking(translation: Double) {
        guard state == .tracking else { return }
        progress = clamped(trackingStart + translation / max(distance, 1))
        onChange?()
    }

    /// Lets go moving at `velocity` points per second (positive toward
    /// leading) and settles where `release` says.
    package func endTracking(velocity: Double) {
        guard state == .tracking else { return }
        let target = release.target(start: trackingStart, progress: progress, velocity: velocity,
                                    distance: distance, sides: sides)
        let speed = velocity / max(distance, 1)
        let limit = allowsOvershoot ? maximumReleaseSpeed : .infinity
        move(to: target, velocity: min(max(speed, -limit), limit))
    }

    /// The drag was taken away (a cancelled touch): the reveal animates back
    /// to where it rested, or was heading, when tracking began, as
    /// `UIGestureRecognizer.State.cancelled` undoes an interactive transition.
    package func cancelTracking() {
        guard state == .tracking else { return }
        move(to: trackingOrigin)
    }

    /// The progress a running move is heading for, else the current one.
    private var targetProgress: Double {
        if case .animating(let target) = state { return target.progress }
        return progress
    }

    private func settle(at position: RevealPosition) {
        progress = position.progress
        state = RevealState(restingAt: position)
        onChange?()
    }

    private func clamped(_ value: Double) -> Double {
        min(max(value, sides.contains(.trailing) ? -1 : 0), sides.contains(.leading) ? 1 : 0)
    }

    private var property: AnimatableProperty {
        AnimatableProperty(self, read: { $0.progress }, write: { reveal, value in
            reveal.progress = reveal.allowsOvershoot ? value : reveal.clamped(value)
            reveal.onChange?()
        })
    }
}
