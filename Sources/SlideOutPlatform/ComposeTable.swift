import Glibc

/// The compose table turns key sequences (dead keys, the Compose key) into
/// typed characters. SlideOut reads keys and never typed text, yet GLFW opens
/// an X input method at start-up, and libX11 then parses the locale's whole
/// Compose file: about 8 ms of the first frame. (On Wayland, xkbcommon maps
/// the file instead, and cannot map `/dev/null`; it is left alone there.)
enum ComposeTable {
    /// Runs `body` (GLFW's initialisation on X11) with an empty compose table,
    /// `XCOMPOSEFILE=/dev/null`, unless the user named one. The variable is
    /// removed afterwards, so no program started later inherits it.
    static func skippingLoad<Result>(_ body: () -> Result) -> Result {
        guard getenv("XCOMPOSEFILE") == nil else { return body() }
        setenv("XCOMPOSEFILE", "/dev/null", 1)
        defer { unsetenv("XCOMPOSEFILE") }
        return body()
    }
}
