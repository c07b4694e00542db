import CEGL
import CWayland
import Glibc
import SlideOutCore

/// What a GLFW window on Wayland draws into where the renderer is software
/// (Mesa's llvmpipe): an offscreen framebuffer of the window's own context
/// (`WaylandEGLContext`), presented through shared-memory buffers of its
/// own on GLFW's `wl_surface` (opened without a context).
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
/// The buffers' and frame callbacks' events come on the globals' event
/// queue, which this surface dispatches: a frame waits for the last
/// frame's callback (the compositor's pacing, as EGL's swap interval 1),
/// and for a buffer the compositor let go of.
final class WaylandSharedMemorySurface: WindowSurface {
    /// The longest a frame waits for the compositor (a hidden window gets no
    /// frame callbacks), in milliseconds.
    private static let waitLimit: Int32 = 100

    private let display: OpaquePointer
    private let surface: OpaquePointer
    /// The globals' queue, this surface's events' too.
    private let queue: OpaquePointer
    /// `surface`, with the events of what it creates (frame callbacks) on `queue`.
    private let surfaceOnQueue: OpaquePointer
    /// The globals, bound on `queue`, which goes with them (in deinit).
    private var globals: WaylandGlobals?
    private let pool: SharedMemoryBufferPool
    private let context: WaylandEGLContext
    private let framebuffer: GLuint
    private let texture: GLuint
    private let usesBufferDamage: Bool
    private var size: (width: Int, height: Int)
    /// The buffer scale GLFW set on the surface.
    private var pixelsPerSurfaceUnit = 1
    /// The frame callbacks of the frame last committed: one on the window's
    /// surface and one on each plane it shows, since mutter holds back the
    /// callback of a surface that planes cover whole; the first that comes
    /// ends the wait.
    private var frameCallbacks: [OpaquePointer] = []
    /// The planes over the window's own surface, bottom to top.
    private var planes: [WaylandPlane] = []
    /// The offscreen framebuffer keeps every frame drawn: it holds the last.
    let bufferAge = 1
    /// True where the compositor composes planes and the window asked for them.
    let composesPlanes: Bool
    var presentationPath: PresentationPath { composesPlanes ? .sharedMemoryPlanes : .sharedMemory }

    /// Makes the surface for GLFW's `surface` on `display`, `width` x
    /// `height` pixels, drawn by `context` (software), its framebuffer bound,
    /// presenting through buffers of `globals`; moving parts go on planes
    /// where `composesPlanes` (the compositor has `wp_viewporter`). Nil
    /// where any part cannot be had.
    init?(display: OpaquePointer, surface: OpaquePointer, context: WaylandEGLContext, globals: WaylandGlobals,
          width: Int, height: Int, composesPlanes: Bool) {
        var texture: GLuint = 0
        let framebuffer = segl_create_target(GLsizei(max(width, 1)), GLsizei(max(height, 1)), &texture)
        guard framebuffer != 0, let wrapper = wl_proxy_create_wrapper(UnsafeMutableRawPointer(surface)) else {
            if framebuffer != 0 { segl_delete_target(framebuffer, texture) }
            return nil
        }
        wl_proxy_set_queue(OpaquePointer(wrapper), globals.queue)
        (self.display, self.surface, queue, self.globals) = (display, surface, globals.queue, globals)
        pool = SharedMemoryBufferPool(shm: globals.shm)
        self.composesPlanes = composesPlanes
        (self.context, self.framebuffer, self.texture) = (context, framebuffer, texture)
        surfaceOnQueue = OpaquePointer(wrapper)
        usesBufferDamage = wl_proxy_get_version(surface) >= 4
        size = (width, height)
    }

