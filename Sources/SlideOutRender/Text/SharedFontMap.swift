import CPangoCairo

/// The process's one Pango font map. Pango's default map is per thread, so
/// fonts loaded while measuring text on one thread would be loaded again to
/// draw it on another; with one map they are loaded once. Pango objects are
/// not for concurrent use: a map passes between threads only with a hand-over
/// (one thread finishes before the other starts).
enum SharedFontMap {
    nonisolated(unsafe) static let map: UnsafeMutablePointer<PangoFontMap> = pango_cairo_font_map_new()
}
