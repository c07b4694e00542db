import CPangoCairo
import SlideOutCore

/// A Pango layout of one `TextContent` on a Cairo context, at `scale` pixels
/// per point, in a layout of `layoutDirection`. Owns the Pango objects it creates.
final class TextLayout {
    private let layout: OpaquePointer

    init(_ text: TextContent, context: OpaquePointer?, scale: Double,
         layoutDirection: LayoutDirection = .leftToRight) {
        let pangoContext = pango_font_map_create_context(SharedFontMap.map)
        Self.useLinearMetrics(pangoContext)
        pango_cairo_update_context(context, pangoContext)
        if layoutDirection == .rightToLeft {
            // Paragraphs start right to left (neutral text too), and lines align as the layout says.
            pango_context_set_base_dir(pangoContext, PANGO_DIRECTION_RTL)
        }
        layout = pango_layout_new(pangoContext)
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
        let font = pango_font_description_new()
        pango_font_description_set_family(font, text.fontFamily)
        pango_font_description_set_absolute_size(font, text.fontSize * scale * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, text.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        if text.isMarkup {
            pango_layout_set_markup(layout, text.string, -1)
        } else {
            pango_layout_set_text(layout, text.string, -1)
        }
        if layoutDirection == .rightToLeft { pango_layout_set_auto_dir(layout, 0) }
        switch TextPlacement(text.alignment, in: layoutDirection) {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let maxWidth = text.maxWidth {
            pango_layout_set_width(layout, Int32((maxWidth * scale * Double(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Makes a text's width grow in proportion to its scale, as GTK 4 does:
    /// advances neither hinted nor rounded to whole pixels. The layout
    /// measures text at 1x and a HiDPI window draws it at 2x; with hinted,
    /// rounded advances the 2x line came out a few pixels wider than twice
    /// the 1x one and lost its last letter at the edge of the measured box.
    private static func useLinearMetrics(_ pangoContext: OpaquePointer?) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(pangoContext, 0)
    }

    /// The logical extent of the text in pixels.
    var pixelSize: (width: Double, height: Double) {
        let extent = logicalExtent
        return (Double(extent.width), Double(extent.height))
    }

    /// Draws the text with its logical extent's top-left corner at the current point.
    func show(in context: OpaquePointer?) {
        // Within a set width, aligned lines start right of the layout's origin.
        cairo_rel_move_to(context, -Double(logicalExtent.x), 0)
        pango_cairo_show_layout(context, layout)
    }

    private var logicalExtent: PangoRectangle {
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return logical
    }
}
