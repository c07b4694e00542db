import CPangoCairo
import SlideOutCore

/// Draws a layer's contents (Pango text, Cairo shapes and drawings) into a premultiplied
/// BGRA bitmap at its pixel size, ready for a texture upload.
package struct ContentRasterizer {
    /// Creates a rasterizer; each call makes its own Cairo surface.
    package init() {}

    /// Rasterizes `key` and lends the pixels (BGRA rows, top row first, with
    /// `stride` bytes per row) to `body` for the duration of the call.
    package func rasterize(_ key: ContentKey,
                          _ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) -> Void) {
        let width = max(key.pixelWidth, 1), height = max(key.pixelHeight, 1)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        switch key.contents {
        case .text(let text):
            draw(text, in: cr, width: Double(width), height: Double(height), scale: key.scale,
                 layoutDirection: key.layoutDirection)
        case .shape(let shape):
            draw(shape, in: cr, width: Double(width), height: Double(height), scale: key.scale)
        case .image(let path):
            drawImage(at: path, in: cr, width: Double(width), height: Double(height))
        case .snapshot:
            break   // Rendered from its recorded picture by GLBackend.renderSnapshot; transparent if it is missing.
        case .drawing(let drawing):
            DrawingRasterizer(width: Double(width), height: Double(height), scale: key.scale).draw(drawing, in: cr)
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        body(UnsafeRawPointer(data), width, height, Int(cairo_image_surface_get_stride(surface)))
    }

    /// Draws `text` placed by its alignment, leading and trailing taken in `layoutDirection`.
    private func draw(_ text: TextContent, in cr: OpaquePointer?, width: Double, height: Double, scale: Double,
                      layoutDirection: LayoutDirection) {
        let layout = TextLayout(text, context: cr, scale: scale, layoutDirection: layoutDirection)
        let (textWidth, textHeight) = layout.pixelSize
        let x: Double
        switch TextPlacement(text.alignment, in: layoutDirection) {
        case .left: x = 0
        case .center: x = ((width - textWidth) / 2).rounded(.down)
        case .right: x = width - textWidth
        }
        setSource(text.color, cr)
        cairo_move_to(cr, x, ((height - textHeight) / 2).rounded(.down))
        layout.show(in: cr)
    }

    private func draw(_ shape: ShapeContent, in cr: OpaquePointer?, width: Double, height: Double, scale: Double) {
        let inset = (shape.lineWidth ?? 0) * scale / 2
        let w = width - 2 * inset, h = height - 2 * inset
        func device(_ p: Point) -> (Double, Double) { (inset + p.x * w, inset + p.y * h) }
        for primitive in shape.primitives {
            switch primitive {
            case .circle:
                cairo_new_sub_path(cr)
                cairo_arc(cr, width / 2, height / 2, min(w, h) / 2, 0, 2 * Double.pi)
            case .line(let from, let to):
                let (x0, y0) = device(from), (x1, y1) = device(to)
                cairo_move_to(cr, x0, y0)
                cairo_line_to(cr, x1, y1)
            case .rectangle(let rect):
                let (x0, y0) = device(rect.origin)
                cairo_rectangle(cr, x0, y0, rect.width * w, rect.height * h)
            }
        }
        setSource(shape.color, cr)
        if let lineWidth = shape.lineWidth {
            cairo_set_line_width(cr, lineWidth * scale)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
    }

    /// Paints the PNG at `path` stretched over the box; a missing or
    /// unreadable file leaves it transparent.
    private func drawImage(at path: String, in cr: OpaquePointer?, width: Double, height: Double) {
        let image = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return }
        let imageWidth = Double(cairo_image_surface_get_width(image))
        let imageHeight = Double(cairo_image_surface_get_height(image))
        guard imageWidth > 0, imageHeight > 0 else { return }
        cairo_scale(cr, width / imageWidth, height / imageHeight)
        cairo_set_source_surface(cr, image, 0, 0)
        // Pad, so the stretched edges do not fade into transparency.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
    }

    private func setSource(_ color: Color, _ cr: OpaquePointer?) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
