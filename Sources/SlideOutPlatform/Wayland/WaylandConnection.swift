import CWayland
import Glibc

/// Tells a Wayland connection the compositor closed from a live one.
enum WaylandConnection {
    /// True when `display`'s compositor closed the connection: libwayland
    /// recorded a fatal error (a read found the socket closed), or, once
    /// GLFW set the window's close flag (`closeRequested`, all GLFW 3.3 does
    /// when its flush fails), sending fails too: libwayland does not record a
    /// broken pipe on a write, so that a read may still find the compositor's
    /// last error message.
    static func isLost(_ display: OpaquePointer, closeRequested: Bool) -> Bool {
        wl_display_get_error(display) != 0
            || (closeRequested && wl_display_flush(display) < 0 && errno != EAGAIN)
    }
}
