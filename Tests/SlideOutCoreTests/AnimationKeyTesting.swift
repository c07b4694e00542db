import SlideOutCore

/// The owner of the keys that tests animate under directly on a clock.
private final class TestAnimations: Sendable {}
private let testAnimations = TestAnimations()

/// The animation slot `name` for tests that drive a clock without a style.
func key(_ name: String) -> AnimationKey { AnimationKey(testAnimations, name) }
