import SlideOutCore

/// Layer contents rasterized for the window system rather than a texture:
/// the window's icon, and the icon file a desktop entry names.
package struct RasterizedPicture {
    /// Width and height in pixels (the picture is square).
    package let size: Int
    /// Premultiplied BGRA rows, top row first, as Cairo draws them.
    package private(set) var bgra: [UInt8] = []

    /// Rasterizes `contents` into a `size` x `size` picture.
    package init(_ contents: LayerContents, size: Int) {
        self.size = size
        var pixels: [UInt8] = []
        ContentRasterizer().rasterize(ContentKey(contents: contents, pixelWidth: size, pixelHeight: size, scale: 1)) {
            data, width, height, stride in
            pixels.reserveCapacity(width * height * 4)
            for row in 0..<height {
                pixels += UnsafeRawBufferPointer(start: data + row * stride, count: width * 4)
            }
        }
        bgra = pixels
    }

    /// Straight (not premultiplied) RGBA rows, as window icons take them.
    package var straightRGBA: [UInt8] {
        var rgba = [UInt8](repeating: 0, count: bgra.count)
        for pixel in stride(from: 0, to: bgra.count, by: 4) {
            let alpha = Int(bgra[pixel + 3])
            func straight(_ value: UInt8) -> UInt8 {
                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
            }
            rgba[pixel] = straight(bgra[pixel + 2])
            rgba[pixel + 1] = straight(bgra[pixel + 1])
            rgba[pixel + 2] = straight(bgra[pixel])
            rgba[pixel + 3] = UInt8(alpha)
        }
        return rgba
    }

    /// Writes the picture, with its transparency, as a PNG file.
    package func writePNG(to path: String) throws(PNGWriter.WriteError) {
        var pixels = bgra
        try PNGWriter.write(&pixels, width: size, height: size, hasAlpha: true, to: path)
    }
}
