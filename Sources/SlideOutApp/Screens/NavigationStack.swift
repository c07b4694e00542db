import SlideOutCore

/// A tab's navigation controller: screens stacked in one container. Pushing
/// slides the new screen in from the trailing edge over the current one,
/// which is hidden once covered (as UIKit takes it out of the window), so
/// drawing, hit tests and tree walks skip however many lie under the top;
/// popping shows the one under it again and slides the top back out and drops it.
final class NavigationStack {
    let layer = Layer(name: "navigationStack")
    private(set) var screens: [Layer] = []
    private let clock: AnimationClock
    private var size = Size.zero
    private static let motion = Motion.easeInOut(0.35)

    init(root: Layer, clock: AnimationClock) {
        self.clock = clock
        layer.anchorPoint = .zero
        add(root)
    }

    var top: Layer? { screens.last }

    func layout(in size: Size) {
        self.size = size
        layer.frame = Rect(origin: .zero, size: size)
        for screen in screens {
            screen.bounds = Rect(origin: .zero, size: size)
            if clock.targetValue(forKey: key(for: screen)) == nil { screen.position = .zero }
        }
    }

    func push(_ screen: Layer) {
        let covered = top
        add(screen)
        screen.position = Point(x: size.width, y: 0)
        clock.animate(AnimatableProperty(screen, \.position.x), forKey: key(for: screen), to: 0,
                      motion: Self.motion) { [weak covered] completion in
            if completion == .finished { covered?.isHidden = true }
        }
    }

    /// Slides the top screen out (never the root); returns it.
    @discardableResult
    func pop() -> Layer? {
        guard screens.count > 1, let screen = screens.popLast() else { return nil }
        top?.isHidden = false
        clock.animate(AnimatableProperty(screen, \.position.x), forKey: key(for: screen), to: size.width,
                      motion: Self.motion) { [weak screen] completion in
            if completion == .finished { screen?.removeFromSuperlayer() }
        }
        return screen
    }

    private func add(_ screen: Layer) {
        screen.anchorPoint = .zero
        screen.bounds = Rect(origin: .zero, size: size)
        layer.addSublayer(screen)
        screens.append(screen)
    }

    private func key(for screen: Layer) -> AnimationKey { AnimationKey(screen, "position.x") }
}
