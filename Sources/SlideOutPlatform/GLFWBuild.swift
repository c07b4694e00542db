import CGLFW

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

    /// The library in this process (readable before `glfwInit`).
    static var loaded: GLFWBuild {
        var major: Int32 = 0, minor: Int32 = 0, revision: Int32 = 0
        glfwGetVersion(&major, &minor, &revision)
        return GLFWBuild(major: Int(major), minor: Int(minor), versionString: String(cString: glfwGetVersionString()))
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
