import CMalloc
import FoundationEssentials
import Glibc

/// CPU time, resident memory, open descriptors and threads of this whole
/// process (all threads, so llvmpipe's rasterizer threads count too).
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

    /// Bytes the allocator has handed out and not had back, in kilobytes:
    /// what the program holds, without the pages the allocator keeps free
    /// (which make the resident set step up and down with no leak).
    static var heapKilobytesInUse: Double {
        let info = mallinfo2()
        return Double(info.uordblks + info.hblkhd) / 1024
    }

    /// Open file descriptors, from /proc/self/fd (less the one reading it).
    static var openDescriptors: Int {
        guard let folder = opendir("/proc/self/fd") else { return 0 }
        defer { closedir(folder) }
        var count = 0
        // Every name but "." and ".." is a descriptor's number.
        while let entry = readdir(folder) {
            if entry.pointee.d_name.0 != CChar(UInt8(ascii: ".")) { count += 1 }
        }
        return count - 1
    }

    /// Threads of this process, from /proc/self/status.
    static var threads: Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Threads:") }) else { return 0 }
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).last.flatMap { Int($0) } ?? 0
    }
}
