/// `--bench N`: toggles the menu N times, each after the previous toggle
/// settled, and reports frames, wall and CPU time over exactly that span,
/// and the process's memory, open descriptors and threads at its end.
struct Benchmark {
    let toggles: Int
    private var completed = 0
    private var frames = 0
    private var startWall = 0.0
    private var startCPU = 0.0

    init(toggles: Int) {
        self.toggles = toggles
    }

    mutating func start(wallTime: Double) {
        startWall = wallTime
        startCPU = ProcessStats.cpuSeconds
    }

    mutating func countFrame() { frames += 1 }

    /// Records a settle; returns the result line once the last toggle settled.
    mutating func settled(wallTime: Double) -> String? {
        completed += 1
        guard completed >= toggles else { return nil }
        let wall = wallTime - startWall
        let cpu = ProcessStats.cpuSeconds - startCPU
        let perFrame = frames > 0 ? cpu * 1000 / Double(frames) : 0
        let fps = wall > 0 ? Double(frames) / wall : 0
        return "frames=\(frames) wall_s=\(format(wall, 3)) cpu_s=\(format(cpu, 3)) "
            + "cpu_ms_per_frame=\(format(perFrame, 3)) fps=\(format(fps, 1)) "
            + "rss_mb=\(format(ProcessStats.residentMegabytes, 1)) "
            + "fds=\(ProcessStats.openDescriptors) threads=\(ProcessStats.threads)"
    }

    private func format(_ value: Double, _ digits: Int) -> String {
        String(cFormat: "%.\(digits)f", value)
    }
}
