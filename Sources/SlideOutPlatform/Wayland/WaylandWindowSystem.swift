import CGLFW

/// A window's Wayland side: a context of its own on GLFW's connection that
/// presents on GLFW's surface through shared-memory buffers (a software
/// renderer, unless `presentation` is `.egl`) or an EGL window surface, the
/// seat reader on GLFW's queue, and a lost compositor told by `WaylandConnection`.
struct WaylandWindowSystem: WindowSystem {
    /// GLFW's connection to the compositor.
    let display: OpaquePointer?
    /// How frames reach the compositor.
    let presentation: WaylandPresentation
    let startsCursorless: Bool

    var platform: DisplayPlatform { .wayland }
    var glfwContextPath: PresentationPath { .egl }
    /// A Wayland client is told nothing of where its window is.
    var reportsWindowPosition: Bool { false }

    var scalesBuffersByOutput: Bool { true }

    /// An unmapped surface enters no output, so its scale stays 1: the
    /// primary output's, where the window would open.
    var unshownWindowScale: Double? {
        guard let monitor = glfwGetPrimaryMonitor() else { return nil }
        var x: Float = 0, y: Float = 0
        glfwGetMonitorContentScale(monitor, &x, &y)
        return x > 0 ? Double(x) : nil
    }

    /// True when a window must start without a cursor: GLFW 3.3 (a build
    /// that does not choose its platform at init) while the seat has no
    /// pointer; the seat is asked only then.
    static func needsCursorless(buildChoosesPlatform: Bool, seatHasPointer: () -> Bool?) -> Bool {
        !buildChoosesPlatform && seatHasPointer() == false
    }

    /// The window's context, made on GLFW's connection, presenting as its
    /// renderer and extensions decide (`PresentationDecision`): through
    /// buffers of the app's own, or, where those cannot be had, an EGL window surface.
    func makeSurface(in handle: OpaquePointer, width: Int, height: Int) -> (any WindowSurface)? {
        guard let display, let surface = Self.waylandSurface(of: handle),
              let context = WaylandEGLContext(connection: display) else { return nil }
        let decision = PresentationDecision(renderer: context.renderer, extensions: context.extensions)
        var globals: WaylandGlobals?
        let path = decision.wayland(requested: presentation) {
            globals = WaylandGlobals(display: display)
            return globals?.viewporter != nil
        }
        if path == .sharedMemory || path == .sharedMemoryPlanes,
           let globals = globals ?? WaylandGlobals(display: display),
           let buffers = WaylandSharedMemorySurface(display: display, surface: surface, context: context, globals: globals,
                                                    width: width, height: height,
                                                    composesPlanes: path == .sharedMemoryPlanes) {
            return buffers
        }
        return WaylandEGLWindowSurface(context: context, surface: surface, width: width, height: height,
                                       path: decision.waylandEGL)
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

    /// Nothing to look at: the compositor's going is read from the connection itself (`WaylandConnection`).
    func noticeClosedConnection() {}

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
