import CWayland

/// Asks the Wayland compositor, on a short connection of its own, whether
/// its seat has a pointer now.
///
/// GLFW 3.3 loads its cursor theme (and makes its cursor surface) only when
/// the seat has a pointer at `glfwInit`; a pointer that appears later then
/// crashes it on the first cursor it sets, in `wl_cursor_theme_get_cursor(NULL,
/// …)` on entering the window or its own title bar (upstream GLFW issue 1450).
/// It finds libwayland-cursor through dlopen, so no symbol of ours can stand
/// in. Knowing beforehand, the window asks GLFW for no cursor and no
/// decorations, the two paths that reach that call.
enum WaylandSeatProbe {
    /// True when a seat offers a pointer; nil when the compositor cannot be reached.
    static func seatHasPointer() -> Bool? {
        guard let display = wl_display_connect(nil) else { return nil }
        defer { wl_display_disconnect(display) }
        let state = ProbeState()
        let registry = wl_display_get_registry(display)
        wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(state).toOpaque())
        // One round trip announces the seats, the next their capabilities.
        guard wl_display_roundtrip(display) >= 0, wl_display_roundtrip(display) >= 0 else { return nil }
        for seat in state.seats { wl_seat_destroy(seat) }
        wl_registry_destroy(registry)
        return state.hasPointer
    }

    private final class ProbeState {
        var seats: [OpaquePointer] = []
        var hasPointer = false
    }

    private static func state(_ data: UnsafeMutableRawPointer?) -> ProbeState {
        Unmanaged<ProbeState>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_registry_listener(
            global: { data, registry, name, interface, _ in
                guard let interface, String(cString: interface) == "wl_seat", let seat = slideout_bind_seat(registry, name, 1)
                else { return }
                state(data).seats.append(seat)
                wl_seat_add_listener(seat, seatListener, data)
            },
            global_remove: { _, _, _ in }))
        return listener
    }()

    nonisolated(unsafe) private static let seatListener: UnsafeMutablePointer<wl_seat_listener> = {
        let listener = UnsafeMutablePointer<wl_seat_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_seat_listener(
            capabilities: { data, _, capabilities in
                if capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0 { state(data).hasPointer = true }
            },
            name: { _, _, _ in }))
        return listener
    }()
}
