import CEpoxy
import SlideOutCore
import Synchronization

/// GL textures of rasterized contents, made once per `ContentKey` and freed
/// as soon as no visible layer shows that content any more.
final class TextureCache {
    private struct Entry {
        let texture: GLuint
        var filter: Int32
    }

    private var textures: [ContentKey: Entry] = [:]
    private let rasterizer = ContentRasterizer()
    /// Contents rasterized ahead for the first frame, uploaded instead of
    /// rasterized when it shows them (see `PreparedContents`).
    var prepared: PreparedContents?
    /// Textures alive in every cache of the process: what closing a window must give back.
    static let alive = Atomic(0)

    var count: Int { textures.count }

    /// The texture for `key`, rasterizing and uploading it on first use, set
    /// to sample with `filter` (GL_NEAREST or GL_LINEAR). Leaves it bound.
    func texture(for key: ContentKey, filter: Int32) -> GLuint {
        if var entry = textures[key] {
            if entry.filter != filter {
                sgl_bind_texture(entry.texture)
                sgl_texture_filter(filter)
                entry.filter = filter
                textures[key] = entry
            }
            return entry.texture
        }
        let texture = sgl_gen_texture()
        sgl_bind_texture(texture)
        if let bitmap = prepared?.take(key) {
            bitmap.pixels.withUnsafeBytes {
                sgl_upload_bgra(GLsizei(bitmap.width), GLsizei(bitmap.height), GLint(bitmap.stride), $0.baseAddress)
            }
        } else {
            rasterizer.rasterize(key) { pixels, width, height, stride in
                sgl_upload_bgra(GLsizei(width), GLsizei(height), GLint(stride), pixels)
            }
        }
        sgl_texture_filter(filter)
        textures[key] = Entry(texture: texture, filter: filter)
        Self.alive.add(1, ordering: .relaxed)
        return texture
    }

    /// Takes over a snapshot rendered elsewhere as `key`'s texture.
    func adopt(_ texture: GLuint, for key: ContentKey) {
        if let old = textures[key] {
            sgl_delete_texture(old.texture)
            Self.alive.subtract(1, ordering: .relaxed)
        }
        textures[key] = Entry(texture: texture, filter: -1)
        Self.alive.add(1, ordering: .relaxed)
    }

    /// True when `key` has a texture.
    func contains(_ key: ContentKey) -> Bool {
        textures[key] != nil
    }

    /// Frees every texture whose content is not in `referenced`.
    func keepOnly(_ referenced: Set<ContentKey>) {
        for (key, entry) in textures where !referenced.contains(key) {
            sgl_delete_texture(entry.texture)
            textures[key] = nil
            Self.alive.subtract(1, ordering: .relaxed)
        }
    }
}
