import CX11
import FoundationEssentials
import Glibc
import Synchronization

/// Where the X server offers no direct rendering (Xvfb, a VNC or remote
/// desktop server), Mesa's GLX draws with its software driver,
/// `swrast_dri.so`, which it loads at the first GLX call. That load looks
/// every symbol of the driver and of LLVM up through the libraries the
/// program already has before their own: the app's fifty made the driver's
/// `dlopen` 17-24 ms. Loading it first, its own libraries searched first
/// (`RTLD_DEEPBIND`), takes 12-14 ms, and Mesa's load then finds it loaded.
///
/// Only where GLX will load that driver and loading it first cannot change
/// which function a call reaches: not where the driver may be a hardware one
/// (the server offers DRI3, DRI2 or NVIDIA's GLX), where another GLX vendor
/// or indirect rendering is asked for (`__GLX_VENDOR_LIBRARY_NAME`,
/// `LIBGL_ALWAYS_INDIRECT`), where a library is preloaded (`LD_PRELOAD`), where
/// `malloc` is not the C library's (a replacement allocator the driver
/// would bypass, and another library free what it allocated), or where a
/// sanitizer's runtime is in the process (they refuse `RTLD_DEEPBIND`).
enum SoftwareDriverPreload {
    /// What decides whether the driver is loaded ahead of GLX.
    struct Conditions {
        /// The names of the extensions the X server offers.
        var serverExtensions: Set<String>
        var environment: [String: String]
        /// The folder libX11 was loaded from, where Mesa's libraries are too.
        var libraryDirectory: String?
        /// True when `malloc` is the C library's and no sanitizer runs.
        var allocatorIsTheCLibrarys: Bool
    }

    private static let attempted = Atomic<Bool>(false)

    /// The driver to load ahead of GLX, or nil where it must not be (see
    /// above) or no such file exists. It is looked for where Mesa looks:
    /// `LIBGL_DRIVERS_PATH`'s folders, else the `dri` folder beside the
    /// library directory.
    static func driverPath(under conditions: Conditions, fileExists: (String) -> Bool) -> String? {
        let environment = conditions.environment
        guard conditions.serverExtensions.isDisjoint(with: ["DRI3", "DRI2", "NV-GLX"]),
              conditions.allocatorIsTheCLibrarys,
              environment["LD_PRELOAD", default: ""].isEmpty, environment["LIBGL_ALWAYS_INDIRECT", default: ""].isEmpty,
              environment["__GLX_VENDOR_LIBRARY_NAME", default: "mesa"] == "mesa" else { return nil }
        let folders = environment["LIBGL_DRIVERS_PATH"].map { $0.split(separator: ":").map(String.init) }
            ?? conditions.libraryDirectory.map { [$0 + "/dri"] } ?? []
        return folders.lazy.map { $0 + "/swrast_dri.so" }.first(where: fileExists)
    }

    /// Loads the software driver for GLX on `display` ahead of Mesa, once a
    /// process, where `driverPath` names one; where it cannot be loaded,
    /// Mesa loads it as before.
    static func load(for display: OpaquePointer) {
        guard !attempted.exchange(true, ordering: .relaxed) else { return }
        let conditions = Conditions(serverExtensions: extensions(of: display),
                                    environment: ProcessInfo.processInfo.environment,
                                    libraryDirectory: libX11Directory,
                                    allocatorIsTheCLibrarys: allocatorIsTheCLibrarys)
        guard let path = driverPath(under: conditions, fileExists: { access($0, R_OK) == 0 }) else { return }
        // Kept open for the process's life, as Mesa keeps it.
        _ = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND)
    }

    /// The names of the extensions `display`'s server offers.
    private static func extensions(of display: OpaquePointer) -> Set<String> {
        var count: Int32 = 0
        guard let names = XListExtensions(display, &count) else { return [] }
        defer { XFreeExtensionList(names) }
        return Set((0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } })
    }

    /// The folder libX11 was loaded from, as the dynamic loader names it
    /// (reading /proc/self/maps instead cost 2.5 ms before the first frame).
    static var libX11Directory: String? {
        guard let libX11 = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD) else { return nil }
        defer { dlclose(libX11) }
        var info = LoadedObjectInfo()
        guard let symbol = dlsym(libX11, "XOpenDisplay"), let describe = addressInfo,
              withUnsafeMutableBytes(of: &info, { describe(symbol, $0.baseAddress) }) != 0,
              let file = info.file else { return nil }
        let path = String(cString: file)
        return path.lastIndex(of: "/").map { String(path[..<$0]) }
    }

    /// glibc's `Dl_info` (the object holding an address, and the symbol
    /// nearest it), which `dladdr` fills.
    private struct LoadedObjectInfo {
        var file: UnsafePointer<CChar>?
        var base: UnsafeMutableRawPointer?
        var symbol: UnsafePointer<CChar>?
        var symbolAddress: UnsafeMutableRawPointer?
    }

    /// glibc's `dladdr`, which Swift's Glibc module does not declare (it is
    /// a GNU extension); nil where the C library has none.
    private static let addressInfo = dlsym(nil, "dladdr").map {
        unsafeBitCast($0, to: (@convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32).self)
    }

    /// True when the `malloc` and `free` every library reaches are the C
    /// library's, and no sanitizer's runtime is in the process.
    private static var allocatorIsTheCLibrarys: Bool {
        let sanitizers: [String] = ["__asan_init", "__tsan_init", "__msan_init"]
        guard !sanitizers.contains(where: { dlsym(nil, $0) != nil }),
              let libc = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD) else { return false }
        defer { dlclose(libc) }
        let names: [String] = ["malloc", "free"]
        return names.allSatisfy { name in
            guard let own = dlsym(libc, name) else { return false }
            return dlsym(nil, name) == own
        }
    }
}
