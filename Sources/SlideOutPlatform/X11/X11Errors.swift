import CX11

/// Runs an Xlib request and reports whether the server refused it, instead of
/// letting Xlib's default handler end the process (XI2 gives a window's
/// button presses to one client only: BadAccess when another took them).
enum X11Errors {
    nonisolated(unsafe) private static var failed = false

    static func succeeds(on display: OpaquePointer, _ request: () -> Int32) -> Bool {
        XSync(display, 0)
        failed = false
        let previous = XSetErrorHandler { _, _ in
            X11Errors.failed = true
            return 0
        }
        _ = request()
        XSync(display, 0)
        XSetErrorHandler(previous)
        return !failed
    }
}
