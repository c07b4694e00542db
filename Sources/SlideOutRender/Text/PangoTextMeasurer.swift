import CPangoCairo
import SlideOutCore

/// Measures text with the same Pango setup the rasterizer draws with,
/// keeping the sizes it measured: a layout run every frame asks again. A
/// colour changes how text looks, not its size, so texts that differ only in
/// colour share one measurement: an appearance change, or a cross-fade that
/// mixes colours frame by frame, lays no text out anew.
public final class PangoTextMeasurer: TextMeasuring {
    private let surface: OpaquePointer?
    private let context: OpaquePointer?
    private var measured: [TextContent: Size] = [:]
    /// The most sizes kept; past it the cache starts again.
    private static let capacity = 512

    /// Creates a measurer with its own 1 x 1 Cairo surface for Pango layouts.
    public init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The size in whole points (rounded up) that `text` takes on one line, laid out by Pango at scale 1.
    public func size(of text: TextContent) -> Size {
        var key = text
        key.color = .clear
        if let size = measured[key] { return size }
        let (width, height) = TextLayout(text, context: context, scale: 1).pixelSize
        let size = Size(width: width.rounded(.up), height: height.rounded(.up))
        if measured.count >= Self.capacity { measured.removeAll(keepingCapacity: true) }
        measured[key] = size
        return size
    }
}
