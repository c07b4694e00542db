import CShaders

/// The GLSL sources the renderer draws with: the repository's `shaders/`,
/// compiled into the library (`CShaders`) so that any app depending on the
/// package finds them, with no shader files to install or locate. A folder
/// of files with the same names can stand in for them (`SLIDEOUT_SHADER_DIR`,
/// see `ShaderLibrary`).
enum BuiltInShaders {
    /// The file names of the shaders.
    static let names = ["quad.vert", "strips.vert", "turned.vert", "solid.frag", "rounded.frag", "textured.frag",
                        "turned.frag", "turned-over-black.frag", "blit.frag", "tinted.frag", "shadow.frag",
                        "rects.vert", "rects.frag"]

    /// Each source by its file name.
    static let sources: [String: String] = Dictionary(uniqueKeysWithValues: names.map { name in
        guard let source = slideout_shader_source(name) else { preconditionFailure("no built-in shader \(name)") }
        return (name, String(cString: source))
    })
}
