/// The GLSL sources the renderer draws with, compiled into the library so
/// that any app depending on the package finds them, with no shader files
/// to install or locate. Each lives in its own `BuiltInShaders+Name.swift`;
/// a folder of files with the same names can stand in for them
/// (`SLIDEOUT_SHADER_DIR`, see `ShaderLibrary`).
enum BuiltInShaders {
    /// Each source by its file name.
    static let sources: [String: String] = [
        "quad.vert": quadVert,
        "solid.frag": solidFrag,
        "rounded.frag": roundedFrag,
        "textured.frag": texturedFrag,
        "blit.frag": blitFrag,
        "tinted.frag": tintedFrag,
        "shadow.frag": shadowFrag,
    ]
}
