import CGLFW
import Synchronization

/// Process-wide GLFW set-up: initialisation once on the chosen window
/// system, and the last error GLFW reported (its callback cannot carry context).
enum GLFWLibrary {
    nonisolated(unsafe) private static var lastError = ""
    nonisolated(unsafe) private(set) static var platform: DisplayPlatform?
    /// Set once `glfwInit` succeeded; read from other threads.
    private static let isInitialized = Atomic<Bool>(false)

    /// Initialises GLFW once for `platform`; throws the display error when it
    /// cannot, or when its X server went away (GLFW cannot start again).
    /// `PlatformLaunch.prepare` has loaded the library that serves it, or
    /// does so here for a caller that chose the platform itself. Where GLFW
    /// starts now, `beforeStart` is told first which platform it starts on.
    static func initialize(for requested: DisplayPlatform,
                           beforeStart: (DisplayPlatform) -> Void = { _ in }) throws(PlatformError) {
        if let loss = X11ServerLoss.loss { throw .noDisplay(loss.description) }
        if platform != nil { return }
        if LoadedGLFW.handle == nil {
            _ = try PlatformLaunch.prepare(PlatformRequest(rawValue: requested.rawValue) ?? .auto) { _ in }
        }
        glfwSetErrorCallback { _, description in
            GLFWLibrary.lastError = description.map { String(cString: $0) } ?? "unknown GLFW error"
        }
        let build = GLFWBuild.loaded
        let chosen = build.choosesPlatformAtInit ? requested : build.builtInPlatform
        if build.choosesPlatformAtInit {
            glfwInitHint(GLFW_PLATFORM, requested == .wayland ? GLFW_PLATFORM_WAYLAND : GLFW_PLATFORM_X11)
        }
        if chosen == .x11 { X11ServerLoss.install() }
        beforeStart(chosen)
        let started = chosen == .x11 ? ComposeTable.skippingLoad { glfwInit() } : glfwInit()
        guard started == GLFW_TRUE else { throw .noDisplay(takeLastError()) }
        if chosen == .x11, let x11Display { X11ServerLoss.watch(x11Display) }
        platform = chosen
        isInitialized.store(true, ordering: .releasing)
    }

    /// The last error GLFW reported, cleared once read.
    static func takeLastError() -> String {
        takeLastErrorIfAny() ?? "unknown GLFW error"
    }

    /// The last error GLFW reported if it reported one, cleared once read.
    static func takeLastErrorIfAny() -> String? {
        defer { lastError = "" }
        return lastError.isEmpty ? nil : lastError
    }

    /// A function of the loaded GLFW that only some builds export (the native
    /// access of the other backend's 3.3 build is absent), or nil.
    static func optionalFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
        LoadedGLFW.symbol(name, as: type)
    }

    /// GLFW's connection to the X server; nil on Wayland.
    static var x11Display: OpaquePointer? {
        typealias GetDisplay = @convention(c) () -> OpaquePointer?
        return optionalFunction("glfwGetX11Display", as: GetDisplay.self)?()
    }

    /// GLFW's connection to the Wayland compositor; nil on X11.
    static var waylandDisplay: OpaquePointer? {
        typealias GetDisplay = @convention(c) () -> OpaquePointer?
        return optionalFunction("glfwGetWaylandDisplay", as: GetDisplay.self)?()
    }
}

extension GLFWLibrary {
    /// GLFW's own wait: until an event arrives or `timeout` seconds pass (nil: no limit).
    static func waitEvents(timeout: Double?) {
        if let timeout { glfwWaitEventsTimeout(max(timeout, 0)) } else { glfwWaitEvents() }
    }

    /// Wakes the window's wait for events from any thread (on X11 without
    /// Xlib: see `X11EventWait`); nothing to wake before GLFW is initialised.
    static func postEmptyEvent() {
        guard isInitialized.load(ordering: .acquiring) else { return }
        if platform == .x11 { X11EventWait.post() } else { glfwPostEmptyEvent() }
    }
}
