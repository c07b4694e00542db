import CEpoxy

/// Opaque colours as texels of one small texture, so that fills can be
/// drawn by the program that copies contents: stretched copies of their
/// colour's texel (see `GLBackend`'s first frame).
final class FillPalette {
    /// Texels along each side of the texture.
    static let side = 16
    /// Colours the palette holds at once.
    static var capacity: Int { side * side }

    let texture: GLuint
    /// The texel of each colour held, by its bytes in the texture's order (BGRA).
    private var slots: [SIMD4<UInt8>: Int] = [:]

    /// Makes the texture, left bound.
    init() {
        texture = sgl_gen_texture()
        sgl_bind_texture(texture)
        sgl_allocate_bgra(GLsizei(Self.side), GLsizei(Self.side))
    }

    /// Makes room for `count` more colours (at most `capacity`), forgetting
    /// every colour held where they might not fit: called before a list's
    /// fills take theirs.
    func makeRoom(for count: Int) {
        if slots.count + count > Self.capacity { slots.removeAll(keepingCapacity: true) }
    }

    /// The texture coordinates of the centre of `color`'s texel (`color` on
    /// the framebuffer's levels), writing the colour into the texture, which
    /// must be bound, where the palette does not hold it yet.
    func coordinates(of color: SIMD4<Float>) -> SIMD2<Float> {
        let levels = GLBackend.eightBitLevels(color)
        let bytes = SIMD4<UInt8>(UInt8(levels.z), UInt8(levels.y), UInt8(levels.x), UInt8(levels.w))
        let slot: Int
        if let held = slots[bytes] {
            slot = held
        } else {
            slot = slots.count
            slots[bytes] = slot
            withUnsafeBytes(of: bytes) {
                sgl_upload_bgra_at(GLint(slot % Self.side), GLint(slot / Self.side), 1, 1, $0.baseAddress)
            }
        }
        return (SIMD2(Float(slot % Self.side), Float(slot / Self.side)) + 0.5) / Float(Self.side)
    }
}
