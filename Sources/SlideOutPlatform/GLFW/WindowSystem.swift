import SlideOutCore

/// What a `Window` asks of the window system GLFW talks to, so that the
/// window itself never branches on the platform: `X11WindowSystem` and
/// `WaylandWindowSystem` answer, one chosen once GLFW has started
/// (`DisplayPlatform.windowSystem(presentation:build:)`).
protocol WindowSystem {
    /// The window system answering.
    var platform: DisplayPlatform { get }

    /// True when the window must never set a cursor nor be decorated (GLFW
    /// 3.3 on Wayland with no pointer at start-up: see `WaylandSeatProbe`).
    var startsCursorless: Bool { get }

    /// How frames are shown where GLFW made the context (the platform's own surface could not be had).
    var glfwContextPath: PresentationPath { get }

    /// True when the window system tells a client where its window is on the screen.
    var reportsWindowPosition: Bool { get }

    /// True where a window's pixels per screen unit change with the output
    /// it is on (a Wayland surface's buffer scale); on X11 they are 1.
    var scalesBuffersByOutput: Bool { get }

    /// The scale a window that is never shown (a screenshot's) draws at,
    /// where its own would differ from the screen's; nil: its own.
    var unshownWindowScale: Double? { get }

    /// The platform's own surface, `width` x `height` pixels, for GLFW window
    /// `handle` (opened without a context), with the context that draws and
    /// presents the window's frames, current; nil where it cannot be had.
    func makeSurface(in handle: OpaquePointer, width: Int, height: Int) -> (any WindowSurface)?

    /// The reader of what GLFW does not pass on for GLFW window `handle`; nil where there is none.
    func inputReader(for handle: OpaquePointer) -> InputReaderSource?

    /// Why the connection went away, once it has; `closeRequested` is GLFW's
    /// close flag for the window (see `WaylandConnection`).
    func connectionLoss(closeRequested: Bool) -> DisplayLoss?

    /// Looks, reading nothing, whether the server closed the connection,
    /// before a request whose reply would be waited for; `connectionLoss`
    /// then tells. (X11's server closes its clients one at a time as it shuts down.)
    func noticeClosedConnection()

    /// Blocks until an event arrives, `timeout` seconds pass (nil: no limit)
    /// or the connection is lost, and has GLFW handle what came.
    func waitEvents(timeout: Double?)

    /// Destroys GLFW window `handle`, or only forgets it where its connection
    /// must not be touched any more.
    func destroyWindow(_ handle: OpaquePointer)
}

extension DisplayPlatform {
    /// The window system a window on this platform talks to, GLFW (of
    /// `build`) having started on it; `presentation` is how frames reach a
    /// Wayland compositor, `drawing` the X11 context made before GLFW started.
    func windowSystem(presentation: WaylandPresentation, build: GLFWBuild,
                      drawing: GLXDrawingContext? = nil) -> any WindowSystem {
        switch self {
        case .x11:
            return X11WindowSystem(display: GLFWLibrary.x11Display, drawing: drawing)
        case .wayland:
            let cursorless = WaylandWindowSystem.needsCursorless(
                buildChoosesPlatform: build.choosesPlatformAtInit,
                seatHasPointer: WaylandSeatProbe.seatHasPointer)
            return WaylandWindowSystem(display: GLFWLibrary.waylandDisplay, presentation: presentation,
                                       startsCursorless: cursorless)
        }
    }
}
