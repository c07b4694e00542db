import Dispatch
import Glibc
import Synchronization

/// Wakes GLFW's event wait when another connection has data: a thread that
/// polls the descriptor, posts GLFW an empty event, and waits until the run
/// loop has read what arrived before it polls again.
final class ConnectionWatcher: Sendable {
    private let descriptor: Int32
    /// Whether the watcher waits for the run loop to read; `drained` then wakes it.
    private let waitingForDrain = Mutex(false)
    private let drained = DispatchSemaphore(value: 0)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func start() {
        BackgroundThread.start { [self] in watch() }
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
        while true {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, -1) >= 0 || errno == EINTR else { return }
            guard request.revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0 else { return }
            guard request.revents & Int16(POLLIN) != 0 else { continue }
            waitingForDrain.withLock { $0 = true }
            GLFWLibrary.postEmptyEvent()
            drained.wait()
        }
    }
}
