import CX11
import Glibc

/// Waits for GLFW's X11 events in place of `glfwWaitEvents`, which loops
/// while Xlib has no event queued: once the X server is gone, Xlib never has
/// one and the socket always reads as closed, so GLFW's wait would spin for
/// ever. This one waits once (for the connection, a wake-up, or the
/// timeout) and returns; the window then has GLFW read what came
/// (`glfwPollEvents`). Wake-ups (`post`) come through a descriptor of its
/// own, not as an X event GLFW sends itself, so another thread never calls
/// Xlib to wake the loop.
enum X11EventWait {
    /// A pipe whose read end is readable while a wake-up is pending; both ends never block.
    private static let wakeUp: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }()

    /// Opens the wake-up pipe now. Made at the first wait otherwise, which
    /// comes whenever no X event happens to be queued (another client's
    /// window closing was enough), so the process's descriptors changed at
    /// a moment nobody chose.
    static func prepare() {
        _ = wakeUp
    }

    /// Ends the wait under way, or the next one; from any thread.
    static func post() {
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
    }

    /// Returns once GLFW's connection `display` has events, a wake-up was
    /// posted, `timeout` seconds passed (nil: no limit), or the server went away.
    static func wait(on display: OpaquePointer, timeout: Double?) {
        // Flushes the requests GLFW buffered, and counts what was already read.
        guard XPending(display) == 0, X11ServerLoss.loss == nil else { return }
        var descriptors = [pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0)]
        let milliseconds = timeout.map { Int32(min((max($0, 0) * 1000).rounded(.up), Double(Int32.max))) } ?? -1
        _ = poll(&descriptors, 2, milliseconds)
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wakeUp.read, &bytes, bytes.count) > 0 {}
    }
}
