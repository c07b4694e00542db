import Dispatch

/// A value made on another thread and handed over once, so that work which
/// waits (fonts loaded, a display server's replies) overlaps the main
/// thread's: the demo's first screen, while the window and its OpenGL context
/// open; X11's smooth-scroll connection, while the first frame is drawn. The
/// value need not be `Sendable`: whatever the builder touches the caller
/// leaves alone until `value` has returned it, and the builder never touches
/// it again.
public final class BackgroundBuild<Value>: @unchecked Sendable {
    private var result: Value?
    private let make: () -> Value
    private let finished = DispatchGroup()

    /// Starts `make` on a global queue at once.
    public init(_ make: @escaping () -> Value) {
        self.make = make
        finished.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = self.make()
            finished.leave()
        }
    }

    /// The value, once it is built (waits for it).
    public var value: Value {
        finished.wait()
        return result!
    }
}
