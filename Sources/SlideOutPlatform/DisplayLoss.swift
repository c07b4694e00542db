/// Why the window system went away under a running window: its server quit
/// or crashed and closed the connection.
///
/// A Wayland window that lost its compositor reports `shouldClose` and
/// `connectionLoss`, and `MenuHost.run()` returns `exitStatus`. An X server
/// that goes away ends the process where Xlib notices, with the same status
/// and the loss's line on standard error: Xlib cannot go on after it.
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
