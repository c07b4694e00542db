import CGLFW

/// A window's X11 side: a `GLXSurface` in GLFW's window, the XI2 reader made
/// in the background, `X11EventWait` for waiting, and nothing touched once
/// the server went away (`X11ServerLoss`).
struct X11WindowSystem: WindowSystem {
    /// GLFW's connection to the X server.
    let display: OpaquePointer?
    /// The context made before GLFW started, until the surface takes it.
    private weak var drawing: GLXDrawingContext?

    init(display: OpaquePointer?, drawing: GLXDrawingContext?) {
        self.display = display
        self.drawing = drawing
        if display != nil { X11EventWait.prepare() }
    }

    var platform: DisplayPlatform { .x11 }
    var startsCursorless: Bool { false }
    /// GLFW makes its contexts on X11 with GLX.
    var glfwContextPath: PresentationPath { .glx }
    var reportsWindowPosition: Bool { true }

    var scalesBuffersByOutput: Bool { false }

    /// An X11 window's scale (the desktop's `Xft.dpi`) is the same shown or not.
    var unshownWindowScale: Double? { nil }

    /// A `GLXSurface` with the context made before GLFW started, or with one
    /// made now (a later window).
    func makeSurface(in handle: OpaquePointer, width: Int, height: Int) -> (any WindowSurface)? {
        guard let parent = Self.x11Window(of: handle),
              let drawing = drawing ?? GLXDrawingContext()
        else { return nil }
        return GLXSurface(parent: parent, width: width, height: height, drawing: drawing)
    }

    /// The smooth-scroll and touch reader, whose connection (a dozen round
    /// trips, 1-10 ms before the first frame otherwise) is made on another thread.
    func inputReader(for handle: OpaquePointer) -> InputReaderSource? {
        guard let window = Self.x11Window(of: handle) else { return nil }
        return .building(BackgroundBuild { X11SmoothScrollReader(window: window) })
    }

    func connectionLoss(closeRequested: Bool) -> DisplayLoss? {
        X11ServerLoss.loss
    }

    /// GLFW's connection or the surface's closed says the server is going (see `X11ServerLoss`).
    func noticeClosedConnection() {
        X11ServerLoss.noticeClosing(of: [display, drawing?.display, drawing?.exposures].compactMap { $0 })
    }

    /// Waits with `X11EventWait` (GLFW's own wait spins once the server is
    /// gone), then has GLFW read what came while the server is there.
    func waitEvents(timeout: Double?) {
        guard let display else { return GLFWLibrary.waitEvents(timeout: timeout) }
        X11EventWait.wait(on: display, timeout: timeout)
        noticeClosedConnection()
        if X11ServerLoss.loss == nil { glfwPollEvents() }
    }

    func destroyWindow(_ handle: OpaquePointer) {
        if X11ServerLoss.loss == nil { glfwDestroyWindow(handle) }
    }

    /// The X11 window behind GLFW window `handle`; nil where GLFW has no X11 backend.
    private static func x11Window(of handle: OpaquePointer) -> UInt? {
        typealias GetWindow = @convention(c) (OpaquePointer?) -> UInt
        return GLFWLibrary.optionalFunction("glfwGetX11Window", as: GetWindow.self).map { $0(handle) }
    }
}
