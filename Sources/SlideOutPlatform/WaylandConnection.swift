import CWayland
import Glibc

/// Tells a Wayland connection the compositor closed from a live one.
enum WaylandConnection {
    /// True when `display`'s compositor closed the connection: libwayland
    /// recorded a fatal error (a read found the socket closed), or sending
    /// fails (a broken pipe on a write is not recorded, so that a read may
    /// still find the compositor's last error message).
    static func isLost(_ display: OpaquePointer) -> Bool {
        wl_display_get_error(display) != 0 || (wl_display_flush(display) < 0 && errno != EAGAIN)
    }
}
