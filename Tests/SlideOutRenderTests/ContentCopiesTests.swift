import SlideOutCore
import XCTest
@testable import SlideOutRender

/// Contents copied together: each piece is its pixels with the texture
/// coordinates the quad has there, and a piece of another texture or
/// opacity starts another draw.
final class ContentCopiesTests: XCTestCase {
    private let (width, height) = (200, 100)

    /// A 40 x 20 label at (30, 10) in pixels, y down.
    private func label(opaque: Bool = false) -> DrawCommand {
        var command = DrawCommand.rectangle(SIMD4(1, 1, 1, 1), pixels: SIMD4(30, 10, 70, 30),
                                            framebufferWidth: width, framebufferHeight: height)
        command.isOpaque = opaque
        return command
    }

    func testAPieceCoversItsPixelsWithTheQuadsTextureCoordinatesThere() {
        var copies = ContentCopies()
        // The label's right half on an atlas page: u from 0.5 + 0 to 0.5 + 0.25, v from 0.25 to 0.375.
        let placed = PlacedTexture(id: 7, region: SIMD4(0.5, 0.25, 0.25, 0.125))
        copies.add(label(), showing: placed, within: PixelRect(minX: 50, minY: 10, maxX: 70, maxY: 20),
                   width: width, height: height)
        XCTAssertEqual(copies.texture, 7)
        let corners = stride(from: 0, to: copies.vertices.count, by: 4).map { Array(copies.vertices[$0..<$0 + 4]) }
        XCTAssertEqual(corners.count, 6)
        func pixel(_ corner: [Float]) -> [Float] {
            [((corner[0] + 1) / 2 * Float(width)).rounded(), ((1 - corner[1]) / 2 * Float(height)).rounded()]
        }
        let topLeft = corners.first { pixel($0) == [50, 10] }
        let bottomRight = corners.first { pixel($0) == [70, 20] }
        XCTAssertEqual(topLeft?[2] ?? -1, 0.5 + 0.5 * 0.25, accuracy: 1e-6, "halfway across the label")
        XCTAssertEqual(topLeft?[3] ?? -1, 0.25, accuracy: 1e-6, "its top row")
        XCTAssertEqual(bottomRight?[2] ?? -1, 0.75, accuracy: 1e-6, "its right edge")
        XCTAssertEqual(bottomRight?[3] ?? -1, 0.25 + 0.5 * 0.125, accuracy: 1e-6, "halfway down")
        XCTAssertEqual(Set(corners.map(pixel)), [[50, 10], [70, 10], [50, 20], [70, 20]], "two triangles, one rectangle")
    }

    func testAnotherTextureOrOpacityStartsAnotherDraw() {
        var copies = ContentCopies()
        let page = PlacedTexture(id: 3, region: SIMD4(0, 0, 0.5, 0.5))
        XCTAssertTrue(copies.accepts(9, opaque: true), "an empty draw takes anything")
        copies.add(label(), showing: page, within: PixelRect(minX: 30, minY: 10, maxX: 70, maxY: 30), width: width, height: height)
        XCTAssertTrue(copies.accepts(3, opaque: false))
        XCTAssertFalse(copies.accepts(4, opaque: false), "another texture")
        XCTAssertFalse(copies.accepts(3, opaque: true), "drawn unblended")
        copies.removeAll()
        XCTAssertTrue(copies.isEmpty)
        XCTAssertTrue(copies.accepts(4, opaque: true))
    }
}
