import SlideOutCore

/// Reads input that GLFW 3.3 does not pass on, beside GLFW, from the window
/// system of the platform: the Wayland seat's scroll sources and stops and
/// its touchscreen, or X11's smooth-scrolling valuators and XI 2.2 touches.
/// The window talks to one of these, whatever the platform, and stops using
/// GLFW's own callbacks for what the reader reports.
protocol InputReader: AnyObject {
    /// Receives each event read, pointer and touch positions in the window's
    /// screen units (GLFW's cursor units), on the thread that runs the loop.
    var onEvent: ((InputEvent.Kind) -> Void)? { get set }
    /// True while it reports the pointer's motion and buttons.
    var readsPointer: Bool { get }
    /// True while it reports scrolling.
    var readsScroll: Bool { get }
    /// Starts reporting, on the loop's thread; false when it cannot (it is then dropped).
    func activate() -> Bool
    /// Reads what arrived; the window calls it after handling GLFW's events.
    func drain()
}

/// How a window gets its `InputReader`: made at once on the loop's thread,
/// or made on another thread (its connection waits on the server) and
/// adopted once the first frame is shown.
enum InputReaderSource {
    case ready(any InputReader)
    case building(BackgroundBuild<(any InputReader)?>)
}
