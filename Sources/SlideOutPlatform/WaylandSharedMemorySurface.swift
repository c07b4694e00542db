import CEGL
import CWayland
import Glibc
import SlideOutCore

/// What a GLFW window on Wayland draws into where the renderer is software
/// (Mesa's llvmpipe): an offscreen framebuffer of an OpenGL 3.3 core context
/// made on EGL's surfaceless platform, presented through shared-memory
/// buffers of its own on GLFW's `wl_surface` (opened without a context).
///
/// Mesa's EGL on Wayland with a software renderer offers neither buffer age
/// nor swapping with damage: every swap hands the compositor a whole new
/// buffer and says all of it changed, and the compositor uploads and
/// repaints the whole window each frame (most of a frame's cost under
/// mutter). Here a frame copies only the rectangles it changed (plus what
/// the buffer missed while the compositor held it) into a buffer the
/// compositor released, and damages just those, as GTK's cairo renderer
/// does.
///
/// The buffers' and frame callbacks' events come on an event queue of
/// their own, which this surface dispatches: a frame waits for the last
/// frame's callback (the compositor's pacing, as EGL's swap interval 1),
/// and for a buffer the compositor let go of.
final class WaylandSharedMemorySurface: WindowSurface {
    /// At most this many buffers: one shown, one the compositor may still
    /// read, one to draw into.
    private static let bufferLimit = 3
    /// The longest a frame waits for the compositor (a hidden window gets no
    /// frame callbacks), in milliseconds.
    private static let waitLimit: Int32 = 100

    private let display: OpaquePointer
    private let surface: OpaquePointer
    private let queue: OpaquePointer
    /// `surface`, with the events of what it creates (frame callbacks) on `queue`.
    private let surfaceOnQueue: OpaquePointer
    private let shm: OpaquePointer
    private let eglDisplay: EGLDisplay
    private let context: EGLContext
    private let framebuffer: GLuint
    private let texture: GLuint
    private let usesBufferDamage: Bool
    private var size: (width: Int, height: Int)
    /// The buffer scale GLFW set on the surface.
    private var pixelsPerSurfaceUnit = 1
    private var buffers: [SharedMemoryBuffer] = []
    private var frameCallback: OpaquePointer?
    let presentsChangedPixels = true

    /// Makes the surface for GLFW's `surface` on `display`, `width` x `height`
    /// pixels, with its context current; nil where the renderer is not
    /// software (its own EGL surface serves better there) or any part cannot
    /// be had.
    init?(display: OpaquePointer, surface: OpaquePointer, width: Int, height: Int) {
        guard let eglDisplay = segl_open_surfaceless() else { return nil }
        guard let context = segl_create_current_core_context(eglDisplay) else { return nil }
        var texture: GLuint = 0
        let framebuffer = segl_renderer_is_software() != 0 && segl_can_read_top_down() != 0
            ? segl_create_target(GLsizei(max(width, 1)), GLsizei(max(height, 1)), &texture) : 0
        let queue = wl_display_create_queue(display)
        guard framebuffer != 0, let queue, let shm = Self.bindShm(display: display, queue: queue),
              let wrapper = wl_proxy_create_wrapper(UnsafeMutableRawPointer(surface)) else {
            if framebuffer != 0 { segl_delete_target(framebuffer, texture) }
            if let queue { wl_event_queue_destroy(queue) }
            segl_destroy_context(eglDisplay, context)
            return nil
        }
        wl_proxy_set_queue(OpaquePointer(wrapper), queue)
        (self.display, self.surface, self.queue, self.shm) = (display, surface, queue, shm)
        (self.eglDisplay, self.context, self.framebuffer, self.texture) = (eglDisplay, context, framebuffer, texture)
        surfaceOnQueue = OpaquePointer(wrapper)
        usesBufferDamage = wl_proxy_get_version(surface) >= 4
        size = (width, height)
    }

