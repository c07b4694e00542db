import CEpoxy
import SlideOutCore
import Synchronization

/// A content's texture and where in it the content lies: texture
/// coordinates of its top-left corner and its extent (negative height for a
/// picture GL rendered, whose rows run bottom to top).
struct PlacedTexture {
    let id: GLuint
    let region: SIMD4<Float>

    /// The texture coordinates of the content's point (`u`, `v`), each 0...1 across it.
    func coordinates(_ u: Float, _ v: Float) -> SIMD2<Float> {
        SIMD2(region.x + u * region.z, region.y + v * region.w)
    }
}

/// GL textures of rasterized contents, made once per `ContentKey` and freed
/// as soon as no visible layer shows that content any more. Small contents
/// (labels, icons) share atlas pages, so that the draws of several can be
/// one (llvmpipe pays a change of state for every texture bound); each is
/// framed by a copy of its edge texels, so a quad sampled linearly shows
/// what a texture of its own, clamped to its edge, would.
final class TextureCache {
    private struct Entry {
        let placed: PlacedTexture
        /// Its rectangle on an atlas page (frame included); nil for a texture of its own.
        let slot: PixelRect?
    }

    private struct Page {
        let texture: GLuint
        var shelves: AtlasShelves
    }

    /// An atlas page's width in texels.
    static let pageWidth = 1024
    /// The heights of atlas pages in texels: the first page is short, as a
    /// window's labels and icons fill a few shelves of it, and each page
    /// made while others are alive is twice as tall as the last, up to the
    /// width. llvmpipe clears every texel of a new texture: making a
    /// 1024x1024 page takes 2.7 ms of the first frame, a 1024x256 one 0.65.
    static let pageHeights = (first: 256, most: 1024)
    /// The largest content an atlas page takes, frame included.
    static let largestShared = (width: 512, height: 128)

    private var textures: [ContentKey: Entry] = [:]
    private var pages: [Page] = []
    private let rasterizer = ContentRasterizer()
    /// The texture bound to unit 0, as far as the cache knows (nil: unknown).
    private var bound: GLuint?
    /// The driver's largest texture side in pixels, read on the first upload (a context is then current).
    private lazy var largestSide: Int = {
        var side: GLint = 0
        sgl_get_integers(GLenum(GL_MAX_TEXTURE_SIZE), &side)
        return Int(side)
    }()
    /// Contents rasterized ahead for the first frame, uploaded instead of
    /// rasterized when it shows them (see `PreparedContents`).
    var prepared: PreparedContents?
    /// GL textures alive in every cache of the process (atlas pages
    /// included): what closing a window must give back.
    static let alive = Atomic(0)

    /// Contents with a texture.
    var count: Int { textures.count }

    /// Binds `texture` to unit 0 unless it is bound already. Uploads bind
    /// the texture they fill, so binding goes through the cache.
    func bind(_ texture: GLuint) {
        guard texture != bound else { return }
        sgl_bind_texture(texture)
        bound = texture
    }

    /// Forgets which texture is bound: a host, or a render target, may have bound another.
    func forgetBinding() {
        bound = nil
    }

    /// `key`'s texture, rasterizing and uploading it on first use.
    func texture(for key: ContentKey) -> PlacedTexture {
        if let entry = textures[key] { return entry.placed }
        if key.pixelWidth > largestSide || key.pixelHeight > largestSide {
            return transparent(for: key)
        }
        if let bitmap = prepared?.take(key) {
            bitmap.pixels.withUnsafeBytes { upload(key, $0.baseAddress!, bitmap.width, bitmap.height, bitmap.stride) }
        } else {
            rasterizer.rasterize(key) { upload(key, $0, $1, $2, $3) }
        }
        return textures[key]?.placed ?? transparent(for: key)
    }

    /// A transparent texel for `key`: contents larger than the driver's
    /// textures (a side over `largestSide`), or that rasterize to nothing
    /// (a snapshot whose render target could not be made), show nothing
    /// rather than black or a crash.
    private func transparent(for key: ContentKey) -> PlacedTexture {
        withUnsafeBytes(of: UInt32(0)) { upload(key, $0.baseAddress!, 1, 1, 4) }
        return textures[key]!.placed
    }

