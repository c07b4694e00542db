import CEGL
import CWayland
import SlideOutCore

/// The shared-memory buffers of one Wayland surface: at most three (one
/// shown, one the compositor may still read, one to draw into), each
/// knowing which pixels it missed while the compositor held it, so a frame
/// copies only those and its own changes.
final class SharedMemoryBufferPool {
    private static let limit = 3
    private let shm: OpaquePointer
    private var buffers: [SharedMemoryBuffer] = []

    /// A pool of `shm`'s buffers, whose events arrive on the queue `shm` is on.
    init(shm: OpaquePointer) {
        self.shm = shm
    }

    /// A buffer of `width` x `height` the compositor is not reading: one
    /// released, else a new one while there are fewer than the limit; nil
    /// while every one is held (wait for a release).
    func idleBuffer(width: Int, height: Int) -> SharedMemoryBuffer? {
        buffers.removeAll { !$0.isBusy && ($0.width != width || $0.height != height) }
        if let idle = buffers.first(where: { !$0.isBusy }) { return idle }
        guard buffers.count < Self.limit,
              let made = SharedMemoryBuffer(shm: shm, width: max(width, 1), height: max(height, 1)) else { return nil }
        buffers.append(made)
        return made
    }

    /// True when a buffer can be had without waiting.
    var hasIdleBuffer: Bool {
        buffers.count < Self.limit || buffers.contains { !$0.isBusy }
    }

    /// Copies into `buffer`, from the bound framebuffer (as large as the
    /// buffer), the pixels of `changed` and those the buffer missed; the
    /// other buffers now miss `changed`.
    func copy(_ changed: PixelRegion, into buffer: SharedMemoryBuffer) {
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
    }

    /// Lets go of the buffers the compositor is not reading (a new size is coming).
    func dropIdle() {
        buffers.removeAll { !$0.isBusy }
    }

    /// Lets go of every buffer (the surface is going).
    func removeAll() {
        buffers.removeAll()
    }
}
