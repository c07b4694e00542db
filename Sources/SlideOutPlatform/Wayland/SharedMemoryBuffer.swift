import CWayland
import Glibc
import SlideOutCore

/// One `wl_buffer` of ARGB pixels (BGRA bytes) in memory shared with the
/// compositor, top row first, and what it knows of the frame: the pixels that changed
/// since it last held the frame drawn. The compositor reads it from commit
/// until it releases it, and it is not written meanwhile.
final class SharedMemoryBuffer {
    let width: Int
    let height: Int
    let buffer: OpaquePointer
    /// The first pixel's address; rows are `width` pixels apart.
    let pixels: UnsafeMutableRawPointer
    private let byteCount: Int
    /// Attached and not yet released by the compositor.
    var isBusy = false
    /// Where it differs from the frame drawn (all of it when new).
    var stale: PixelRegion

    /// A `width` x `height` buffer from `shm`, whose events arrive on the
    /// queue `shm` is on; nil when the memory cannot be had.
    init?(shm: OpaquePointer, width: Int, height: Int) {
        let byteCount = width * height * 4
        let file = slideout_anonymous_file()
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard ftruncate(file, off_t(byteCount)) == 0,
              let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0),
              mapped != MAP_FAILED else { return nil }
        let pool = wl_shm_create_pool(shm, file, Int32(byteCount))
        defer { wl_shm_pool_destroy(pool) }
        // ARGB (the frame's alpha is 1 throughout; the window's opaque region
        // says so), not XRGB: mutter 43 composites an XRGB buffer some ten
        // times dearer, and its memory grows by a frame's size every frame.
        guard let buffer = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(width * 4),
                                                     WL_SHM_FORMAT_ARGB8888.rawValue) else {
            munmap(mapped, byteCount)
            return nil
        }
        (self.width, self.height, self.buffer, pixels, self.byteCount) = (width, height, buffer, mapped, byteCount)
        stale = PixelRegion(PixelRect(width: width, height: height))
        wl_buffer_add_listener(buffer, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        wl_buffer_destroy(buffer)
        munmap(pixels, byteCount)
    }

    /// Gives every pixel one colour, premultiplied RGBA in 0...1.
    func fill(premultipliedRGBA color: SIMD4<Float>) {
        let bytes = (color * 255).rounded(.toNearestOrEven)
        let pixel = UInt32(bytes.w) << 24 | UInt32(bytes.x) << 16 | UInt32(bytes.y) << 8 | UInt32(bytes.z)
        pixels.withMemoryRebound(to: UInt32.self, capacity: width * height) { $0.update(repeating: pixel, count: width * height) }
    }

    /// The address of pixel (`x`, `y`), y down.
    func address(x: Int, y: Int) -> UnsafeMutableRawPointer {
        pixels + (y * width + x) * 4
    }

    nonisolated(unsafe) private static let listener: UnsafeMutablePointer<wl_buffer_listener> = {
        let listener = UnsafeMutablePointer<wl_buffer_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_buffer_listener(release: { data, _ in
            Unmanaged<SharedMemoryBuffer>.fromOpaque(data!).takeUnretainedValue().isBusy = false
        }))
        return listener
    }()
}
