import CEpoxy
import SlideOut

/// The host's own drawing, as a game's renderer would do it: one program,
/// vertex array and blend mode, set up once and never set again (SlideOut
/// puts back whatever it changes), filling rectangles given in window points.
final class Scene {
    private let colorUniform: GLint
    private let rectUniform: GLint

    /// Builds the program and the quad in the current context and makes them current.
    init() throws {
        let program = epoxy_glCreateProgram()
        for (type, source) in [(GL_VERTEX_SHADER, Self.vertexSource), (GL_FRAGMENT_SHADER, Self.fragmentSource)] {
            let shader = epoxy_glCreateShader(GLenum(type))
            source.withCString { text in
                var pointer: UnsafePointer<GLchar>? = text
                epoxy_glShaderSource(shader, 1, &pointer, nil)
            }
            epoxy_glCompileShader(shader)
            epoxy_glAttachShader(program, shader)
        }
        epoxy_glLinkProgram(program)
        var linked: GLint = 0
        epoxy_glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked == GL_TRUE else { throw OwnLoopError("the scene's program did not link") }
        colorUniform = epoxy_glGetUniformLocation(program, "u_color")
        rectUniform = epoxy_glGetUniformLocation(program, "u_rect")
        var vertexArray: GLuint = 0, buffer: GLuint = 0
        epoxy_glGenVertexArrays(1, &vertexArray)
        epoxy_glBindVertexArray(vertexArray)
        epoxy_glGenBuffers(1, &buffer)
        epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let corners: [Float] = [0, 0, 1, 0, 0, 1, 1, 0, 1, 1, 0, 1]
        epoxy_glBufferData(GLenum(GL_ARRAY_BUFFER), corners.count * MemoryLayout<Float>.size, corners, GLenum(GL_STATIC_DRAW))
        epoxy_glEnableVertexAttribArray(0)
        epoxy_glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
        epoxy_glUseProgram(program)
        epoxy_glEnable(GLenum(GL_BLEND))
        epoxy_glBlendFunc(GLenum(GL_SRC_ALPHA), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Fills `rect` of a window `size` points large with `color` (RGBA), blended by its alpha.
    func fill(_ rect: Rect, in size: Size, color: SIMD4<Float>) {
        func x(_ points: Double) -> Float { Float(points / size.width * 2 - 1) }
        func y(_ points: Double) -> Float { Float(1 - points / size.height * 2) }
        let (left, top) = (rect.origin.x, rect.origin.y)
        epoxy_glUniform4f(rectUniform, x(left), y(top + rect.height), x(left + rect.width), y(top))
        epoxy_glUniform4f(colorUniform, color.x, color.y, color.z, color.w)
        epoxy_glDrawArrays(GLenum(GL_TRIANGLES), 0, 6)
    }

    private static let vertexSource = """
        #version 330 core
        layout(location = 0) in vec2 a_unit;
        uniform vec4 u_rect;  // left, bottom, right, top in clip space
        void main() { gl_Position = vec4(mix(u_rect.xy, u_rect.zw, a_unit), 0.0, 1.0); }
        """
    private static let fragmentSource = """
        #version 330 core
        uniform vec4 u_color;
        out vec4 o_color;
        void main() { o_color = u_color; }
        """
}
