
/// The GLFW library this process loaded, and which window systems it can talk to.
///
/// GLFW 3.4 carries every backend and picks one at `glfwInit` through an init
/// hint. GLFW 3.3 (Debian 12, Ubuntu up to 24.04) is built for one: Debian's
/// `libglfw3` is the X11 build, `libglfw3-wayland` the Wayland one, with the
/// same soname, so the other backend means loading the other library.
struct GLFWBuild: Equatable {
    var major: Int
    var minor: Int
    /// `glfwGetVersionString()`: 3.3 names its one backend there.
    var versionString: String

    /// The library GLFW calls go to (`LoadedGLFW`).
    static var loaded: GLFWBuild {
        guard let handle = LoadedGLFW.handle, let build = GLFWBuild(library: handle) else {
            fatalError("GLFW's build asked for before a GLFW library was loaded")
        }
        return build
    }

    /// True for 3.4 and later: the platform is an init hint.
    var choosesPlatformAtInit: Bool { (major, minor) >= (3, 4) }

    /// The one backend a 3.3 library was built for.
    var builtInPlatform: DisplayPlatform { versionString.contains("Wayland") ? .wayland : .x11 }

    /// True when this library can talk to `platform` without loading another.
    func supports(_ platform: DisplayPlatform) -> Bool {
        choosesPlatformAtInit || builtInPlatform == platform
    }
}

extension GLFWBuild {
    /// The build of the GLFW library `handle` (a `dlopen` handle), read
    /// before `glfwInit`; nil when it is no GLFW.
    init?(library handle: UnsafeMutableRawPointer) {
        typealias GetVersion = @convention(c) (GLFWIntPointer, GLFWIntPointer, GLFWIntPointer) -> Void
        typealias GetVersionString = @convention(c) () -> GLFWString
        guard let getVersion = LoadedGLFW.symbol("glfwGetVersion", as: GetVersion.self, in: handle),
              let versionString = LoadedGLFW.symbol("glfwGetVersionString", as: GetVersionString.self, in: handle)?()
        else { return nil }
        var major: Int32 = 0, minor: Int32 = 0, revision: Int32 = 0
        getVersion(&major, &minor, &revision)
        self.init(major: Int(major), minor: Int(minor), versionString: String(cString: versionString))
    }
}
