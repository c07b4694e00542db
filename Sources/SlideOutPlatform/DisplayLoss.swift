/// Why the window system went away under a running window: its server quit
/// or crashed and closed the connection.
///
/// A window that lost its Wayland compositor or its X server reports
/// `shouldClose` and `connectionLoss`, and `MenuHost.run()` returns
/// `exitStatus`; the host's process goes on. On X11 this needs libX11 1.7 or
/// later (`XSetIOErrorExitHandler`; older ones end the process as Xlib
/// always did), and the window is then only forgotten: nothing touches the
/// dead connection again, and a new window throws a no-display error.
package enum DisplayLoss: Equatable, Sendable, CustomStringConvertible {
    /// The Wayland compositor closed the connection.
    case waylandCompositorClosed
    /// The X server of `display` (e.g. ":1") closed the connection.
    case xServerClosed(display: String)

    /// The exit status of a program whose display went away: 3, which
    /// `slideout` gives for every display problem.
    package static let exitStatus: Int32 = 3

    /// One line naming what was lost.
    package var description: String {
        switch self {
        case .waylandCompositorClosed:
            return "the Wayland compositor closed the connection"
        case .xServerClosed(let display):
            return "the X server closed the connection (\(display))"
        }
    }
}
