import Dispatch

/// A value made on another thread and handed over once: the first screen,
/// its fonts loaded and its text measured while the main thread opens the
/// window and its OpenGL context. The value need not be `Sendable`: whatever
/// the builder touches (the layers, the animation clock it captured) the
/// caller leaves alone until `value` has returned it, and the builder never
/// touches it again.
final class BackgroundBuild<Value>: @unchecked Sendable {
    private var result: Value?
    private let make: () -> Value
    private let finished = DispatchGroup()

    /// Starts `make` on a global queue at once.
    init(_ make: @escaping () -> Value) {
        self.make = make
        finished.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = self.make()
            finished.leave()
        }
    }

    /// The value, once it is built (waits for it).
    var value: Value {
        finished.wait()
        return result!
    }
}
