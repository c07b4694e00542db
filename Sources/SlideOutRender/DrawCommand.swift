import SlideOutCore

/// One quad to draw: the unit square mapped to clip space by `matrix`, filled
/// with a solid colour or a rasterized layer content.
public struct DrawCommand: Equatable, Sendable {
    public enum Fill: Equatable, Sendable {
        /// A premultiplied colour, opacity already applied.
        case solid(SIMD4<Float>)
        /// A rasterized content, drawn with `opacity`.
        case texture(ContentKey, opacity: Float)
    }

    public var fill: Fill
    /// Unit square -> clip space, row-major with Core Animation's row-vector
    /// convention (which is GL's column-major layout of the same transform).
    public var matrix: SIMD16<Float>
    /// The quad's size in framebuffer pixels (for rounded corners).
    public var pixelSize: SIMD2<Float>
    /// Corner radius in framebuffer pixels; 0 for square corners.
    public var cornerRadius: Float
    /// True when the quad covers its pixels completely (no blending needed).
    public var isOpaque: Bool
    /// True when the quad sits axis-aligned and unscaled, so texels map 1:1
    /// to pixels and nearest sampling is exact.
    public var isPixelAligned: Bool
}

/// Identifies a rasterized content: what is drawn and at what pixel size.
public struct ContentKey: Hashable, Sendable {
    public var contents: LayerContents
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Points to pixels, so text is laid out at its point size.
    public var scale: Double
}
