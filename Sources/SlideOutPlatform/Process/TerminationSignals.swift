import Glibc
import Synchronization

/// SIGTERM and SIGINT close the app as its window's close button does: the
/// run loop ends after the current frame, files are closed, and the exit
/// status is 0. The signals are taken by `sigwait` on a thread of their
/// own, so no handler interrupts a frame half drawn; if the loop has not
/// ended two seconds later (or at a second signal), that thread ends the
/// process itself, after flushing stdout.
package enum TerminationSignals {
    private static let arrived = Atomic<Bool>(false)

    /// True once SIGTERM or SIGINT came.
    package static var haveArrived: Bool { arrived.load(ordering: .acquiring) }

    /// Starts watching; call before any other thread starts, because each
    /// thread inherits the blocked signals from the one that made it.
    package static func watch() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        BackgroundThread.start { [signals] in
            var blocked = signals
            var number: Int32 = 0
            sigwait(&blocked, &number)
            arrived.store(true, ordering: .releasing)
            GLFWLibrary.postEmptyEvent()
            // A loop that cannot come round (a swap waiting for a compositor
            // that stopped sending frame callbacks) must not make the app
            // unkillable: a second signal, or two seconds, end it here.
            var timeout = timespec(tv_sec: 2, tv_nsec: 0)
            _ = sigtimedwait(&blocked, nil, &timeout)
            fflush(nil)
            _exit(0)
        }
    }
}
