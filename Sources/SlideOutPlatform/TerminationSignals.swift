import Foundation
import Synchronization

/// SIGTERM and SIGINT close the app as its window's close button does: the
/// run loop ends after the current frame, files are closed, and the exit
/// status is 0. The signals are taken by `sigwait` on a thread of their
/// own, so no handler interrupts a frame half drawn.
public enum TerminationSignals {
    private static let arrived = Atomic<Bool>(false)

    /// True once SIGTERM or SIGINT came.
    public static var haveArrived: Bool { arrived.load(ordering: .acquiring) }

    /// Starts watching; call before any other thread starts, because each
    /// thread inherits the blocked signals from the one that made it.
    public static func watch() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        Thread.detachNewThread { [signals] in
            var blocked = signals
            var number: Int32 = 0
            sigwait(&blocked, &number)
            arrived.store(true, ordering: .releasing)
            GLFWLibrary.postEmptyEvent()
        }
    }
}
