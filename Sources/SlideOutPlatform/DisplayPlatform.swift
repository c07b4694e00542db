/// The window system a client talks to.
package enum DisplayPlatform: String, Sendable, CaseIterable {
    case wayland, x11
}

/// Which window system to use: `auto` is Wayland on a Wayland session
/// (`WAYLAND_DISPLAY` set), X11 otherwise.
package enum PlatformRequest: String, Sendable, CaseIterable {
    case auto, wayland, x11

    /// The platform this request means in `environment`.
    package func resolved(in environment: [String: String]) -> DisplayPlatform {
        switch self {
        case .wayland: return .wayland
        case .x11: return .x11
        case .auto: return (environment["WAYLAND_DISPLAY"] ?? "").isEmpty ? .x11 : .wayland
        }
    }
}
