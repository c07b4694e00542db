import CGio
import Glibc
import Synchronization

/// A joinable thread running a private GLib main context, for GIO work
/// (D-Bus, GSettings) whose callbacks must not wait for the GLFW loop: what
/// GIO dispatches to the context that was thread-default when it was set up
/// runs there. `stop` ends it and waits until it is gone.
final class GLibThread: @unchecked Sendable {
    /// What the thread shares with its owner: the context (which the thread
    /// alone iterates) and the flag that ends the loop.
    private final class Shared: @unchecked Sendable {
        let context = g_main_context_new()
        let stopping = Atomic<Bool>(false)
        deinit { g_main_context_unref(context) }
    }

    private let shared = Shared()
    /// The thread, from `init` until `stop` joins it (the owner's thread only).
    private var thread: pthread_t?

    /// Starts `body` on the thread with the context thread-default: it sets
    /// up, calls `runUntilStopped` (which serves the context until `stop`),
    /// then takes down what it set up. Nil when no thread could start.
    init?(_ body: @escaping @Sendable (_ runUntilStopped: () -> Void) -> Void) {
        thread = BackgroundThread.startJoinable { [shared] in
            g_main_context_push_thread_default(shared.context)
            body {
                while !shared.stopping.load(ordering: .acquiring) { g_main_context_iteration(shared.context, 1) }
            }
            // What the teardown left queued (replies to calls cut short) runs before the context goes.
            while g_main_context_iteration(shared.context, 0) != 0 {}
            g_main_context_pop_thread_default(shared.context)
        }
        if thread == nil { return nil }
    }

    deinit {
        stop()
    }

    /// Ends the thread's loop (or, before it runs, the loop it would run) and joins it.
    func stop() {
        guard let thread else { return }
        self.thread = nil
        shared.stopping.store(true, ordering: .releasing)
        g_main_context_wakeup(shared.context)
        pthread_join(thread, nil)
    }
}
