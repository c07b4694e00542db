import Dispatch
import Glibc
import Synchronization

/// Wakes GLFW's event wait when another connection has data: a thread that
/// polls the descriptor, posts GLFW an empty event, and waits until the run
/// loop has read what arrived before it polls again. Its owner stops it
/// (`stop`) before closing the connection: the thread is then gone.
final class ConnectionWatcher: @unchecked Sendable {
    private let descriptor: Int32
    /// A pipe whose read end becomes readable once `stop` is called: wakes the thread's poll.
    private let stopSignal: (read: Int32, write: Int32)
    /// Whether the watcher waits for the run loop to read; `drained` then wakes it.
    private let waitingForDrain = Mutex(false)
    private let drained = DispatchSemaphore(value: 0)
    /// The watching thread, from `start` until `stop` joins it (touched on the owner's thread only).
    private var thread: pthread_t?

    init(descriptor: Int32) {
        self.descriptor = descriptor
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        stopSignal = (ends[0], ends[1])
    }

    deinit {
        if stopSignal.read >= 0 {
            close(stopSignal.read)
            close(stopSignal.write)
        }
    }

    func start() {
        guard thread == nil, stopSignal.read >= 0 else { return }
        thread = BackgroundThread.startJoinable { [self] in watch() }
    }

    /// Ends the thread and waits until it is gone; the connection may then be closed.
    func stop() {
        guard let thread else { return }
        self.thread = nil
        var byte: UInt8 = 1
        _ = write(stopSignal.write, &byte, 1)
        drained.signal()
        pthread_join(thread, nil)
    }

    /// The run loop has read the connection: look for more.
    func resume() {
        let wasWaiting = waitingForDrain.withLock { waiting in
            defer { waiting = false }
            return waiting
        }
        if wasWaiting { drained.signal() }
    }

    private func watch() {
        // The stop signal stays readable once written: every poll after it returns.
        while true {
            var requests = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                            pollfd(fd: stopSignal.read, events: Int16(POLLIN), revents: 0)]
            guard poll(&requests, 2, -1) >= 0 || errno == EINTR else { return }
            guard requests[1].revents == 0, requests[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0 else { return }
            guard requests[0].revents & Int16(POLLIN) != 0 else { continue }
            waitingForDrain.withLock { $0 = true }
            GLFWLibrary.postEmptyEvent()
            drained.wait()
        }
    }
}
