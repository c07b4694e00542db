import CGLFW

/// A window's Wayland side: shared-memory buffers of its own on GLFW's
/// surface (unless `presentation` is `.egl`), the seat reader on GLFW's
/// queue, and a lost compositor told by `WaylandConnection`.
struct WaylandWindowSystem: WindowSystem {
    /// GLFW's connection to the compositor.
    let display: OpaquePointer?
    /// How frames reach the compositor.
    let presentation: WaylandPresentation
    let startsCursorless: Bool

    var platform: DisplayPlatform { .wayland }
    var makesOwnSurface: Bool { presentation != .egl }
    var glfwContextPath: PresentationPath { .egl }
    /// A Wayland client is told nothing of where its window is.
    var reportsWindowPosition: Bool { false }

    /// True when a window must start without a cursor: GLFW 3.3 (a build
    /// that does not choose its platform at init) while the seat has no
    /// pointer; the seat is asked only then.
    static func needsCursorless(buildChoosesPlatform: Bool, seatHasPointer: () -> Bool?) -> Bool {
        !buildChoosesPlatform && seatHasPointer() == false
    }

    func makeSurface(in handle: OpaquePointer, width: Int, height: Int) -> (any WindowSurface)? {
        guard let display, let surface = Self.waylandSurface(of: handle) else { return nil }
        return WaylandSharedMemorySurface(display: display, surface: surface, width: width, height: height,
                                          composesPlanes: presentation == .planes)
    }

    /// The seat's scroll and touch reader, made at once: it reads on GLFW's queue.
    func inputReader(for handle: OpaquePointer) -> InputReaderSource? {
        guard let display else { return nil }
        return .ready(WaylandScrollReader(display: display, surface: Self.waylandSurface(of: handle)))
    }

    func connectionLoss(closeRequested: Bool) -> DisplayLoss? {
        guard let display, WaylandConnection.isLost(display, closeRequested: closeRequested) else { return nil }
        return .waylandCompositorClosed
    }

    func waitEvents(timeout: Double?) {
        GLFWLibrary.waitEvents(timeout: timeout)
    }

    func destroyWindow(_ handle: OpaquePointer) {
        glfwDestroyWindow(handle)
    }

    /// The `wl_surface` behind GLFW window `handle`; nil where GLFW has no Wayland backend.
    private static func waylandSurface(of handle: OpaquePointer) -> OpaquePointer? {
        typealias GetWindow = @convention(c) (OpaquePointer?) -> OpaquePointer?
        return GLFWLibrary.optionalFunction("glfwGetWaylandWindow", as: GetWindow.self)?(handle)
    }
}
