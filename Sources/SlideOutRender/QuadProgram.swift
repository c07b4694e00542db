import CEpoxy

/// One linked shader program that fills quads from `QuadVertices`; its one
/// uniform, the texture unit, is set once.
struct QuadProgram {
    let id: GLuint

    /// No program: the state before the first draw.
    static let none = QuadProgram(id: 0)

    private init(id: GLuint) {
        self.id = id
    }

    init(library: ShaderLibrary, fragment: String) throws(RenderError) {
        id = try library.program(vertex: "quad.vert", fragment: fragment)
        sgl_use_program(id)
        sgl_uniform1i(sgl_uniform_location(id, "u_texture"), 0)
    }
}
