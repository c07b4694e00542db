/// Why the window system went away under a running window: its server quit
/// or crashed and closed the connection.
///
/// An X server that goes away ends the process where Xlib notices, with
/// `exitStatus` and the loss's line on standard error: Xlib cannot go on
/// after it.
public enum DisplayLoss: Equatable, Sendable, CustomStringConvertible {
    /// The X server of `display` (e.g. ":1") closed the connection.
    case xServerClosed(display: String)

    /// The exit status of a program whose display went away: 3, which
    /// `slideout` gives for every display problem.
    public static let exitStatus: Int32 = 3

    /// One line naming what was lost.
    public var description: String {
        switch self {
        case .xServerClosed(let display):
            return "the X server closed the connection (\(display))"
        }
    }
}
