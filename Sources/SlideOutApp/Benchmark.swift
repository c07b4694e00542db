/// `--bench N`: toggles the menu N times, each after the previous toggle
/// settled, and reports frames, wall and CPU time over exactly that span,
/// and the process's memory at its end, in the line SPEC.md gives (the
/// soak reads descriptors and threads from the last `settled` instead).
///
/// `--bench-warm-up W` toggles W times first, unmeasured, so that the window
/// has opened as a user's has before they reach for the menu: headless
/// mutter with its defaults plays its window-opening animation (250 ms, a
/// zoom and fade of the whole window) over a window's first animated frames,
/// whenever they come, each costing it many times a later one. bench/run
/// asks for 2 (push's 0.25 s toggle ends before the animation does), and
/// bench/gtk_peer.py does the same.
struct Benchmark {
    let toggles: Int
    private var warmUpLeft: Int
    private var completed = 0
    private var frames = 0
    private var startWall = 0.0
    private var startCPU = 0.0

    init(toggles: Int, warmUpToggles: Int) {
        self.toggles = toggles
        warmUpLeft = warmUpToggles
    }

    /// The first frame is shown: the measured span starts unless a warm-up comes first.
    mutating func firstFrame(wallTime: Double) {
        if warmUpLeft == 0 { start(wallTime: wallTime) }
    }

    private mutating func start(wallTime: Double) {
        startWall = wallTime
        startCPU = ProcessStats.cpuSeconds
    }

    mutating func countFrame() {
        if warmUpLeft == 0 { frames += 1 }
    }

    /// Records a settle; returns the result line once the last toggle settled.
    mutating func settled(wallTime: Double) -> String? {
        if warmUpLeft > 0 {
            warmUpLeft -= 1
            if warmUpLeft == 0 { start(wallTime: wallTime) }
            return nil
        }
        completed += 1
        guard completed >= toggles else { return nil }
        let wall = wallTime - startWall
        let cpu = ProcessStats.cpuSeconds - startCPU
        let perFrame = frames > 0 ? cpu * 1000 / Double(frames) : 0
        let fps = wall > 0 ? Double(frames) / wall : 0
        return "frames=\(frames) wall_s=\(format(wall, 3)) cpu_s=\(format(cpu, 3)) "
            + "cpu_ms_per_frame=\(format(perFrame, 3)) fps=\(format(fps, 1)) "
            + "rss_mb=\(format(ProcessStats.residentMegabytes, 1))"
    }

    private func format(_ value: Double, _ digits: Int) -> String {
        String(cFormat: "%.\(digits)f", value)
    }
}
