import CEpoxy
import SlideOutCore

/// Contents drawn as they are (untinted, at full opacity, one texel per
/// pixel), gathered into one draw while they share a texture (an atlas page)
/// and blending. llvmpipe pays a change of state for every draw, and a
/// docked toggle's frame copies a dozen labels and icons, each in a few
/// changed rectangles. Each piece is the rectangle of whole pixels it
/// covers, with its texture coordinates there, so the pieces need no scissor.
struct ContentCopies {
    /// Clip x, clip y, texture u, texture v; six vertices a piece.
    private(set) var vertices: [Float] = []
    /// The texture every piece reads.
    private(set) var texture: GLuint = 0
    /// True when every piece covers its pixels completely (drawn unblended).
    private(set) var isOpaque = false

    var isEmpty: Bool { vertices.isEmpty }

    /// True when a piece of `texture` with that opacity can join the draw.
    func accepts(_ texture: GLuint, opaque: Bool) -> Bool {
        isEmpty || (texture == self.texture && opaque == isOpaque)
    }

    /// Adds the part of `command` (an affine, axis-aligned quad showing
    /// `placed`) within `pixels` of a `width` x `height` framebuffer (y down).
    mutating func add(_ command: DrawCommand, showing placed: PlacedTexture, within pixels: PixelRect,
                      width: Int, height: Int) {
        if isEmpty {
            texture = placed.id
            isOpaque = command.isOpaque
        }
        let m = command.matrix
        let clip = ClipRectangle(pixels, width: width, height: height)
        // The unit square's point at a clip x (or y), inverting the quad's matrix along that axis.
        func u(_ x: Float) -> Float { (x * m[15] - m[12]) / m[0] }
        func v(_ y: Float) -> Float { (y * m[15] - m[13]) / m[5] }
        clip.appendCorners(to: &vertices, topLeft: placed.coordinates(u(clip.left), v(clip.top)),
                           bottomRight: placed.coordinates(u(clip.right), v(clip.bottom)))
    }

    /// Forgets the pieces (keeping the storage) once they are drawn.
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
    }
}
