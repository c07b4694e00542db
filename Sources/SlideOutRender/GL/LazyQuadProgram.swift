import CEpoxy

/// A `QuadProgram` made when a draw first needs it. Most frames use a few of
/// the backend's programs, the first one two to four, and giving a stored
/// binary to llvmpipe costs 0.1-0.5 ms a program; so a program this driver
/// stored a binary for, from these very sources, waits for its first use,
/// certain to link. One without is made at once, so that a shader that does
/// not compile (an edit in `SLIDEOUT_SHADER_DIR`) is reported at start.
final class LazyQuadProgram {
    private let library: ShaderLibrary
    private let recipe: ProgramRecipe
    private var made: QuadProgram?

    /// Reads the sources of `vertex` and `fragment` now, and makes the
    /// program now unless its binary is stored.
    init(library: ShaderLibrary, vertex: String = "quad.vert", fragment: String) throws(RenderError) {
        self.library = library
        recipe = try library.recipe(vertex: vertex, fragment: fragment)
        if recipe.stored == nil { made = QuadProgram(id: try library.program(from: recipe)) }
    }

    /// The program, made on first use (which leaves it in use). A binary the
    /// driver rejects is compiled from the sources it was linked from.
    var program: QuadProgram {
        if let made { return made }
        do {
            let program = QuadProgram(id: try library.program(from: recipe))
            made = program
            return program
        } catch {
            preconditionFailure("\(recipe.name) no longer builds from the sources this driver linked: \(error)")
        }
    }

    /// The GL program, if made: the one to delete.
    var madeID: GLuint? { made?.id }
}
