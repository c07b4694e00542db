import CPangoCairo

/// Writes framebuffer pixels to a PNG file through Cairo.
package enum PNGWriter {
    /// The error `write` throws when Cairo cannot write the file.
    package struct WriteError: Error, CustomStringConvertible {
        /// A message naming the path and Cairo's reason.
        package let description: String
    }

    /// Writes `pixels` (BGRA, top row first, 4 bytes per pixel) to `path`:
    /// opaque, alpha ignored, unless `hasAlpha` (then premultiplied, as Cairo draws).
    package static func write(_ pixels: inout [UInt8], width: Int, height: Int, hasAlpha: Bool = false,
                             to path: String) throws(WriteError) {
        let stride = width * 4
        let status = pixels.withUnsafeMutableBytes { buffer -> cairo_status_t in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                Int32(width), Int32(height), Int32(stride))
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw WriteError(description: "cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
