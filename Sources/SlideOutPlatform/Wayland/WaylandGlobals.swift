import CWayland
import CWaylandProtocols

/// The compositor's globals a surface of SlideOut's own buffers needs,
/// bound with their events on an event queue of their own (`queue`, which
/// the surface dispatches and which goes with them): `wl_shm` always, and where
/// the compositor composes planes (subsurfaces cropped and stretched by a
/// viewport) `wl_compositor` 4 or later, `wl_subcompositor` and `wp_viewporter`.
final class WaylandGlobals {
    /// The queue their events, and those of what they make, come on.
    let queue: OpaquePointer
    let shm: OpaquePointer
    /// Makes surfaces and regions, with buffer damage (version 4); nil without planes.
    let compositor: OpaquePointer?
    let subcompositor: OpaquePointer?
    let viewporter: OpaquePointer?

    /// Binds the globals of `display` with their events on a new queue;
    /// nil without `wl_shm` or when the connection fails.
    init?(display: OpaquePointer) {
        guard let queue = wl_display_create_queue(display) else { return nil }
        guard let bound = Self.bind(display: display, queue: queue) else {
            wl_event_queue_destroy(queue)
            return nil
        }
        self.queue = queue
        (shm, compositor, subcompositor, viewporter) = bound
    }

    /// The globals of `display`, bound on `queue` (the registry gone again).
    private static func bind(display: OpaquePointer, queue: OpaquePointer)
        -> (shm: OpaquePointer, compositor: OpaquePointer?, subcompositor: OpaquePointer?, viewporter: OpaquePointer?)? {
        guard let wrapper = wl_proxy_create_wrapper(UnsafeMutableRawPointer(display)) else { return nil }
        defer { wl_proxy_wrapper_destroy(wrapper) }
        wl_proxy_set_queue(OpaquePointer(wrapper), queue)
        guard let registry = wl_display_get_registry(OpaquePointer(wrapper)) else { return nil }
        defer { wl_registry_destroy(registry) }
        var found = Found()
        withUnsafeMutablePointer(to: &found) { found in
            wl_registry_add_listener(registry, registryListener, found)
            _ = wl_display_roundtrip_queue(display, queue)
        }
        guard let shmName = found.names["wl_shm"] else { return nil }
        let shm: OpaquePointer = slideout_bind_shm(registry, shmName.name)
        guard let compositor = found.names["wl_compositor"], compositor.version >= 4,
              let subcompositor = found.names["wl_subcompositor"], let viewporter = found.names["wp_viewporter"] else {
            return (shm, nil, nil, nil)
        }
        return (shm, slideout_bind_compositor(registry, compositor.name, 4),
                slideout_bind_subcompositor(registry, subcompositor.name),
                slideout_bind_viewporter(registry, viewporter.name))
    }

    deinit {
        if let viewporter { slideout_viewporter_destroy(viewporter) }
        if let subcompositor { wl_subcompositor_destroy(subcompositor) }
        if let compositor { wl_compositor_destroy(compositor) }
        wl_shm_destroy(shm)
        wl_event_queue_destroy(queue)
    }

    private struct Found {
        var names: [String: (name: UInt32, version: UInt32)] = [:]
    }

    nonisolated(unsafe) private static let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_registry_listener(
            global: { data, _, name, interface, version in
                guard let interface else { return }
                let found = data!.assumingMemoryBound(to: Found.self)
                let key = String(cString: interface)
                if ["wl_shm", "wl_compositor", "wl_subcompositor", "wp_viewporter"].contains(key) {
                    found.pointee.names[key] = (name, version)
                }
            },
            global_remove: { _, _, _ in }))
        return listener
    }()
}
