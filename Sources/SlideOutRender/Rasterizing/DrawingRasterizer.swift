import CPangoCairo
import SlideOutCore

/// Paints a `Drawing` with Cairo: paths in the unit square scaled to the
/// pixel box, gradients as Cairo patterns, strokes in points times the scale.
struct DrawingRasterizer {
    /// The box's width in pixels.
    var width: Double
    /// The box's height in pixels.
    var height: Double
    /// Points to pixels, for stroke widths.
    var scale: Double

    /// Paints every element of `drawing` in order into `cr`, leaving its state as it found it.
    func draw(_ drawing: Drawing, in cr: OpaquePointer?) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for element in drawing.elements {
            // Path and gradients are made in unit coordinates under this scale;
            // Cairo keeps them in device space once made.
            cairo_save(cr)
            cairo_scale(cr, width, height)
            cairo_new_path(cr)
            append(element.path, to: cr)
            if let fill = element.fill {
                setSource(fill, cr)
                cairo_fill_preserve(cr)
            }
            // A stroke's width is read in the user space at stroke time: pixels here.
            cairo_identity_matrix(cr)
            if let stroke = element.stroke {
                cairo_set_source_rgba(cr, stroke.color.red, stroke.color.green, stroke.color.blue, stroke.color.alpha)
                cairo_set_line_width(cr, stroke.width * scale)
                cairo_stroke_preserve(cr)
            }
            cairo_new_path(cr)
            cairo_restore(cr)
        }
    }

    private func append(_ path: Drawing.Path, to cr: OpaquePointer?) {
        for command in path.commands {
            switch command {
            case .move(let to):
                cairo_move_to(cr, to.x, to.y)
            case .line(let to):
                cairo_line_to(cr, to.x, to.y)
            case .curve(let to, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// Makes `paint` the source; gradients are placed in the current (unit) user space.
    private func setSource(_ paint: Drawing.Paint, _ cr: OpaquePointer?) {
        let pattern: OpaquePointer?
        let stops: [Drawing.GradientStop]
        switch paint {
        case .solid(let color):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            return
        case .linearGradient(let start, let end, let gradientStops):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            stops = gradientStops
        case .radialGradient(let center, let radius, let focus, let gradientStops):
            pattern = cairo_pattern_create_radial(focus.x, focus.y, 0, center.x, center.y, radius)
            stops = gradientStops
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.red, stop.color.green,
                                              stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
    }
}
