/// Mesa's llvmpipe (the software OpenGL of machines with no GPU) splits each
/// frame among a pool of raster threads, one per core. A slide-out menu's
/// frames are a few milliseconds of rasterizing, so handing every frame to
/// the pool and waiting for it costs more CPU in wake-ups than the split
/// saves, and the pool competes with the display server for the cores.
///
/// No thread is the best choice at every window size measured, up to
/// 3840x2160 (docs/performance.md, "Raster threads"), so the count does not
/// follow the window's size.
///
/// The setting reaches llvmpipe alone, although it is made before the
/// renderer is known (Mesa reads `LP_NUM_THREADS` as it creates a display's
/// screen, which happens while the context is made): llvmpipe is the only
/// driver that reads the variable, so a GPU driver never sees a difference,
/// and it is set only around the making of the window's context and removed
/// again afterwards, so nothing else in the process, and no program it
/// starts, inherits it.
enum SoftwareRasterizerThreads {
    /// Runs `body` (the making of a window's GL context) asking llvmpipe to
    /// rasterize on the thread that draws (`LP_NUM_THREADS=0`) unless the
    /// user chose a thread count. The environment is as it was once `body`
    /// returns or throws.
    static func preferDrawingThread<Result, Failure>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try ScopedEnvironment.withDefault("LP_NUM_THREADS", "0", body)
    }
}
