import CEpoxy
import SlideOutCore

/// GL textures of rasterized contents, made once per `ContentKey` and freed
/// as soon as no visible layer shows that content any more.
final class TextureCache {
    private struct Entry {
        let texture: GLuint
        var filter: Int32
        /// For a rendered snapshot: the framebuffer holding it, to copy from.
        var framebuffer: GLuint = 0
    }

    private var textures: [ContentKey: Entry] = [:]
    private let rasterizer = ContentRasterizer()

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
        rasterizer.rasterize(key) { pixels, width, height, stride in
            sgl_upload_bgra(GLsizei(width), GLsizei(height), GLint(stride), pixels)
        }
        sgl_texture_filter(filter)
        textures[key] = Entry(texture: texture, filter: filter)
        return texture
    }

    /// Takes over a snapshot rendered elsewhere (its texture and framebuffer) as `key`'s.
    func adopt(_ texture: GLuint, framebuffer: GLuint, for key: ContentKey) {
        if let old = textures[key] { delete(old) }
        textures[key] = Entry(texture: texture, filter: -1, framebuffer: framebuffer)
    }

    /// The framebuffer a snapshot was rendered into (0 for other contents).
    func framebuffer(for key: ContentKey) -> GLuint {
        textures[key]?.framebuffer ?? 0
    }

    private func delete(_ entry: Entry) {
        sgl_delete_texture(entry.texture)
        if entry.framebuffer != 0 { sgl_delete_framebuffer(entry.framebuffer) }
    }

    /// Frees every texture whose content is not in `referenced`.
    func keepOnly(_ referenced: Set<ContentKey>) {
        for (key, entry) in textures where !referenced.contains(key) {
            delete(entry)
            textures[key] = nil
        }
    }
}
