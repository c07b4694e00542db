import CMalloc
import FoundationEssentials

/// The demo keeps the free memory at its heap's top instead of handing it
/// back to the kernel at once.
///
/// Mesa's llvmpipe builds each frame's scene in 64 KB blocks it mallocs and
/// frees when the frame is drawn. glibc gives the heap's top back (brk) once
/// 128 KB of it are free, so every frame grew the heap again, page faults
/// and zeroed pages with it: perf showed brk called from llvmpipe's clears
/// and draws each frame, and keeping 32 MB cut docked push's CPU a frame by
/// a quarter under mutter (docs/performance.md). glibc's threshold is the
/// whole process's, so the library leaves it to its host: this is the demo's
/// own choice, and a user's `GLIBC_TUNABLES` naming it wins.
enum HeapTrimming {
    /// Free bytes the heap's top may hold before glibc gives them back.
    static let keptBytes: Int32 = 32 << 20

    /// Raises glibc's trim threshold to `keptBytes`, unless `environment`'s
    /// GLIBC_TUNABLES already sets it.
    static func keepFreedMemory(environment: [String: String]) {
        guard environment["GLIBC_TUNABLES"]?.contains("malloc.trim_threshold") != true else { return }
        mallopt(M_TRIM_THRESHOLD, keptBytes)
    }
}
