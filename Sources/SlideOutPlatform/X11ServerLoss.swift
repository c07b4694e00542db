import CX11
import Glibc
import Synchronization

/// Ends the process with one line on standard error and
/// `DisplayLoss.exitStatus` when the X server goes away (quits or crashes)
/// under any of its connections: GLFW's, the GLX surface's two, the
/// smooth-scroll reader's.
///
/// Xlib reports a dead connection to one process-wide I/O error handler and
/// exits when it returns (by default printing "X connection to :N broken",
/// status 1). Going on is no way out: with a connection's exit handler
/// (`XSetIOErrorExitHandler`) returning instead, Xlib spins on a request too
/// big for its buffer (the window's icon), and Mesa's GLX and libXrandr read
/// the empty replies of a dead connection. So the handler ends the process
/// itself, with `_exit` (no exit handlers that would call Xlib again) after
/// flushing stdio (the trace). A `--record` file is whole as it is: each
/// event is one unbuffered write, made on the run loop's thread, which is
/// the only one calling Xlib once the first frame is shown.
enum X11ServerLoss {
    private static let ending = Atomic<Bool>(false)

    /// Installs the handler; before the first connection opens.
    static func endProcessOnLoss() {
        XSetIOErrorHandler { X11ServerLoss.serverLost($0) }
    }

    /// Xlib's I/O error handler: writes the line and ends the process, once
    /// (another thread that notices meanwhile waits for the end).
    private static func serverLost(_ display: OpaquePointer?) -> Int32 {
        guard ending.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            while true { pause() }
        }
        let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? ""
        let program = CommandLine.arguments.first?.split(separator: "/").last ?? "slideout"
        fflush(nil)
        TextOutput.toStandardError("\(program): \(DisplayLoss.xServerClosed(display: name))\n")
        _exit(DisplayLoss.exitStatus)
    }
}
