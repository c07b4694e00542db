import Glibc

/// The GLFW library every GLFW call of SlideOut goes to, loaded at run time
/// with `dlopen` rather than linked (`GLFWFunctions.swift` forwards each call
/// through `dlsym`, as libepoxy does for GL).
///
/// GLFW 3.3 comes as one build per window system under one soname, and
/// Debian's build calls its own exported functions through its PLT: a
/// library linked at start-up would sit in the process's global scope and
/// capture the calls of any other build loaded beside it. So SlideOut links
/// none; `PlatformLaunch.prepare` picks the build before GLFW's first call and
/// loads it local to itself (`RTLD_LOCAL`). A host that links GLFW itself (a
/// `MenuOverlay` host with its own loop) keeps its own: it is used as found.
enum LoadedGLFW {
    /// The soname both of GLFW 3.3's builds (and 3.4) carry.
    static let soname = "libglfw.so.3"

    /// The library GLFW calls go to, once chosen (`use`); fixed for the process.
    nonisolated(unsafe) private(set) static var handle: UnsafeMutableRawPointer?

    /// A `libglfw.so.3` already in the process (linked by the host), if any.
    static func alreadyInProcess() -> UnsafeMutableRawPointer? {
        dlopen(soname, RTLD_NOW | RTLD_NOLOAD)
    }

    /// Loads `path` (a soname or a file) without adding its symbols to the
    /// process's global scope; throws the dynamic loader's reason when it cannot.
    static func open(_ path: String) throws(LoadFailure) -> UnsafeMutableRawPointer {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw LoadFailure(reason: dlerror().map { String(cString: $0) } ?? "cannot load \(path)")
        }
        return handle
    }

    /// Why `open` failed, as the dynamic loader says it.
    struct LoadFailure: Error {
        var reason: String
    }

    /// Makes `handle` the library every GLFW call goes to.
    static func use(_ library: UnsafeMutableRawPointer) {
        handle = library
    }

    /// The function `name` of `handle` (by default the chosen library) as
    /// `type`, or nil where that build does not export it.
    static func symbol<Function>(_ name: String, as type: Function.Type,
                                 in handle: UnsafeMutableRawPointer? = LoadedGLFW.handle) -> Function? {
        guard let handle, let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// The function `name` of the chosen library, which every GLFW 3.3 and
    /// later exports; calling GLFW before a library was chosen is a bug.
    static func function<Function>(_ name: String) -> Function {
        guard let library = handle else { fatalError("\(name) called before a GLFW library was loaded") }
        guard let function = symbol(name, as: Function.self, in: library) else {
            fatalError("the loaded GLFW has no \(name)")
        }
        return function
    }
}
