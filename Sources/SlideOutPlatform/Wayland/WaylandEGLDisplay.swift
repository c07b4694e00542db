import CEGL

/// EGL on GLFW's Wayland connection, shared by the windows drawing with it
/// and terminated when the last one lets go. EGL gives every caller with the
/// same connection the same display, and terminating it ends every context
/// made on it, so one window closing must not terminate it under another.
final class WaylandEGLDisplay {
    let display: EGLDisplay
    /// The configuration of the windows' contexts and surfaces: 8-bit RGBA,
    /// no depth or stencil buffer (layers composite flat).
    let config: EGLConfig
    /// GLFW's connection it was made on.
    private let connection: OpaquePointer

    /// The display in use, if any window still holds it (windows open and
    /// close on the thread GLFW runs on).
    nonisolated(unsafe) private static weak var current: WaylandEGLDisplay?

    /// The display on `connection`, made where no window holds one; nil
    /// where EGL cannot start on it or has no configuration for OpenGL windows.
    static func shared(on connection: OpaquePointer) -> WaylandEGLDisplay? {
        if let current, current.connection == connection { return current }
        let made = WaylandEGLDisplay(connection: connection)
        current = made
        return made
    }

    private init?(connection: OpaquePointer) {
        guard let display = segl_open_wayland(UnsafeMutableRawPointer(connection)) else { return nil }
        guard let config = segl_choose_window_config(display) else {
            segl_terminate(display)
            return nil
        }
        (self.display, self.config, self.connection) = (display, config, connection)
    }

    deinit {
        segl_terminate(display)
    }
}
