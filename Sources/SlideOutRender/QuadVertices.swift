/// One frame's quads as a single vertex buffer: each quad's corners already
/// through its layer's transform, with what its fill needs (colour, size,
/// corner radius, opacity, shadow rectangle) repeated on each vertex. Draws
/// then change no uniforms: llvmpipe starts new rasterizer state for every
/// uniform change, which cost about 10 µs a draw, more than most draws' pixels.
struct QuadVertices {
    /// Floats per vertex: clip position (4), texture coordinates (2), colour (4), parameters (4), rectangle (4).
    static let floatsPerVertex = 18
    /// The unit square's corners in triangle-strip order.
    private static let corners: [(u: Float, v: Float)] = [(0, 0), (1, 0), (0, 1), (1, 1)]

    private(set) var floats: [Float] = []

    /// The quads appended so far.
    var count: Int { floats.count / (4 * Self.floatsPerVertex) }

    mutating func removeAll() {
        floats.removeAll(keepingCapacity: true)
    }

    /// Appends `command`'s quad, drawn into a framebuffer `framebufferHeight`
    /// pixels high; `flipsV` samples its texture bottom row first (a picture
    /// GL rendered). Returns the index of its first vertex.
    @discardableResult
    mutating func append(_ command: DrawCommand, flipsV: Bool, framebufferHeight: Int) -> Int32 {
        let first = Int32(count * 4)
        var color = SIMD4<Float>.zero, params = SIMD4<Float>(command.pixelSize.x, command.pixelSize.y, 0, 1)
        var rect = SIMD4<Float>.zero
        switch command.fill {
        case .solid(let solid):
            color = solid
            params.z = command.cornerRadius
        case .texture(_, let opacity, let tint):
            color = tint
            params.w = opacity
        case .shadow(let shadow, let shadowRect, let sigma):
            // GL counts fragment rows up from the bottom.
            let height = Float(framebufferHeight)
            color = shadow
            rect = SIMD4(shadowRect.x, height - shadowRect.w, shadowRect.z, height - shadowRect.y)
            params.z = sigma
        }
        let m = command.matrix
        for corner in Self.corners {
            // The GL (column-major) reading of the matrix times (u, v, 0, 1).
            let position = SIMD4(m[0], m[1], m[2], m[3]) * corner.u + SIMD4(m[4], m[5], m[6], m[7]) * corner.v
                + SIMD4(m[12], m[13], m[14], m[15])
            floats.append(contentsOf: [position.x, position.y, position.z, position.w,
                                       corner.u, flipsV ? 1 - corner.v : corner.v,
                                       color.x, color.y, color.z, color.w,
                                       params.x, params.y, params.z, params.w,
                                       rect.x, rect.y, rect.z, rect.w])
        }
        return first
    }
}
