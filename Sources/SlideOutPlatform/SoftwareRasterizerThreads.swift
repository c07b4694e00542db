import Glibc

/// Mesa's llvmpipe (the software OpenGL of machines with no GPU) splits each
/// frame among a pool of raster threads, one per core. A slide-out menu's
/// frames are a few milliseconds of rasterizing, so handing every frame to
/// the pool and waiting for it costs more CPU in wake-ups than the split
/// saves, and the pool competes with the display server for the cores.
enum SoftwareRasterizerThreads {
    /// Asks llvmpipe to rasterize on the thread that draws (`LP_NUM_THREADS=0`)
    /// unless the user chose a thread count. Must run before the first GL
    /// context is made; a GPU driver ignores it.
    static func preferDrawingThread() {
        setenv("LP_NUM_THREADS", "0", 0)
    }
}
