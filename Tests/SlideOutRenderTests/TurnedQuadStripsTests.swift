import SlideOutCore
import XCTest
@testable import SlideOutRender

/// A content quad turned about a vertical axis, cut into upright strips:
/// each strip an axis-aligned rectangle, together covering the quad's
/// columns once, with the texture where the projection puts it.
final class TurnedQuadStripsTests: XCTestCase {
    private let size = (width: 200, height: 100)

    /// The draw of an 80 x 100 label turned by `angle` radians about a
    /// vertical axis through its right edge, in sidebar3d's perspective.
    private func turnedLabel(angle: Double, axis: (x: Double, y: Double) = (0, 1)) -> DrawCommand {
        let root = Layer()
        root.anchorPoint = .zero
        root.frame = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        let label = Layer()
        label.anchorPoint = Point(x: 1, y: 0.5)
        label.bounds = Rect(x: 0, y: 0, width: 80, height: 100)
        label.position = Point(x: 120, y: 50)
        label.contents = .text(TextContent("Menu"))
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        label.transform = perspective.rotated(by: angle, x: axis.x, y: axis.y, z: 0)
        root.addSublayer(label)
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: Size(width: Double(size.width), height: Double(size.height)),
                                scale: 1, into: &list)
        return list.commands[0]
    }

    /// Where the quad's point (u, v) lands, in framebuffer pixels (y down).
    private func project(_ matrix: SIMD16<Float>, _ u: Float, _ v: Float) -> SIMD2<Float> {
        let x = u * matrix[0] + v * matrix[4] + matrix[12], y = u * matrix[1] + v * matrix[5] + matrix[13]
        let w = u * matrix[3] + v * matrix[7] + matrix[15]
        return SIMD2((x / w + 1) / 2 * Float(size.width), (1 - y / w) / 2 * Float(size.height))
    }

    /// The strips as rectangles: pixel x range, pixel y range, u at each side, v at top and bottom.
    private struct Strip { var x0, x1, top, bottom, u0, u1, vTop, vBottom: Float }

    private func strips(_ command: DrawCommand, columns: Range<Int>? = nil,
                        region: SIMD4<Float> = SIMD4(0, 0, 1, 1)) -> [Strip] {
        let cutter = TurnedQuadStrips(matrix: command.matrix, framebufferWidth: size.width)
        let vertices = cutter.vertices(columns: columns ?? 0..<size.width, region: region)
        XCTAssertEqual(vertices.count % 24, 0, "six vertices of four floats a strip")
        return stride(from: 0, to: vertices.count, by: 24).map { start in
            let corner = (0..<6).map { Array(vertices[start + $0 * 4..<start + $0 * 4 + 4]) }
            let xs = Set(corner.map { $0[0] }), ys = Set(corner.map { $0[1] })
            XCTAssertEqual(xs.count, 2, "upright sides")
            XCTAssertEqual(ys.count, 2, "level top and bottom")
            let left = corner.first { $0[0] == xs.min()! }!, right = corner.first { $0[0] == xs.max()! }!
            let top = corner.first { $0[1] == ys.max()! }!, bottom = corner.first { $0[1] == ys.min()! }!
            for vertex in corner {
                XCTAssertEqual(vertex[2], vertex[0] == left[0] ? left[2] : right[2], "u follows x alone")
                XCTAssertEqual(vertex[3], vertex[1] == top[1] ? top[3] : bottom[3], "v follows y alone")
            }
            func pixelX(_ x: Float) -> Float { (x + 1) / 2 * Float(size.width) }
            func pixelY(_ y: Float) -> Float { (1 - y) / 2 * Float(size.height) }
            return Strip(x0: pixelX(left[0]), x1: pixelX(right[0]), top: pixelY(top[1]), bottom: pixelY(bottom[1]),
                         u0: left[2], u1: right[2], vTop: top[3], vBottom: bottom[3])
        }
    }

    func testOnlyAQuadTurnedAboutAVerticalAxisIsCut() {
        XCTAssertTrue(TurnedQuadStrips.applies(to: turnedLabel(angle: -0.7).matrix))
        XCTAssertFalse(TurnedQuadStrips.applies(to: turnedLabel(angle: -0.7, axis: (1, 0)).matrix),
                       "turned about a horizontal axis, its columns are not upright")
        XCTAssertFalse(TurnedQuadStrips.applies(to: turnedLabel(angle: 0).matrix), "flat: no perspective to follow")
    }

    func testStripsCoverTheQuadsColumnsOnceOnWholeBlocks() {
        let command = turnedLabel(angle: -0.7)
        let (left, right) = (project(command.matrix, 0, 0).x, project(command.matrix, 1, 0).x)
        let cut = strips(command)
        XCTAssertGreaterThan(cut.count, 10)
        XCTAssertEqual(cut.first!.x0, left, accuracy: 1e-3, "the quad's far edge")
        XCTAssertEqual(cut.last!.x1, right, accuracy: 1e-3, "the hinge")
        for (one, next) in zip(cut, cut.dropFirst()) {
            XCTAssertEqual(one.x1, next.x0, "no gap, no overlap")
            let width = Float(TurnedQuadStrips.stripWidth)
            XCTAssertEqual(one.x1 / width, (one.x1 / width).rounded(), accuracy: 1e-4,
                           "strips meet on llvmpipe's 4-pixel blocks")
            XCTAssertLessThanOrEqual(one.x1 - one.x0, width + 1e-4)
        }
    }

    func testEachStripShowsTheTextureWhereTheProjectionPutsIt() {
        let command = turnedLabel(angle: -0.7)
        for strip in strips(command) {
            XCTAssertEqual(project(command.matrix, strip.u0, 0).x, strip.x0, accuracy: 1e-2, "u at the left side")
            XCTAssertEqual(project(command.matrix, strip.u1, 0).x, strip.x1, accuracy: 1e-2, "u at the right side")
            let middle = (strip.x0 + strip.x1) / 2
            let u = (0...1000).map { Float($0) / 1000 }.min { abs(project(command.matrix, $0, 0).x - middle)
                < abs(project(command.matrix, $1, 0).x - middle) }!
            XCTAssertEqual(strip.top, project(command.matrix, u, 0).y, accuracy: 0.1, "top edge at the middle")
            XCTAssertEqual(strip.bottom, project(command.matrix, u, 1).y, accuracy: 0.1, "bottom edge at the middle")
            XCTAssertEqual(strip.vTop, 0)
            XCTAssertEqual(strip.vBottom, 1)
        }
        let near = strips(command).last!, far = strips(command).first!
        XCTAssertLessThan(far.bottom - far.top, near.bottom - near.top, "the far edge is shorter")
    }

    /// Asked for some columns, the strips reaching into them are those of
    /// the whole quad, so a frame drawn in parts matches it drawn whole.
    func testStripsForSomeColumnsAreTheWholeQuadsStripsThereAndFlipRows() {
        let command = turnedLabel(angle: -0.7)
        let cut = strips(command, columns: 70..<90, region: SIMD4(0, 1, 1, -1))
        XCTAssertEqual(cut.first?.x0, 68, "the strip over 68..<72 reaches into 70")
        XCTAssertEqual(cut.last?.x1, 92)
        let whole = strips(command).filter { $0.x1 > 70 && $0.x0 < 90 }
        XCTAssertEqual(cut.map { [$0.x0, $0.x1, $0.top, $0.bottom, $0.u0, $0.u1] },
                       whole.map { [$0.x0, $0.x1, $0.top, $0.bottom, $0.u0, $0.u1] })
        XCTAssertTrue(cut.allSatisfy { $0.vTop == 1 && $0.vBottom == 0 }, "a picture GL rendered is upside down")
        let onPage = strips(command, columns: 70..<90, region: SIMD4(0.5, 0.25, 0.25, 0.125))
        XCTAssertEqual(onPage.map { [$0.u0, $0.u1, $0.vTop, $0.vBottom] },
                       cut.map { [0.5 + $0.u0 * 0.25, 0.5 + $0.u1 * 0.25, 0.25, 0.375] }, "a content on an atlas page")
        XCTAssertTrue(strips(command, columns: 150..<200).isEmpty, "right of the hinge")
    }
}
