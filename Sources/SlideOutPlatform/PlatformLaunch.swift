import FoundationEssentials
import Glibc

/// Makes the process a client of the requested window system before GLFW
/// starts: with GLFW 3.4, an init hint; with 3.3, by running this executable
/// again over the other backend's build of the library when that is the one
/// needed (`LD_LIBRARY_PATH`), since one process can load only one.
package enum PlatformLaunch {
    /// What to do for a request, given the loaded library.
    enum Plan: Equatable {
        /// The loaded library serves it (3.3 built for it, or 3.4 with the hint).
        case run(DisplayPlatform)
        /// Run again with the other build, found in this folder.
        case relaunch(DisplayPlatform, libraryFolder: String)
        /// The other build is nowhere to be found.
        case unavailable(DisplayPlatform)
    }

    /// Set in the environment of a relaunch, so it never relaunches again.
    static let relaunchedVariable = "SLIDEOUT_GLFW_RELAUNCHED"

    static func plan(for request: PlatformRequest, environment: [String: String], build: GLFWBuild,
                     libraryFolder: (DisplayPlatform) -> String?) -> Plan {
        let platform = request.resolved(in: environment)
        if build.supports(platform) { return .run(platform) }
        guard environment[relaunchedVariable] == nil, let folder = libraryFolder(platform) else {
            return .unavailable(platform)
        }
        return .relaunch(platform, libraryFolder: folder)
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

    /// Returns the platform to start GLFW on, after relaunching the process
    /// (which does not return) when another build of GLFW is needed. An
    /// explicit request that cannot be met throws; `auto` falls back to what
    /// the loaded library serves, saying so on stderr.
    package static func prepare(_ request: PlatformRequest) throws(PlatformError) -> DisplayPlatform {
        let environment = ProcessInfo.processInfo.environment
        let build = GLFWBuild.loaded
        let executable = URL(fileURLWithPath: "/proc/self/exe")
        let plan = plan(for: request, environment: environment, build: build) { platform in
            libraryFolderCandidates(for: platform, environment: environment, executable: executable)
                .first { FileManager.default.fileExists(atPath: $0 + "/libglfw.so.3") }
        }
        switch plan {
        case .run(let platform):
            // libwayland would print its own line about this before failing.
            if platform == .wayland, let socket = environment["WAYLAND_DISPLAY"], !socket.hasPrefix("/"),
               environment["XDG_RUNTIME_DIR"]?.isEmpty ?? true {
                throw .noDisplay("XDG_RUNTIME_DIR is not set, so the Wayland socket '\(socket)' cannot be found")
            }
            return platform
        case .relaunch(_, let folder):
            relaunch(withLibraryFolder: folder, environment: environment)
            throw .platformUnavailable("could not run \(executable.path) again over \(folder)")
        case .unavailable(let platform):
            let missing = "GLFW \(build.major).\(build.minor) here is built for \(build.builtInPlatform.rawValue) only, "
                + "and its \(platform.rawValue) build was not found; \(installHint(for: platform))"
            guard request == .auto else { throw .platformUnavailable(missing) }
            // Falling back needs the other display: without one, say both in one line.
            let fallbackDisplay = build.builtInPlatform == .x11 ? "DISPLAY" : "WAYLAND_DISPLAY"
            if environment[fallbackDisplay]?.isEmpty ?? true {
                throw .noDisplay("the session is \(platform.rawValue), but \(missing); "
                                 + "and \(fallbackDisplay) is not set for \(build.builtInPlatform.rawValue)")
            }
            TextOutput.toStandardError("slideout: \(missing); running as an \(build.builtInPlatform.rawValue) client\n")
            return build.builtInPlatform
        }
    }

    private static func installHint(for platform: DisplayPlatform) -> String {
        let package = platform == .wayland ? "libglfw3-wayland" : "libglfw3"
        return "run scripts/glfw-build \(platform.rawValue) (unpacks Debian's \(package) into .build), "
            + "or set SLIDEOUT_GLFW_LIBS to a folder holding \(platform.rawValue)/libglfw.so.3"
    }

    private static func relaunch(withLibraryFolder folder: String, environment: [String: String]) {
        var environment = environment
        environment["LD_LIBRARY_PATH"] = [folder, environment["LD_LIBRARY_PATH"]].compactMap { $0 }
            .filter { !$0.isEmpty }.joined(separator: ":")
        environment[relaunchedVariable] = "1"
        let arguments = CommandLine.arguments
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        fflush(nil)
        execve("/proc/self/exe", argv, envp)
    }
}
