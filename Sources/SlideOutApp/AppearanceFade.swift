import SlideOutCore

/// The demo's short cross-fade between appearances: each frame of a quarter
/// second on the host's clock takes a palette mixed a step further from the
/// colours shown to the new appearance's, and hands it to `apply`; what
/// cannot be mixed (a list's text colour, black or white text on a brand
/// colour) turns at the start. At once under reduced motion, and for the
/// first appearance a screen takes.
final class AppearanceFade {
    static let duration = 0.25
    private let clock: AnimationClock
    private var from = DemoPalette(.light)
    private var to = DemoPalette(.light)
    private var appearance = Appearance.light
    /// 0 shows `from`, 1 shows `to`.
    private var progress = 1.0
    /// Takes a palette (mid-fade, a mix) and the appearance that is coming.
    var apply: (DemoPalette, Appearance) -> Void = { _, _ in }

    init(clock: AnimationClock) {
        self.clock = clock
    }

    /// The colours shown now.
    private var shown: DemoPalette { from.mixed(with: to, fraction: progress) }

    /// Moves to `appearance`: over `duration` when `animated` and motion is
    /// not reduced, else at once. A fade under way goes on from where it is.
    func change(to appearance: Appearance, animated: Bool) {
        let key = AnimationKey(self, "progress")
        clock.removeAnimation(forKey: key)
        from = shown
        to = DemoPalette(appearance)
        self.appearance = appearance
        guard animated, !clock.reducedMotion else {
            progress = 1
            return apply(to, appearance)
        }
        progress = 0
        apply(from, appearance)
        let property = AnimatableProperty(self, read: { $0.progress }, write: { fade, value in
            fade.progress = value
            fade.apply(fade.shown, fade.appearance)
        })
        clock.animate(property, forKey: key, to: 1, motion: .easeInOut(Self.duration), role: .feedback)
    }
}
