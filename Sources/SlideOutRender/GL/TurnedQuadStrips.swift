/// A content quad turned about a vertical axis (sidebar3d's menu as it
/// turns), cut into upright strips a few pixels wide. Depth is the same all
/// down such a quad's columns, so each strip is an axis-aligned rectangle
/// with its texture mapped linearly across it, exact at its edges. llvmpipe
/// shades such rectangles with no divide a pixel and no edge tests, cheaper
/// than a quad in perspective (on its general path: the turned picture is
/// not a texture its linear path reads); the slanted top and bottom edges
/// step once a strip, as an aliased edge of that slope steps anyway.
struct TurnedQuadStrips {
    /// Strip width in pixels: llvmpipe's 4x4 blocks, whole.
    static let stripWidth = 4

    /// Unit square -> clip space (`DrawCommand.matrix`).
    let matrix: SIMD16<Float>
    /// The framebuffer's width in pixels (heights stay in clip space).
    let framebufferWidth: Int

    /// True when `matrix` keeps the unit square's vertical edges vertical
    /// and its depth constant down each column: x and w do not depend on v.
    static func applies(to matrix: SIMD16<Float>) -> Bool {
        matrix[4] == 0 && matrix[7] == 0 && matrix[3] != 0
    }

    /// The vertices (clip x, clip y, texture u, texture v; six a strip, as
    /// two triangles) of the strips that reach into framebuffer columns
    /// `columns`, the texture coordinates within `region` (`PlacedTexture`:
    /// top-left corner, extent). A strip is the same whatever the columns
    /// asked for (the draw's scissor cuts it), so a frame drawn in parts
    /// matches it drawn whole.
    func vertices(columns: Range<Int>, region: SIMD4<Float>) -> [Float] {
        let (left, right) = (pixelX(u: 0), pixelX(u: 1))
        let (quadMin, quadMax) = (min(left, right), max(left, right))
        let width = Self.stripWidth
        let first = max(columns.lowerBound, Int(quadMin.rounded(.down))) / width * width
        let last = min(columns.upperBound, Int(quadMax.rounded(.up)))
        guard first < last else { return [] }
        var vertices: [Float] = []
        vertices.reserveCapacity((last - first) / width * 24 + 24)
        let (vTop, vBottom) = (region.y, region.y + region.w)
        for start in stride(from: first, to: last, by: width) {
            let (a, b) = (max(Float(start), quadMin), min(Float(start + width), quadMax))
            guard b - a > 1e-3 else { continue }   // holds no pixel's centre
            let (ua, ub) = (region.x + u(atPixelX: a) * region.z, region.x + u(atPixelX: b) * region.z)
            let centre = u(atPixelX: (a + b) / 2)
            let (top, bottom) = (clipY(u: centre, v: 0), clipY(u: centre, v: 1))
            let (xa, xb) = (a / Float(framebufferWidth) * 2 - 1, b / Float(framebufferWidth) * 2 - 1)
            vertices += [xa, top, ua, vTop, xb, top, ub, vTop, xa, bottom, ua, vBottom,
                         xb, top, ub, vTop, xb, bottom, ub, vBottom, xa, bottom, ua, vBottom]
        }
        return vertices
    }

    /// Where the quad's column `u` lands, in framebuffer pixels from the left.
    private func pixelX(u: Float) -> Float {
        ((u * matrix[0] + matrix[12]) / (u * matrix[3] + matrix[15]) + 1) / 2 * Float(framebufferWidth)
    }

    /// The quad's column at framebuffer x `pixelX`, the inverse of `pixelX(u:)`.
    private func u(atPixelX pixelX: Float) -> Float {
        let x = pixelX / Float(framebufferWidth) * 2 - 1
        return min(max((matrix[12] - x * matrix[15]) / (x * matrix[3] - matrix[0]), 0), 1)
    }

    /// The clip-space y of the quad's point (u, v).
    private func clipY(u: Float, v: Float) -> Float {
        (u * matrix[1] + v * matrix[5] + matrix[13]) / (u * matrix[3] + matrix[15])
    }
}
