import Glibc

/// A value made on another thread and handed over once, so that work which
/// waits (fonts loaded, a display server's replies) overlaps the main
/// thread's: the demo's first screen, while the window and its OpenGL context
/// open; X11's smooth-scroll connection, while the first frame is drawn. The
/// value need not be `Sendable`: whatever the builder touches the caller
/// leaves alone until `value` has returned it, and the builder never touches
/// it again.
///
/// The thread is its own, not a shared queue's worker, and is joined when
/// the value is taken. A build dropped while its thread runs lets the thread
/// end on its own: where the work must have ended (the process about to
/// exit, a context about to be given back), take the value first.
package final class BackgroundBuild<Value>: @unchecked Sendable {
    private var result: Value?
    private let make: () -> Value
    private var thread: pthread_t?

    /// Starts `make` on a thread of its own at once (or, where no thread can
    /// start, when the value is first asked for).
    package init(_ make: @escaping () -> Value) {
        self.make = make
        thread = BackgroundThread.startJoinable { [self] in result = self.make() }
    }

    deinit {
        join()
    }

    /// The value, once it is built (waits for it).
    package var value: Value {
        join()
        if result == nil { result = make() }
        return result!
    }

    /// Waits for the thread to end. A build dropped while its thread runs is
    /// freed on that thread, which then only lets itself go.
    private func join() {
        guard let thread else { return }
        self.thread = nil
        if pthread_equal(thread, pthread_self()) != 0 { pthread_detach(thread) } else { pthread_join(thread, nil) }
    }
}
