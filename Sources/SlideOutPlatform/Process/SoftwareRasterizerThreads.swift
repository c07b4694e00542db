/// Mesa's llvmpipe (the software OpenGL of machines with no GPU) splits each
/// frame among a pool of raster threads, one per core. A slide-out menu's
/// frames are a few milliseconds of rasterizing, so handing every frame to
/// the pool and waiting for it costs more CPU in wake-ups than the split
/// saves, and the pool competes with the display server for the cores.
enum SoftwareRasterizerThreads {
    /// Runs `body` (the making of a window's GL context) asking llvmpipe to
    /// rasterize on the thread that draws (`LP_NUM_THREADS=0`) unless the
    /// user chose a thread count. Mesa reads the variable when it sets up a
    /// display's screen, which a context's first display connection does;
    /// the environment is as it was once `body` returns. A GPU driver ignores it.
    static func preferDrawingThread<Result, Failure>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try ScopedEnvironment.withDefault("LP_NUM_THREADS", "0", body)
    }
}