    /// Puts `key`'s pixels (premultiplied BGRA rows, `stride` bytes apart)
    /// on an atlas page when they are small enough, else in a texture of their own.
    private func upload(_ key: ContentKey, _ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) {
        let framed = (width: width + 2, height: height + 2)
        if framed.width <= Self.largestShared.width, framed.height <= Self.largestShared.height {
            let (page, slot) = place(framed.width, framed.height)
            bind(pages[page].texture)
            Self.framedByEdges(pixels, width, height, stride).withUnsafeBytes {
                sgl_upload_bgra_at(GLint(slot.minX), GLint(slot.minY), GLsizei(framed.width), GLsizei(framed.height), $0.baseAddress)
            }
            let size = SIMD2(Float(pages[page].shelves.width), Float(pages[page].shelves.height))
            let region = SIMD4(Float(slot.minX + 1) / size.x, Float(slot.minY + 1) / size.y,
                               Float(width) / size.x, Float(height) / size.y)
            textures[key] = Entry(placed: PlacedTexture(id: pages[page].texture, region: region), slot: slot)
            return
        }
        let texture = sgl_gen_texture()
        bind(texture)
        sgl_upload_bgra(GLsizei(width), GLsizei(height), GLint(stride), pixels)
        textures[key] = Entry(placed: PlacedTexture(id: texture, region: SIMD4(0, 0, 1, 1)), slot: nil)
        Self.alive.add(1, ordering: .relaxed)
    }

    /// A free `width` x `height` rectangle on a page (a new one when none has room).
    private func place(_ width: Int, _ height: Int) -> (page: Int, slot: PixelRect) {
        for index in pages.indices {
            if let slot = pages[index].shelves.allocate(width: width, height: height) { return (index, slot) }
        }
        let pageHeight = pages.last.map { min($0.shelves.height * 2, Self.pageHeights.most) } ?? Self.pageHeights.first
        let texture = sgl_gen_texture()
        bind(texture)
        sgl_allocate_bgra(GLsizei(Self.pageWidth), GLsizei(pageHeight))
        Self.alive.add(1, ordering: .relaxed)
        var page = Page(texture: texture, shelves: AtlasShelves(width: Self.pageWidth, height: pageHeight))
        let slot = page.shelves.allocate(width: width, height: height)!
        pages.append(page)
        return (pages.count - 1, slot)
    }

    /// The pixels with a one-texel frame around them, each frame texel a
    /// copy of the nearest edge texel, as rows `(width + 2) * 4` bytes apart.
    private static func framedByEdges(_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) -> [UInt8] {
        let rowBytes = (width + 2) * 4
        return [UInt8](unsafeUninitializedCapacity: rowBytes * (height + 2)) { framed, count in
            let base = framed.baseAddress!
            for row in 0..<(height + 2) {
                let source = pixels + min(max(row - 1, 0), height - 1) * stride
                let target = base + row * rowBytes
                (target + 4).initialize(from: source.assumingMemoryBound(to: UInt8.self), count: width * 4)
                (target).initialize(from: source.assumingMemoryBound(to: UInt8.self), count: 4)
                (target + (width + 1) * 4).initialize(from: (source + (width - 1) * 4).assumingMemoryBound(to: UInt8.self), count: 4)
            }
            count = rowBytes * (height + 2)
        }
    }

    /// Takes over a snapshot rendered elsewhere as `key`'s texture.
    func adopt(_ texture: GLuint, for key: ContentKey) {
        if textures[key] != nil { release(key) }
        textures[key] = Entry(placed: PlacedTexture(id: texture, region: SIMD4(0, 1, 1, -1)), slot: nil)
        Self.alive.add(1, ordering: .relaxed)
    }

    /// True when `key` has a texture.
    func contains(_ key: ContentKey) -> Bool {
        textures[key] != nil
    }

    /// Frees every texture whose content is not in `referenced`, and every
    /// atlas page left empty.
    func keepOnly(_ referenced: Set<ContentKey>) {
        for key in textures.keys where !referenced.contains(key) { release(key) }
    }

    /// Frees `key`'s texture, or its place on a page (the page too when it is left empty).
    private func release(_ key: ContentKey) {
        guard let entry = textures.removeValue(forKey: key) else { return }
        guard let slot = entry.slot else {
            delete(entry.placed.id)
            return
        }
        guard let index = pages.firstIndex(where: { $0.texture == entry.placed.id }) else { return }
        pages[index].shelves.free(slot)
        if pages[index].shelves.isEmpty {
            delete(pages[index].texture)
            pages.remove(at: index)
        }
    }

    /// Deletes `texture` (a bound texture's name may come back for a new one).
    private func delete(_ texture: GLuint) {
        sgl_delete_texture(texture)
        Self.alive.subtract(1, ordering: .relaxed)
        if texture == bound { bound = nil }
    }
}
