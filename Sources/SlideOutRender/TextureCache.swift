import CEpoxy
import SlideOutCore

/// GL textures of rasterized contents, made once per `ContentKey` and freed
/// as soon as no visible layer shows that content any more.
final class TextureCache {
    private var textures: [ContentKey: GLuint] = [:]
    private let rasterizer = ContentRasterizer()

    var count: Int { textures.count }

    /// The texture for `key`, rasterizing and uploading it on first use.
    func texture(for key: ContentKey) -> GLuint {
        if let texture = textures[key] { return texture }
        let texture = sgl_gen_texture()
        sgl_bind_texture(texture)
        rasterizer.rasterize(key) { pixels, width, height, stride in
            sgl_upload_bgra(GLsizei(width), GLsizei(height), GLint(stride), pixels)
        }
        textures[key] = texture
        return texture
    }

    /// Frees every texture whose content is not in `referenced`.
    func keepOnly(_ referenced: Set<ContentKey>) {
        for (key, texture) in textures where !referenced.contains(key) {
            sgl_delete_texture(texture)
            textures[key] = nil
        }
    }
}
