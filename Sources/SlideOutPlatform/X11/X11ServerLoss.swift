import CX11
import Glibc
import Synchronization

/// Keeps the process going when the X server goes away (quits or crashes)
/// under its connections (GLFW's, the GLX surface's two, the smooth-scroll
/// reader's), and remembers that it went (`loss`).
///
/// Xlib reports a dead connection to one process-wide I/O error handler, then
/// to the connection's exit handler (`XSetIOErrorExitHandler`, libX11 1.7 and
/// later), each of which exits by default. Here both return: Xlib then marks
/// the connection dead and each later call on it returns at once, without a
/// reply. Nothing may make such calls: GLFW's wait would spin for ever
/// (`XPending` stays 0 while the socket reads as closed), Mesa's GLX and
/// libXrandr would read replies that never came, and a 32-bit property (the
/// icon) would loop on a buffer that never empties. So every X11 object asks
/// `loss` first and, once it is set, only forgets what it held: the window,
/// its connections and its context stay as they are until the process ends.
///
/// Every connection gets the exit handler as it opens (`watch`). Where libX11
/// has no `XSetIOErrorExitHandler`, nothing is installed and Xlib ends the
/// process as it always did.
enum X11ServerLoss {
    private typealias ExitHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
    private typealias SetExitHandler = @convention(c) (OpaquePointer?, ExitHandler?, UnsafeMutableRawPointer?) -> Void

    /// libX11's `XSetIOErrorExitHandler`, where it has one.
    private static let setExitHandler: SetExitHandler? = dlsym(nil, "XSetIOErrorExitHandler")
        .map { unsafeBitCast($0, to: SetExitHandler.self) }
    /// The display name of the server that went away (e.g. ":1"), once one has.
    private static let lostDisplay = Mutex<String?>(nil)

    /// The X server this process talked to went away; nil while it is there.
    static var loss: DisplayLoss? {
        lostDisplay.withLock { $0 }.map { .xServerClosed(display: $0) }
    }

    /// Installs the process-wide handler, before the first connection opens.
    static func install() {
        guard setExitHandler != nil else { return }
        XSetIOErrorHandler { X11ServerLoss.serverLost($0) }
    }

    /// Has connection `display` go on after its server went away instead of
    /// ending the process; as soon as it is open, before it is used.
    static func watch(_ display: OpaquePointer) {
        setExitHandler?(display, { _, _ in }, nil)
    }

    /// Records the loss where the server has closed one of `connections`,
    /// reading nothing from them. A server shutting down (a session ending,
    /// SIGTERM) closes its clients' connections one at a time in the order
    /// they opened, the surface's before GLFW's, and the surface's window
    /// going uncovers GLFW's: that exposure arrives while GLFW's connection
    /// is still open, and a frame drawn for it asked for replies that never
    /// came (GLFW's reading of the video mode then crashed in libXrandr).
    /// So a window looks here after each wait and before such a request.
    static func noticeClosing(of connections: [OpaquePointer]) {
        guard loss == nil, !connections.isEmpty else { return }
        var descriptors = connections.map { pollfd(fd: XConnectionNumber($0), events: peerClosed, revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), 0) > 0,
              let index = descriptors.firstIndex(where: { $0.revents != 0 })
        else { return }
        record(connections[index])
    }

    /// `POLLRDHUP`, which Swift's Glibc leaves out: the peer closed its end
    /// (a TCP connection reads so, not `POLLHUP`; `POLLHUP` and `POLLERR` come unasked).
    private static let peerClosed: Int16 = 0x2000

    /// Xlib's I/O error handler, on whichever thread noticed: records the
    /// loss (the first) and returns; the connection's exit handler then returns too.
    private static func serverLost(_ display: OpaquePointer?) -> Int32 {
        record(display)
        return 0
    }

    /// Remembers that the server of connection `display` went away, if none had.
    private static func record(_ display: OpaquePointer?) {
        let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? ""
        lostDisplay.withLock { lost in
            if lost == nil { lost = name }
        }
    }
}
