import FoundationEssentials
import Glibc

/// CPU time and resident memory of this whole process (all threads, so
/// llvmpipe's rasterizer threads count too).
enum ProcessStats {
    /// User plus system CPU seconds so far.
    static var cpuSeconds: Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Resident set size in megabytes, from /proc/self/statm.
    static var residentMegabytes: Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
