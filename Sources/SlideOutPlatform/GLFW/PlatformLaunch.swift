import FoundationEssentials
import Glibc

/// Chooses the GLFW library that makes the process a client of the requested
/// window system, before GLFW's first call: with GLFW 3.4, any (the platform
/// is an init hint); with 3.3, the build for that window system, loaded from
/// another folder when the system's is built for the other one
/// (`LoadedGLFW`). A GLFW the host linked itself is kept as it is.
package enum PlatformLaunch {
    /// What to do for a request, given the library at hand.
    enum Plan: Equatable {
        /// The library at hand serves it (3.3 built for it, or 3.4 with the hint).
        case use(DisplayPlatform)
        /// Load the build for it from this folder instead.
        case load(DisplayPlatform, libraryFolder: String)
        /// No build for it can be had.
        case unavailable(DisplayPlatform)
    }

    /// The plan for `request` in `environment`, given the build of the
    /// library at hand (nil where none loads under GLFW's soname) and whether
    /// another may be loaded instead (not once GLFW is in use, nor over one
    /// the host linked).
    static func plan(for request: PlatformRequest, environment: [String: String], build: GLFWBuild?,
                     canLoadAnother: Bool, libraryFolder: (DisplayPlatform) -> String?) -> Plan {
        let platform = request.resolved(in: environment)
        if build?.supports(platform) ?? false { return .use(platform) }
        guard canLoadAnother, let folder = libraryFolder(platform) else { return .unavailable(platform) }
        return .load(platform, libraryFolder: folder)
    }

    /// Where another backend's `libglfw.so.3` is looked for, first to last:
    /// `$SLIDEOUT_GLFW_LIBS/<platform>/`, then `glfw-<platform>/` in the
    /// executable's folder or any of its three parents (`scripts/glfw-build`
    /// unpacks there, inside `.build`).
    static func libraryFolderCandidates(for platform: DisplayPlatform, environment: [String: String],
                                        executable: URL) -> [String] {
        var folders: [String] = []
        if let root = environment["SLIDEOUT_GLFW_LIBS"], !root.isEmpty {
            folders.append(URL(fileURLWithPath: root).appendingPathComponent(platform.rawValue).path)
        }
        var directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            folders.append(directory.appendingPathComponent("glfw-\(platform.rawValue)").path)
            directory.deleteLastPathComponent()
        }
        return folders
    }

    /// Loads the GLFW that serves `request` (once per process) and returns
    /// the platform to start it on. An explicit request that cannot be met
    /// throws; `auto` falls back to what the library at hand serves, and
    /// tells `warn` so.
    package static func prepare(_ request: PlatformRequest,
                                warn: (String) -> Void) throws(PlatformError) -> DisplayPlatform {
        let environment = ProcessInfo.processInfo.environment
        let fixed = LoadedGLFW.handle ?? LoadedGLFW.alreadyInProcess()
        var system: UnsafeMutableRawPointer?
        var systemFailure = ""
        if fixed == nil {
            do { system = try LoadedGLFW.open(LoadedGLFW.soname) } catch { systemFailure = error.reason }
        }
        defer { if let system, system != LoadedGLFW.handle { dlclose(system) } }
        let atHand = fixed ?? system
        let build = atHand.flatMap(GLFWBuild.init(library:))
        let executable = URL(fileURLWithPath: "/proc/self/exe")
        let plan = plan(for: request, environment: environment, build: build, canLoadAnother: fixed == nil) {
            libraryFolderCandidates(for: $0, environment: environment, executable: executable)
                .first { FileManager.default.fileExists(atPath: $0 + "/" + LoadedGLFW.soname) }
        }
        switch plan {
        case .use(let platform):
            if let atHand { LoadedGLFW.use(atHand) }
            try checkRuntimeDirectory(for: platform, in: environment)
            return platform
        case .load(let platform, let folder):
            let path = folder + "/" + LoadedGLFW.soname
            do {
                LoadedGLFW.use(try LoadedGLFW.open(path))
            } catch {
                throw .glfwBuildMissing(platform: platform, reason: "\(path) does not load: \(error.reason)",
                                        hint: installHint(for: platform))
            }
            try checkRuntimeDirectory(for: platform, in: environment)
            return platform
        case .unavailable(let platform):
            let missing = build.map {
                "GLFW \($0.major).\($0.minor) here is built for \($0.builtInPlatform.rawValue) only, "
                    + "and its \(platform.rawValue) build was not found"
            } ?? "GLFW does not load (\(systemFailure)), and its \(platform.rawValue) build was not found"
            guard request == .auto, let build, let atHand else {
                throw .glfwBuildMissing(platform: platform, reason: missing, hint: installHint(for: platform))
            }
            // Falling back needs the other display: without one, say both in one line.
            let fallbackDisplay = build.builtInPlatform == .x11 ? "DISPLAY" : "WAYLAND_DISPLAY"
            if environment[fallbackDisplay]?.isEmpty ?? true {
                throw .glfwBuildMissing(platform: platform, reason: "the session is \(platform.rawValue), but \(missing), "
                                        + "and \(fallbackDisplay) is not set for \(build.builtInPlatform.rawValue)",
                                        hint: installHint(for: platform))
            }
            LoadedGLFW.use(atHand)
            warn("\(missing); \(installHint(for: platform)); running as an \(build.builtInPlatform.rawValue) client")
            return build.builtInPlatform
        }
    }

    /// A Wayland socket named relative to an unset `XDG_RUNTIME_DIR` cannot be
    /// found (libwayland would print its own line about it before failing).
    private static func checkRuntimeDirectory(for platform: DisplayPlatform,
                                              in environment: [String: String]) throws(PlatformError) {
        guard platform == .wayland, let socket = environment["WAYLAND_DISPLAY"], !socket.hasPrefix("/"),
              environment["XDG_RUNTIME_DIR"]?.isEmpty ?? true else { return }
        throw .noDisplay("XDG_RUNTIME_DIR is not set, so the Wayland socket '\(socket)' cannot be found")
    }

    private static func installHint(for platform: DisplayPlatform) -> String {
        let package = platform == .wayland ? "libglfw3-wayland" : "libglfw3"
        return "run scripts/glfw-build \(platform.rawValue) (unpacks Debian's \(package) into .build), "
            + "or set SLIDEOUT_GLFW_LIBS to a folder holding \(platform.rawValue)/libglfw.so.3"
    }
}
