import CEGL
import CWayland
import CWaylandProtocols
import SlideOutCore

/// One plane of a window over its own surface: a subsurface, synchronized
/// with the window (its changes show with the window's next commit), that
/// takes no input (the window's surface gets it all, as before), with a
/// viewport that crops its buffer to the part that shows, or stretches a
/// one-pixel buffer over it. A plane whose layer only slid gets no new
/// buffer: the compositor moves it.
final class WaylandPlane {
    private let surface: OpaquePointer
    private let subsurface: OpaquePointer
    private let viewport: OpaquePointer
    private let compositor: OpaquePointer
    private let pool: SharedMemoryBufferPool
    /// What the renderer draws the plane into, and its size.
    private var framebuffer: GLuint = 0
    private var texture: GLuint = 0
    private var targetSize = (width: 0, height: 0)
    /// The frame the plane shows; nil while it shows nothing.
    private var shown: PlaneFrame?
    private var shownScale = 0

    /// A plane over `parent`, on top of those made before it; nil when the
    /// compositor refuses one.
    init?(globals: WaylandGlobals, parent: OpaquePointer) {
        guard let compositor = globals.compositor, let subcompositor = globals.subcompositor,
              let viewporter = globals.viewporter,
              let surface = wl_compositor_create_surface(compositor) else { return nil }
        guard let subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent),
              let viewport = slideout_get_viewport(viewporter, surface) else {
            wl_surface_destroy(surface)
            return nil
        }
        (self.surface, self.subsurface, self.viewport, self.compositor) = (surface, subsurface, viewport, compositor)
        pool = SharedMemoryBufferPool(shm: globals.shm)
        let noInput = wl_compositor_create_region(compositor)
        wl_surface_set_input_region(surface, noInput)
        wl_region_destroy(noInput)
    }

    deinit {
        if framebuffer != 0 { segl_delete_target(framebuffer, texture) }
        slideout_viewport_destroy(viewport)
        wl_subsurface_destroy(subsurface)
        wl_surface_destroy(surface)
    }

    /// Makes the plane's framebuffer, `width` x `height` pixels, the one
    /// drawn into; true when it is new (it holds nothing yet). The caller
    /// binds its own framebuffer again afterwards.
    func bindTarget(width: Int, height: Int) -> Bool {
        if framebuffer != 0, targetSize == (width, height) {
            segl_bind_framebuffer(framebuffer)
            return false
        }
        if framebuffer != 0 { segl_delete_target(framebuffer, texture) }
        framebuffer = segl_create_target(GLsizei(max(width, 1)), GLsizei(max(height, 1)), &texture)
        targetSize = (width, height)
        return true
    }

    /// True when showing `frame` needs a buffer the compositor is not reading.
    func needsBuffer(for frame: PlaneFrame) -> Bool {
        guard !frame.visible.isEmpty else { return false }
        switch frame.pixels {
        case .drawn(let changed): return !changed.isEmpty || shown == nil || shown?.isUniform == true
        case .uniform(let color): return shown?.pixels != .uniform(color)
        }
    }

    /// True when a buffer can be had without waiting.
    var hasIdleBuffer: Bool { pool.hasIdleBuffer }

    /// Shows `frame` from the window's next commit: the changed pixels
    /// copied from the plane's framebuffer (or its colour) into a buffer the
    /// compositor released, cropped and placed in surface units of
    /// `pixelsPerSurfaceUnit` pixels. `beforeCommit` gets the plane's
    /// surface while it shows anything, to ask for its frame callback.
    /// Returns false when no buffer could be had (the plane then keeps what it showed).
    @discardableResult
    func show(_ frame: PlaneFrame, pixelsPerSurfaceUnit scale: Int, beforeCommit: (OpaquePointer) -> Void) -> Bool {
        let visible = frame.visible
        guard !visible.isEmpty else {
            if shown != nil {
                wl_surface_attach(surface, nil, 0, 0)
                wl_surface_commit(surface)
                shown = nil
            }
            return true
        }
        if needsBuffer(for: frame) {
            switch frame.pixels {
            case .drawn(let changed):
                guard let buffer = pool.idleBuffer(width: frame.width, height: frame.height) else { return false }
                segl_bind_framebuffer(framebuffer)
                pool.copy(changed, into: buffer)
                wl_surface_attach(surface, buffer.buffer, 0, 0)
                let damaged = shown == nil ? PixelRegion(PixelRect(width: frame.width, height: frame.height)) : changed
                for rect in damaged.rects {
                    wl_surface_damage_buffer(surface, Int32(rect.minX), Int32(rect.minY), Int32(rect.width),
                                             Int32(rect.height))
                }
                buffer.isBusy = true
            case .uniform(let color):
                guard let buffer = pool.idleBuffer(width: 1, height: 1) else { return false }
                buffer.fill(premultipliedRGBA: color)
                wl_surface_attach(surface, buffer.buffer, 0, 0)
                wl_surface_damage_buffer(surface, 0, 0, 1, 1)
                buffer.isBusy = true
            }
        }
        let units = (width: (visible.width + scale - 1) / scale, height: (visible.height + scale - 1) / scale)
        // Only what changed is sent: mutter redoes a surface's layout for a
        // new crop and its culling for a new opaque region, and a plane
        // that only moves (sidebar3d's turning button) needs neither.
        let changes = frame.placementChanges(since: shownScale == scale ? shown : nil)
        if changes.contains(.crop) {
            if frame.isUniform {
                slideout_viewport_set_source(viewport, 0, 0, 1, 1)
            } else {
                slideout_viewport_set_source(viewport, Double(visible.minX), Double(visible.minY),
                                             Double(visible.width), Double(visible.height))
            }
            slideout_viewport_set_destination(viewport, Int32(units.width), Int32(units.height))
        }
        if changes.contains(.position) {
            wl_subsurface_set_position(subsurface, Int32((frame.originX + visible.minX) / scale),
                                       Int32((frame.originY + visible.minY) / scale))
        }
        if changes.contains(.opaque) {
            setOpaqueRegion(frame.opaque.intersection(visible), shownFrom: visible, scale: scale)
        }
        beforeCommit(surface)
        wl_surface_commit(surface)
        shown = frame
        shownScale = scale
        return true
    }
}

extension WaylandPlane {
    /// Tells the compositor which part of the surface hides what lies under
    /// it: `opaque` (plane pixels) as shown from `visible`'s corner, in
    /// surface units rounded in.
    private func setOpaqueRegion(_ opaque: PixelRect, shownFrom visible: PixelRect, scale: Int) {
        guard !opaque.isEmpty, let region = wl_compositor_create_region(compositor) else {
            wl_surface_set_opaque_region(surface, nil)
            return
        }
        let (minX, minY) = ((opaque.minX - visible.minX + scale - 1) / scale, (opaque.minY - visible.minY + scale - 1) / scale)
        let (maxX, maxY) = ((opaque.maxX - visible.minX) / scale, (opaque.maxY - visible.minY) / scale)
        wl_region_add(region, Int32(minX), Int32(minY), Int32(maxX - minX), Int32(maxY - minY))
        wl_surface_set_opaque_region(surface, region)
        wl_region_destroy(region)
    }
}
