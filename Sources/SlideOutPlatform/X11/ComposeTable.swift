/// The compose table turns key sequences (dead keys, the Compose key) into
/// typed characters. SlideOut reads keys and never typed text, yet GLFW opens
/// an X input method at start-up, and libX11 then parses the locale's whole
/// Compose file: about 8 ms of the first frame. (On Wayland, xkbcommon maps
/// the file instead, and cannot map `/dev/null`; it is left alone there.)
enum ComposeTable {
    /// Runs `body` (GLFW's initialisation on X11) with an empty compose table,
    /// `XCOMPOSEFILE=/dev/null`, unless the user named one; the environment
    /// is as it was once `body` returns.
    static func skippingLoad<Result>(_ body: () -> Result) -> Result {
        ScopedEnvironment.withDefault("XCOMPOSEFILE", "/dev/null", body)
    }
}
