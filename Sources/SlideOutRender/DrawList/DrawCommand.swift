import SlideOutCore

/// One quad to draw: the unit square mapped to clip space by `matrix`, filled
/// with a solid colour or a rasterized layer content.
package struct DrawCommand: Hashable, Sendable {
    /// What fills a quad: a solid colour, a rasterized content texture, or part of a soft shadow.
    package enum Fill: Hashable, Sendable {
        /// A premultiplied colour, opacity already applied.
        case solid(SIMD4<Float>)
        /// A rasterized content, drawn with `opacity`, then tinted by `tint`.
        case texture(ContentKey, opacity: Float, tint: SIMD4<Float>)
        /// Part of a soft drop shadow: a premultiplied colour whose coverage
        /// falls off around `rect` (framebuffer pixels, y down) with a blur of
        /// standard deviation `sigma` pixels.
        case shadow(SIMD4<Float>, rect: SIMD4<Float>, sigma: Float)
    }

    /// What the quad is filled with.
    package var fill: Fill
    /// Unit square -> clip space, row-major with Core Animation's row-vector
    /// convention (which is GL's column-major layout of the same transform).
    package var matrix: SIMD16<Float>
    /// The quad's size in framebuffer pixels (for rounded corners).
    package var pixelSize: SIMD2<Float>
    /// Corner radius in framebuffer pixels; 0 for square corners.
    package var cornerRadius: Float
    /// True when the quad covers its pixels completely (no blending needed).
    package var isOpaque: Bool
    /// True when the quad sits axis-aligned and unscaled, so texels map 1:1
    /// to pixels and nearest sampling is exact.
    package var isPixelAligned: Bool
    /// True when the quad stays an axis-aligned rectangle on screen, so
    /// `pixelBounds` is exactly what it covers.
    package var isAxisAligned: Bool
    /// The projected quad's bounding box in framebuffer pixels (minX, minY,
    /// maxX, maxY; y down), clipped to the framebuffer; whole pixels around
    /// it for a quad in perspective, which is scissored to it.
    package var pixelBounds: SIMD4<Float>

    /// The pixels whose centres the quad covers, as GL rasterizes an
    /// axis-aligned quad: columns x0..<x1, rows y0..<y1 (y down).
    var coveredPixels: (x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        func edge(_ value: Float) -> Int32 { Int32((value - 0.5).rounded(.up)) }
        return (edge(pixelBounds.x), edge(pixelBounds.y), edge(pixelBounds.z), edge(pixelBounds.w))
    }

    /// Hashes what tells draws apart cheaply: the fill and where the quad's
    /// corner lands and how large it is (frame damage hashes every draw of
    /// two frames). Draws equal in all of it still compare whole.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(fill)
        hasher.combine(SIMD4(matrix[0], matrix[5], matrix[12], matrix[13]))
    }

    /// `coveredPixels` as a rectangle: every pixel the draw may change.
    var coveredRect: PixelRect {
        let (x0, y0, x1, y1) = coveredPixels
        return PixelRect(minX: Int(x0), minY: Int(y0), maxX: Int(x1), maxY: Int(y1))
    }

    /// A solid rectangle over `pixels` (minX, minY, maxX, maxY; y down),
    /// opaque when `color` is.
    static func rectangle(_ color: SIMD4<Float>, pixels: SIMD4<Float>,
                          framebufferWidth: Int, framebufferHeight: Int) -> DrawCommand {
        let (width, height) = (Float(framebufferWidth), Float(framebufferHeight))
        var matrix = SIMD16<Float>(repeating: 0)
        matrix[0] = (pixels.z - pixels.x) * 2 / width
        matrix[5] = -(pixels.w - pixels.y) * 2 / height
        matrix[10] = 1
        matrix[12] = pixels.x * 2 / width - 1
        matrix[13] = 1 - pixels.y * 2 / height
        matrix[15] = 1
        let bounds = SIMD4(max(pixels.x, 0), max(pixels.y, 0), min(pixels.z, width), min(pixels.w, height))
        return DrawCommand(fill: .solid(color), matrix: matrix, pixelSize: SIMD2(pixels.z - pixels.x, pixels.w - pixels.y),
                           cornerRadius: 0, isOpaque: color.w >= 1, isPixelAligned: true, isAxisAligned: true,
                           pixelBounds: bounds)
    }

    /// True when this quad covers every pixel `other` covers.
    func covers(_ other: DrawCommand) -> Bool {
        isAxisAligned && all(pixelBounds.lowHalf .<= other.pixelBounds.lowHalf)
            && all(pixelBounds.highHalf .>= other.pixelBounds.highHalf)
    }
}

/// A premultiplied tint that composites a uniform colour over whatever it is
/// applied to: `c' = c (1 - tint.a) + tint.rgb c.a` (exact for "over" blending).
enum Tint {
    static let none = SIMD4<Float>(0, 0, 0, 0)

    static func apply(_ tint: SIMD4<Float>, to color: SIMD4<Float>) -> SIMD4<Float> {
        let rgb = SIMD3(color.x, color.y, color.z) * (1 - tint.w) + SIMD3(tint.x, tint.y, tint.z) * color.w
        return SIMD4(rgb, color.w)
    }

    /// `first`, then `second` on top.
    static func compose(_ first: SIMD4<Float>, _ second: SIMD4<Float>) -> SIMD4<Float> {
        let rgb = SIMD3(first.x, first.y, first.z) * (1 - second.w) + SIMD3(second.x, second.y, second.z)
        return SIMD4(rgb, 1 - (1 - first.w) * (1 - second.w))
    }
}

/// Identifies a rasterized content: what is drawn and at what pixel size.
/// Hashing uses the contents' hash taken once (`Layer.contentsHash`), so
/// keying textures by a large drawing every frame costs no more than by a word.
package struct ContentKey: Hashable, Sendable {
    /// What the layer shows (text, shape, image or snapshot).
    package let contents: LayerContents
    /// The texture's width in pixels (the layer's width in points times the scale, rounded up).
    package let pixelWidth: Int
    /// The texture's height in pixels (the layer's height in points times the scale, rounded up).
    package let pixelHeight: Int
    /// Points to pixels, so text is laid out at its point size.
    package let scale: Double
    /// The layout's direction: text reads and aligns in it.
    package let layoutDirection: LayoutDirection
    /// `contents.hashValue`, computed once.
    private let contentsHash: Int

    /// Identifies `contents` at a pixel size; `contentsHash`, when known
    /// (`Layer.contentsHash`), saves hashing the contents again.
    /// `layoutDirection` is the direction text is laid out in.
    package init(contents: LayerContents, pixelWidth: Int, pixelHeight: Int, scale: Double,
                layoutDirection: LayoutDirection = .leftToRight, contentsHash: Int? = nil) {
        self.contents = contents
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.contentsHash = contentsHash ?? contents.hashValue
    }

    package static func == (lhs: ContentKey, rhs: ContentKey) -> Bool {
        lhs.contentsHash == rhs.contentsHash && lhs.pixelWidth == rhs.pixelWidth
            && lhs.pixelHeight == rhs.pixelHeight && lhs.scale == rhs.scale
            && lhs.layoutDirection == rhs.layoutDirection && lhs.contents == rhs.contents
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(contentsHash)
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
        hasher.combine(layoutDirection)
    }
}
