/// The single clock every animation runs on.
///
/// It never reads the wall clock: the run loop tells it the time with
/// `advance(to:)` (real time, or virtual time for tests and replays). It
/// reports `isIdle` so the run loop can stop drawing when nothing moves.
///
/// It keeps nothing alive: an animation whose property's owner is gone (a
/// style dropped mid-animation) is dropped at the next look, its
/// completion not run, since nothing is left for it to complete.
public final class AnimationClock {
    /// How an animation ended: reached its target, or was replaced/removed first.
    package enum Completion: Sendable {
        /// It reached its target, or was interrupted by another animation or a removal.
        case finished, interrupted
    }

    /// What an animation is to a host's run loop: motion, which it waits for
    /// to report settling, or feedback (a press fading), which draws frames
    /// but is no motion to wait for (see `hasMotion`).
    package enum Role: Sendable {
        case motion, feedback
    }

    private struct Running {
        var animation: any Animation
        var property: AnimatableProperty
        var startTime: Double
        var target: Double
        var role: Role
        var completion: ((Completion) -> Void)?
    }

    /// The current time in seconds, as last set by `advance(to:)`; it never goes backward.
    package private(set) var now: Double
    /// When true, every `animate` call uses `Motion.reduced` (short, no
    /// overshoot); end states are unchanged.
    public var reducedMotion = false
    private var running: [AnimationKey: Running] = [:]
    private var order: [AnimationKey] = []

    /// Creates an idle clock whose time starts at `startTime` seconds.
    public init(startTime: Double = 0) {
        now = startTime
    }

    /// True when no animation is running.
    public var isIdle: Bool { running.values.allSatisfy { !$0.property.isAlive } }

    /// True while an animation that is motion runs (not only feedback such as
    /// a press fading): hosts report settling once this ends.
    package var hasMotion: Bool { running.values.contains { $0.role == .motion && $0.property.isAlive } }

    /// Moves `property` to `target` with `motion`, starting now from its
    /// on-screen value; if an animation under `key` is moving it, that one is
    /// interrupted and its current velocity carries into the new one.
    ///
    /// - Parameters:
    ///   - property: what moves; the animation holds its owner weakly.
    ///   - key: the slot it runs under (one animation per key).
    ///   - target: the value to end at.
    ///   - motion: how it gets there (a curve and duration, or a spring).
    ///   - initialVelocity: the velocity to start with (units per second),
    ///     e.g. a gesture's release velocity; defaults to the running animation's.
    ///   - role: `.feedback` for an animation that is no motion to wait for.
    ///   - completion: called once it finishes or is interrupted.
    package func animate(_ property: AnimatableProperty, forKey key: AnimationKey, to target: Double, motion: Motion,
                         initialVelocity: Double? = nil, role: Role = .motion,
                         completion: ((Completion) -> Void)? = nil) {
        guard let value = property.read() else { return }
        let velocity = initialVelocity ?? self.velocity(forKey: key)
        let chosen = reducedMotion ? motion.reduced : motion
        let animation = chosen.animation(from: value, to: target,
                                         velocity: reducedMotion ? nil : velocity)
        add(animation, to: property, forKey: key, target: target, role: role, completion: completion)
    }

    /// Starts `animation` on `property` now, under `key`. An animation already
    /// running under that key stops where it is and completes as interrupted.
    package func add(_ animation: any Animation, to property: AnimatableProperty, forKey key: AnimationKey,
                    target: Double? = nil, role: Role = .motion, completion: ((Completion) -> Void)? = nil) {
        removeAnimation(forKey: key)
        running[key] = Running(animation: animation, property: property, startTime: now,
                               target: target ?? animation.value(at: animation.duration), role: role,
                               completion: completion)
        order.append(key)
    }

    /// Stops the animation under `key` where it is (a gesture grabbing a
    /// moving layer); it completes as interrupted.
    package func removeAnimation(forKey key: AnimationKey) {
        guard let old = running.removeValue(forKey: key) else { return }
        order.removeAll { $0 == key }
        if old.property.isAlive { old.completion?(.interrupted) }
    }

    /// Stops every animation where it is (a host replacing its whole tree);
    /// each completes as interrupted.
    package func removeAllAnimations() {
        for key in order { removeAnimation(forKey: key) }
    }

    /// The value the animation under `key` is heading for, if one runs.
    package func targetValue(forKey key: AnimationKey) -> Double? {
        guard let entry = running[key], entry.property.isAlive else { return nil }
        return entry.target
    }

    /// The current velocity (units per second) of the animation under `key`,
    /// or nil when none runs.
    package func velocity(forKey key: AnimationKey) -> Double? {
        guard let entry = running[key], entry.property.isAlive else { return nil }
        return entry.animation.velocity(at: now - entry.startTime)
    }

    /// Moves time forward to `time` and writes every running animation's value.
    /// Finished animations are removed, then their completions run; those
    /// whose owner is gone are removed unrun.
    public func advance(to time: Double) {
        now = max(now, time)
        var finished: [Running] = []
        var ended = false
        for key in order {
            guard let entry = running[key] else { continue }
            let elapsed = now - entry.startTime
            // A nanosecond's grace keeps float rounding from adding a frame.
            let done = elapsed >= entry.animation.duration - 1e-9
            let written = entry.property.write(done ? entry.target : entry.animation.value(at: elapsed))
            if done || !written {
                running[key] = nil
                ended = true
                if written { finished.append(entry) }
            }
        }
        if ended {
            order.removeAll { running[$0] == nil }
            for entry in finished { entry.completion?(.finished) }
        }
    }
}
