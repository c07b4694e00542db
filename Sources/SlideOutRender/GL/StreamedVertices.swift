import CEpoxy

/// A vertex array over a buffer of its own, for vertices written anew for
/// each draw: a clip-space position (attribute 0), then `extra` floats
/// (attribute 1: texture coordinates, a colour).
struct StreamedVertices {
    let array: GLuint
    let buffer: GLuint
    let floatsPerVertex: Int

    /// Makes the array and its buffer, leaving the array bound.
    init(extra: Int) {
        floatsPerVertex = 2 + extra
        array = sgl_gen_vertex_array()
        sgl_bind_vertex_array(array)
        buffer = sgl_gen_buffer()
        sgl_bind_array_buffer(buffer)
        let stride = GLsizei(floatsPerVertex * MemoryLayout<Float>.size)
        sgl_vertex_attrib(0, 2, stride, 0)
        sgl_vertex_attrib(1, GLint(extra), stride, 2 * MemoryLayout<Float>.size)
    }

    /// Draws `vertices` as triangles, leaving the array bound.
    func drawTriangles(_ vertices: [Float]) {
        sgl_bind_vertex_array(array)
        vertices.withUnsafeBytes {
            sgl_draw_streamed_triangles(buffer, $0.count, $0.baseAddress, GLsizei(vertices.count / floatsPerVertex))
        }
    }

    /// Gives back the array and its buffer.
    func delete() {
        sgl_delete_buffer(buffer)
        sgl_delete_vertex_array(array)
    }
}
