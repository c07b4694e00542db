/// What a click would act on shows it: a menu row takes a tint under its
/// text (half strength while hovered, full while pressed), a button dims
/// (as a system `UIButton` does). Letting go fades the feedback out on the
/// animation clock, as `deselectRow(animated:)` does after a choice.
package final class PointerFeedback {
    /// How strongly the target shows: hovered, pressed or not at all.
    package enum Level: Double, Sendable {
        case none = 0
        case hovered = 0.4
        case pressed = 1
    }

    /// A pressed button's opacity (hovered ones go part of the way).
    package static let pressedButtonOpacity = 0.35
    /// How long the feedback takes to fade after a release.
    package static let fadeDuration = 0.3

    /// The row or button showing feedback, if any.
    package private(set) var target: Layer?
    /// How strongly `target` shows now (0 none ... 1 pressed).
    package private(set) var amount = 0.0
    private let clock: AnimationClock
    private let tint = Layer(name: "highlight")
    private var isRow = false
    private var restingOpacity = 1.0
    private lazy var key = AnimationKey(self, "amount")

    /// Feedback that fades on `clock`.
    package init(clock: AnimationClock) {
        self.clock = clock
    }

    /// Shows `layer` at `level` at once (a hover or a press); a row takes
    /// `rowTint` under its text. A different previous target is let go at once.
    package func show(_ layer: Layer, asRow: Bool, level: Level, rowTint: Color) {
        if layer !== target {
            clear()
            target = layer
            isRow = asRow
            restingOpacity = layer.opacity
        }
        clock.removeAnimation(forKey: key)
        tint.backgroundColor = rowTint
        set(level.rawValue)
    }

    /// Fades the target to `level` (none: gone) over `fadeDuration`.
    package func fade(to level: Level) {
        guard target != nil, amount != level.rawValue else {
            if level == .none { clear() }
            return
        }
        let property = AnimatableProperty(self, read: { $0.amount }, write: { $0.set($1) })
        clock.animate(property, forKey: key, to: level.rawValue, motion: .curve(.easeOut, duration: Self.fadeDuration),
                      role: .feedback) { [weak self] in if $0 == .finished && level == .none { self?.clear() } }
    }

    /// Fits a row's tint to its row again, after the row was laid out anew.
    package func refit() {
        guard isRow, let target, tint.superlayer === target else { return }
        tint.frame = target.bounds
        tint.cornerRadius = target.cornerRadius
    }

    /// Removes all feedback at once (a drag began, the style changed).
    package func clear() {
        clock.removeAnimation(forKey: key)
        if target != nil { set(0) }
        tint.removeFromSuperlayer()
        target = nil
    }

    private func set(_ value: Double) {
        amount = value
        guard let target else { return }
        if isRow {
            if tint.superlayer !== target {
                tint.anchorPoint = .zero
                if let bottom = target.sublayers.first {
                    target.insertSublayer(tint, below: bottom)
                } else {
                    target.addSublayer(tint)
                }
            }
            refit()
            tint.opacity = value
            tint.isHidden = value == 0
        } else {
            target.opacity = restingOpacity * (1 - (1 - Self.pressedButtonOpacity) * value)
        }
    }
}