    deinit {
        makeCurrent()
        planes.removeAll()
        pool.removeAll()
        frameShown()
        wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(surfaceOnQueue))
        globals = nil
        wl_display_flush(display)
        segl_delete_target(framebuffer, texture)
    }

    /// Shows a frame drawn whole on the window's own surface: no planes.
    func present(_ changed: PixelRegion, framebufferHeight: Int) {
        waitUntil { frameCallbacks.isEmpty }
        if !planes.isEmpty {
            // Deleting their framebuffers leaves none bound; the frame is copied out of the window's.
            planes.removeAll()
            segl_bind_framebuffer(framebuffer)
        }
        commitFrame(changed)
    }

    /// Makes plane `index`'s framebuffer the one drawn into, `width` x
    /// `height` pixels (plane 0 is the window's own); true when it is new.
    func bindPlaneTarget(_ index: Int, width: Int, height: Int) -> Bool {
        guard index > 0, let plane = plane(at: index) else {
            segl_bind_framebuffer(framebuffer)
            return index > 0
        }
        return plane.bindTarget(width: width, height: height)
    }

    /// Plane `index` (1 the lowest over the window's surface), made with
    /// those under it when missing; nil when the compositor refuses one.
    private func plane(at index: Int) -> WaylandPlane? {
        while planes.count < index {
            guard let globals, let plane = WaylandPlane(globals: globals, parent: surface) else { return nil }
            planes.append(plane)
        }
        return planes[index - 1]
    }

    /// Shows `frames` (the window's own surface first) at the window's next
    /// commit, all at once: each plane copies only what changed, a plane
    /// that moved only moves, and the window's surface commits last.
    func present(_ frames: [PlaneFrame]) {
        waitUntil { frameCallbacks.isEmpty }
        let count = max(frames.count - 1, 0)
        if planes.count > count { planes.removeLast(planes.count - count) }
        for (index, frame) in frames.enumerated().dropFirst() {
            guard let plane = plane(at: index) else { break }
            if plane.needsBuffer(for: frame) { waitUntil { plane.hasIdleBuffer } }
            plane.show(frame, pixelsPerSurfaceUnit: pixelsPerSurfaceUnit, beforeCommit: requestFrame)
        }
        segl_bind_framebuffer(framebuffer)
        guard case .drawn(let changed) = frames.first?.pixels else { return }
        commitFrame(changed)
    }

    /// Copies `changed` into a buffer, attaches and damages it (nothing when
    /// `changed` is empty: the commit then only applies the planes' new
    /// places), and commits with a frame callback.
    private func commitFrame(_ changed: PixelRegion) {
        if !changed.isEmpty {
            guard let buffer = idleBuffer(of: pool, width: size.width, height: size.height) else { return }
            pool.copy(changed, into: buffer)
            wl_surface_attach(surface, buffer.buffer, 0, 0)
            let bounds = PixelRect(width: buffer.width, height: buffer.height)
            for rect in changed.rects { damage(rect.intersection(bounds)) }
            buffer.isBusy = true
        }
        requestFrame(on: surfaceOnQueue)
        wl_surface_commit(surface)
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

    /// A buffer of `pool` the compositor is not reading, of `width` x
    /// `height`, waiting for one to be released when all are held.
    private func idleBuffer(of pool: SharedMemoryBufferPool, width: Int, height: Int) -> SharedMemoryBuffer? {
        _ = wl_display_dispatch_queue_pending(display, queue)
        if let idle = pool.idleBuffer(width: width, height: height) { return idle }
        waitUntil { pool.hasIdleBuffer }
        return pool.idleBuffer(width: width, height: height)
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
        context.makeCurrent(drawingInto: nil)
        segl_bind_framebuffer(framebuffer)
    }

    func resize(width: Int, height: Int, pixelsPerSurfaceUnit: Int) {
        self.pixelsPerSurfaceUnit = max(pixelsPerSurfaceUnit, 1)
        guard width != size.width || height != size.height else { return }
        size = (width, height)
        segl_resize_target(texture, GLsizei(max(width, 1)), GLsizei(max(height, 1)))
        pool.dropIdle()
    }

    /// Handles the releases and frame callbacks that GLFW's reading queued;
    /// a Wayland surface never loses what it showed.
    func drainEvents() -> Bool {
        _ = wl_display_dispatch_queue_pending(display, queue)
        return false
    }

    /// Asks for a callback when `surface` (whose events come on `queue`)
    /// next shows a frame: the sign that the next may be drawn.
    private func requestFrame(on surface: OpaquePointer) {
        guard let callback = wl_surface_frame(surface) else { return }
        wl_callback_add_listener(callback, Self.frameListener, Unmanaged.passUnretained(self).toOpaque())
        frameCallbacks.append(callback)
    }

    private func frameShown() {
        for callback in frameCallbacks { wl_callback_destroy(callback) }
        frameCallbacks.removeAll()
    }

    // MARK: Listeners (static storage: libwayland keeps the pointers)

    nonisolated(unsafe) private static let frameListener: UnsafeMutablePointer<wl_callback_listener> = {
        let listener = UnsafeMutablePointer<wl_callback_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_callback_listener(done: { data, _, _ in
            Unmanaged<WaylandSharedMemorySurface>.fromOpaque(data!).takeUnretainedValue().frameShown()
        }))
        return listener
    }()
}
