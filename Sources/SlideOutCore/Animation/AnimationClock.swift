/// The single clock every animation runs on.
///
/// It never reads the wall clock: the run loop tells it the time with
/// `advance(to:)` (real time, or virtual time for tests and replays). It
/// reports `isIdle` so the run loop can stop drawing when nothing moves.
public final class AnimationClock {
    /// How an animation ended: reached its target, or was replaced/removed first.
    public enum Completion: Sendable { case finished, interrupted }

    private struct Running {
        var animation: BasicAnimation
        var property: AnimatableProperty
        var startTime: Double
        var completion: ((Completion) -> Void)?
    }

    public private(set) var now: Double
    private var running: [String: Running] = [:]
    private var order: [String] = []

    public init(startTime: Double = 0) {
        now = startTime
    }

    /// True when no animation is running.
    public var isIdle: Bool { running.isEmpty }

    /// Starts `animation` on `property` now, under `key`. An animation already
    /// running under that key stops where it is and completes as interrupted.
    public func add(_ animation: BasicAnimation, to property: AnimatableProperty, forKey key: String,
                    completion: ((Completion) -> Void)? = nil) {
        removeAnimation(forKey: key)
        running[key] = Running(animation: animation, property: property, startTime: now,
                               completion: completion)
        order.append(key)
    }

    /// Stops the animation under `key` where it is; it completes as interrupted.
    public func removeAnimation(forKey key: String) {
        guard let old = running.removeValue(forKey: key) else { return }
        order.removeAll { $0 == key }
        old.completion?(.interrupted)
    }

    /// The target of the animation running under `key`, if any.
    public func targetValue(forKey key: String) -> Double? {
        running[key]?.animation.to
    }

    /// Moves time forward to `time` and writes every running animation's value.
    /// Finished animations are removed, then their completions run.
    public func advance(to time: Double) {
        now = max(now, time)
        var finished: [Running] = []
        for key in order {
            guard let entry = running[key] else { continue }
            let elapsed = now - entry.startTime
            entry.property.write(entry.animation.value(at: elapsed))
            if entry.animation.isFinished(at: elapsed) {
                running[key] = nil
                finished.append(entry)
            }
        }
        if !finished.isEmpty {
            order.removeAll { running[$0] == nil }
            for entry in finished { entry.completion?(.finished) }
        }
    }
}
