import SlideOutCore

/// A rectangle of whole pixels in clip space, as the streamed draws (the
/// fills, `ContentCopies`) take it: two triangles, six corners, each its
/// position followed by its attributes.
struct ClipRectangle {
    let left: Float
    let top: Float
    let right: Float
    let bottom: Float

    /// `pixels` of a `width` x `height` framebuffer (y down).
    init(_ pixels: PixelRect, width: Int, height: Int) {
        (left, right) = (Float(pixels.minX) / Float(width) * 2 - 1, Float(pixels.maxX) / Float(width) * 2 - 1)
        (top, bottom) = (1 - Float(pixels.minY) / Float(height) * 2, 1 - Float(pixels.maxY) / Float(height) * 2)
    }

    /// Appends the corners with texture coordinates `topLeft` at the
    /// top-left corner and `bottomRight` at the bottom-right one.
    func appendCorners(to vertices: inout [Float], topLeft: SIMD2<Float>, bottomRight: SIMD2<Float>) {
        vertices += [left, top, topLeft.x, topLeft.y, right, top, bottomRight.x, topLeft.y,
                     left, bottom, topLeft.x, bottomRight.y, right, top, bottomRight.x, topLeft.y,
                     right, bottom, bottomRight.x, bottomRight.y, left, bottom, topLeft.x, bottomRight.y]
    }

    /// Appends the corners, each with `color`.
    func appendCorners(to vertices: inout [Float], color: SIMD4<Float>) {
        for (x, y) in [(left, top), (right, top), (left, bottom), (right, top), (right, bottom), (left, bottom)] {
            vertices.append(x)
            vertices.append(y)
            for channel in 0..<4 { vertices.append(color[channel]) }
        }
    }
}
