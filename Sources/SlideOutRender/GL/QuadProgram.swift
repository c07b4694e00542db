import CEpoxy

/// One linked shader program that draws the unit quad, with the locations of
/// the uniforms the backend sets (-1 where the program has no such uniform).
struct QuadProgram {
    let id: GLuint
    let matrix: GLint
    let color: GLint
    let opacity: GLint
    let size: GLint
    let radius: GLint
    let tint: GLint
    let rect: GLint
    let sigma: GLint
    let yMap: GLint
    let region: GLint

    /// No program: the state before the first draw.
    static let none = QuadProgram()

    private init() {
        (id, matrix, color, opacity, size, radius, tint) = (0, -1, -1, -1, -1, -1, -1)
        (rect, sigma, yMap, region) = (-1, -1, -1, -1)
    }

    /// Reads the uniforms' locations of linked program `id` and sets its
    /// texture unit and whole-square region, leaving it in use.
    init(id: GLuint) {
        self.id = id
        matrix = sgl_uniform_location(id, "u_matrix")
        color = sgl_uniform_location(id, "u_color")
        opacity = sgl_uniform_location(id, "u_opacity")
        size = sgl_uniform_location(id, "u_size")
        radius = sgl_uniform_location(id, "u_radius")
        tint = sgl_uniform_location(id, "u_tint")
        rect = sgl_uniform_location(id, "u_rect")
        sigma = sgl_uniform_location(id, "u_sigma")
        yMap = sgl_uniform_location(id, "u_yMap")
        region = sgl_uniform_location(id, "u_region")
        sgl_use_program(id)
        sgl_uniform1i(sgl_uniform_location(id, "u_texture"), 0)
        // All of the unit square, for a program that reads no texture (rounded corners).
        sgl_uniform4f(region, 0, 0, 1, 1)
    }
}
