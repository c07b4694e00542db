/// A style's one scalar (its `progress`) moved by the animation clock: the
/// single place that holds its animation key, knows where it is heading, and
/// starts each move from the on-screen value and velocity.
final class ProgressAnimator {
    /// What `move(to:…)` did.
    enum Start { case started, alreadyHeading, alreadyThere }

    private let clock: AnimationClock
    private let key: String
    private let property: AnimatableProperty

    init(clock: AnimationClock, key: String, property: AnimatableProperty) {
        self.clock = clock
        self.key = key
        self.property = property
    }

    /// Where the running move is heading; nil at rest.
    var target: Double? { clock.targetValue(forKey: key) }

    /// Stops a running move where it is (a gesture takes over, or a jump).
    func stop() { clock.removeAnimation(forKey: key) }

    /// Moves to `target` with `motion` unless already heading there or resting
    /// there; `velocity` (units per second) overrides the running move's.
    /// `finished` runs when the move lands (not when it is interrupted).
    func move(to target: Double, motion: Motion, velocity: Double? = nil,
              finished: @escaping () -> Void) -> Start {
        if self.target == target { return .alreadyHeading }
        if self.target == nil && property.read() == target { return .alreadyThere }
        clock.animate(property, forKey: key, to: target, motion: motion, initialVelocity: velocity) { completion in
            if completion == .finished { finished() }
        }
        return .started
    }
}