    deinit {
        makeCurrent()
        buffers.removeAll()
        if let frameCallback { wl_callback_destroy(frameCallback) }
        wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(surfaceOnQueue))
        wl_shm_destroy(shm)
        wl_display_flush(display)
        wl_event_queue_destroy(queue)
        segl_delete_target(framebuffer, texture)
        segl_destroy_context(eglDisplay, context)
    }

    /// The compositor's `wl_shm`, bound with its events on `queue`.
    private static func bindShm(display: OpaquePointer, queue: OpaquePointer) -> OpaquePointer? {
        guard let wrapper = wl_proxy_create_wrapper(UnsafeMutableRawPointer(display)) else { return nil }
        defer { wl_proxy_wrapper_destroy(wrapper) }
        wl_proxy_set_queue(OpaquePointer(wrapper), queue)
        guard let registry = wl_display_get_registry(OpaquePointer(wrapper)) else { return nil }
        defer { wl_registry_destroy(registry) }
        var found = ShmGlobal()
        return withUnsafeMutablePointer(to: &found) { found in
            wl_registry_add_listener(registry, registryListener, found)
            guard wl_display_roundtrip_queue(display, queue) >= 0, let name = found.pointee.name else { return nil }
            return slideout_bind_shm(registry, name)
        }
    }

    private struct ShmGlobal {
        var name: UInt32?
    }

    func present(_ changed: PixelRegion, framebufferHeight: Int) {
        waitUntil { frameCallback == nil }
        guard let buffer = freeBuffer() else { return }
        let bounds = PixelRect(width: buffer.width, height: buffer.height)
        var copied = buffer.stale
        for rect in changed.rects { copied.add(rect) }
        for rect in copied.rects {
            let rect = rect.intersection(bounds)
            guard !rect.isEmpty else { continue }
            segl_read_bgra_top_down(GLint(rect.minX), GLint(buffer.height - rect.maxY), GLsizei(rect.width),
                                    GLsizei(rect.height), GLint(buffer.width), buffer.address(x: rect.minX, y: rect.minY))
        }
        buffer.stale = PixelRegion()
        for other in buffers where other !== buffer {
            for rect in changed.rects { other.stale.add(rect) }
        }
        wl_surface_attach(surface, buffer.buffer, 0, 0)
        for rect in changed.rects { damage(rect.intersection(bounds)) }
        frameCallback = wl_surface_frame(surfaceOnQueue)
        wl_callback_add_listener(frameCallback, Self.frameListener, Unmanaged.passUnretained(self).toOpaque())
        wl_surface_commit(surface)
        buffer.isBusy = true
        wl_display_flush(display)
    }

    /// Tells the compositor `rect` (buffer pixels, y down) changed: in
    /// buffer pixels where the surface understands them (version 4), else in
    /// surface units, rounded out.
    private func damage(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        if usesBufferDamage {
            wl_surface_damage_buffer(surface, Int32(rect.minX), Int32(rect.minY), Int32(rect.width), Int32(rect.height))
        } else {
            let scale = pixelsPerSurfaceUnit
            let (minX, minY) = (rect.minX / scale, rect.minY / scale)
            let (maxX, maxY) = ((rect.maxX + scale - 1) / scale, (rect.maxY + scale - 1) / scale)
            wl_surface_damage(surface, Int32(minX), Int32(minY), Int32(maxX - minX), Int32(maxY - minY))
        }
    }

    /// A buffer the compositor is not reading, of the framebuffer's size:
    /// one released, else a new one while there are fewer than the limit,
    /// else the first one released within the wait.
    private func freeBuffer() -> SharedMemoryBuffer? {
        _ = wl_display_dispatch_queue_pending(display, queue)
        buffers.removeAll { !$0.isBusy && ($0.width != size.width || $0.height != size.height) }
        if let free = buffers.first(where: { !$0.isBusy }) { return free }
        if buffers.count < Self.bufferLimit,
           let made = SharedMemoryBuffer(shm: shm, width: max(size.width, 1), height: max(size.height, 1)) {
            buffers.append(made)
            return made
        }
        waitUntil { buffers.contains { !$0.isBusy } }
        return buffers.first { !$0.isBusy }
    }

    /// Dispatches the surface's queue until `done` holds, the wait limit
    /// passes, or the connection fails.
    private func waitUntil(_ done: () -> Bool) {
        let deadline = Window.time + Double(Self.waitLimit) / 1000
        while !done() {
            let left = Int32(((deadline - Window.time) * 1000).rounded(.up))
            guard left > 0, dispatchQueue(waitingAtMost: left) else { return }
        }
    }

    /// Reads the connection (waiting up to `milliseconds` for data) and
    /// dispatches this surface's queue, beside GLFW reading its own; false
    /// when the connection failed.
    private func dispatchQueue(waitingAtMost milliseconds: Int32) -> Bool {
        while wl_display_prepare_read_queue(display, queue) != 0 {
            guard wl_display_dispatch_queue_pending(display, queue) >= 0 else { return false }
        }
        guard wl_display_flush(display) >= 0 || errno == EAGAIN else {
            wl_display_cancel_read(display)
            return false
        }
        var request = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
        if poll(&request, 1, milliseconds) > 0 {
            guard wl_display_read_events(display) >= 0 else { return false }
        } else {
            wl_display_cancel_read(display)
        }
        return wl_display_dispatch_queue_pending(display, queue) >= 0
    }

    func makeCurrent() {
        segl_make_current(eglDisplay, context, framebuffer)
    }

    func resize(width: Int, height: Int, pixelsPerSurfaceUnit: Int) {
        self.pixelsPerSurfaceUnit = max(pixelsPerSurfaceUnit, 1)
        guard width != size.width || height != size.height else { return }
        size = (width, height)
        segl_resize_target(texture, GLsizei(max(width, 1)), GLsizei(max(height, 1)))
        buffers.removeAll { !$0.isBusy }
    }

    /// Handles the releases and frame callbacks that GLFW's reading queued;
    /// a Wayland surface never loses what it showed.
    func drainEvents() -> Bool {
        _ = wl_display_dispatch_queue_pending(display, queue)
        return false
    }

    private func frameShown() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
    }

    // MARK: Listeners (static storage: libwayland keeps the pointers)

    nonisolated(unsafe) private static let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_registry_listener(
            global: { data, _, name, interface, _ in
                guard let interface, String(cString: interface) == "wl_shm" else { return }
                data!.assumingMemoryBound(to: ShmGlobal.self).pointee.name = name
            },
            global_remove: { _, _, _ in }))
        return listener
    }()

    nonisolated(unsafe) private static let frameListener: UnsafeMutablePointer<wl_callback_listener> = {
        let listener = UnsafeMutablePointer<wl_callback_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_callback_listener(done: { data, _, _ in
            Unmanaged<WaylandSharedMemorySurface>.fromOpaque(data!).takeUnretainedValue().frameShown()
        }))
        return listener
    }()
}
