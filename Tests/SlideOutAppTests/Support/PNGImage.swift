import CPangoCairo
import Foundation

/// A PNG read back through Cairo, for asserting on pixel regions.
struct PNGImage {
    struct RGB: Equatable, CustomStringConvertible {
        let r, g, b: Int
        var description: String { "(\(r), \(g), \(b))" }

        func isClose(to other: RGB, tolerance: Int = 3) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
        }
    }

    let width: Int
    let height: Int
    private let pixels: [UInt32]

    init?(path: String) {
        let surface = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        self.pixels = pixels
    }

    func pixel(_ x: Int, _ y: Int) -> RGB {
        let value = pixels[y * width + x]
        return RGB(r: Int((value >> 16) & 0xff), g: Int((value >> 8) & 0xff), b: Int(value & 0xff))
    }

    /// The bounding box (minX, minY, maxX, maxY) of pixels satisfying `test`,
    /// within `region` (x, y, width, height; the whole image by default).
    func boundingBox(where test: (RGB) -> Bool,
                     in region: (x: Int, y: Int, width: Int, height: Int)? = nil)
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let area = region ?? (0, 0, width, height)
        var box: (Int, Int, Int, Int)?
        for y in max(area.y, 0)..<min(area.y + area.height, height) {
            for x in max(area.x, 0)..<min(area.x + area.width, width) where test(pixel(x, y)) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }
}
