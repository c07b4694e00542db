import SlideOutCore
import XCTest
@testable import SlideOutRender

/// The frame's vertex buffer: each quad's corners through its transform, and
/// its fill's values on every corner.
final class QuadVerticesTests: XCTestCase {
    private let (width, height) = (200, 100)

    /// The vertex `index` of `vertices`, as (position, uv, colour, parameters, rectangle).
    private func vertex(_ index: Int, of vertices: QuadVertices) -> [Float] {
        Array(vertices.floats[index * QuadVertices.floatsPerVertex..<(index + 1) * QuadVertices.floatsPerVertex])
    }

    func testCornersAreTheRectangleInClipSpaceWithTheFillOnEach() {
        let color = SIMD4<Float>(0.5, 0.25, 0, 0.5)
        var command = DrawCommand.rectangle(color, pixels: SIMD4(50, 25, 150, 75),
                                            framebufferWidth: width, framebufferHeight: height)
        command.cornerRadius = 6
        var vertices = QuadVertices()
        XCTAssertEqual(vertices.append(command, flipsV: false, framebufferHeight: height), 0)
        XCTAssertEqual(vertices.count, 1)
        // Triangle-strip order: top left, top right, bottom left, bottom right (clip y up).
        let expected: [(x: Float, y: Float, u: Float, v: Float)] = [(-0.5, 0.5, 0, 0), (0.5, 0.5, 1, 0),
                                                                  (-0.5, -0.5, 0, 1), (0.5, -0.5, 1, 1)]
        for (index, corner) in expected.enumerated() {
            let values = vertex(index, of: vertices)
            XCTAssertEqual(Array(values[0..<6]), [corner.x, corner.y, 0, 1, corner.u, corner.v], "corner \(index)")
            XCTAssertEqual(Array(values[6..<10]), [0.5, 0.25, 0, 0.5], "the colour on corner \(index)")
            XCTAssertEqual(Array(values[10..<13]), [100, 50, 6], "size and radius on corner \(index)")
        }
    }

    func testAGLPictureIsSampledBottomRowFirstAndTheNextQuadFollows() {
        let picture = ContentKey(contents: .snapshot(id: 1), pixelWidth: 10, pixelHeight: 10, scale: 1)
        var command = DrawCommand.rectangle(.one, pixels: SIMD4(0, 0, 10, 10), framebufferWidth: width,
                                            framebufferHeight: height)
        command.fill = .texture(picture, opacity: 0.75, tint: Tint.none)
        var vertices = QuadVertices()
        vertices.append(command, flipsV: false, framebufferHeight: height)
        XCTAssertEqual(vertices.append(command, flipsV: true, framebufferHeight: height), 4)
        XCTAssertEqual(vertex(4, of: vertices)[5], 1, "the top corner samples the last row")
        XCTAssertEqual(vertex(6, of: vertices)[5], 0)
        XCTAssertEqual(vertex(4, of: vertices)[13], 0.75, "opacity rides in the parameters' w")
    }

    func testAShadowsRectangleCountsRowsUpAsGLFragmentsDo() {
        var command = DrawCommand.rectangle(.one, pixels: SIMD4(0, 0, 40, 100), framebufferWidth: width,
                                            framebufferHeight: height)
        command.fill = .shadow(SIMD4(0, 0, 0, 0.3), rect: SIMD4(10, 20, 30, 90), sigma: 4)
        var vertices = QuadVertices()
        vertices.append(command, flipsV: false, framebufferHeight: height)
        let values = vertex(0, of: vertices)
        XCTAssertEqual(values[12], 4, "sigma")
        XCTAssertEqual(Array(values[14..<18]), [10, 10, 30, 80])
    }
}
