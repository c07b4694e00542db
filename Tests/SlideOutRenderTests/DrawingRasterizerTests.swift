import SlideOutCore
import XCTest
@testable import SlideOutRender

/// Vector drawings rasterized with Cairo, read back from the bitmap (no GL).
final class DrawingRasterizerTests: XCTestCase {
    /// The BGRA pixels (premultiplied) of `drawing` rasterized at `width` x `height` pixels.
    private func rasterize(_ drawing: Drawing, width: Int, height: Int,
                           scale: Double = 1) -> (_ x: Int, _ y: Int) -> [UInt8] {
        var copy: [UInt8] = [], stride = 0
        ContentRasterizer().rasterize(ContentKey(contents: .drawing(drawing), pixelWidth: width,
                                                 pixelHeight: height, scale: scale)) { pixels, _, height, rowBytes in
            copy = [UInt8](UnsafeRawBufferPointer(start: pixels, count: rowBytes * height))
            stride = rowBytes
        }
        return { x, y in Array(copy[(y * stride + x * 4)..<(y * stride + x * 4 + 4)]) }
    }

    /// A red disc in the middle and, under it, a strip blending blue (left) into green (right).
    private let picture = Drawing([
        .init(.circle(center: Point(x: 0.5, y: 0.4), radius: 0.25), fill: .solid(.red)),
        .init(.roundedRect(Rect(x: 0.1, y: 0.8, width: 0.8, height: 0.1), cornerRadius: 0.02),
              fill: .linearGradient(start: Point(x: 0.1, y: 0), end: Point(x: 0.9, y: 0), stops: [
                  .init(0, Color(red: 0, green: 0, blue: 1)), .init(1, Color(red: 0, green: 1, blue: 0)),
              ])),
    ])

    func testSolidFillCoversTheCentreInItsColour() {
        let pixel = rasterize(picture, width: 100, height: 100)
        XCTAssertEqual(pixel(50, 40), [0, 0, 255, 255], "opaque red (BGRA) at the disc's centre")
        XCTAssertEqual(pixel(50, 20), [0, 0, 255, 255], "still inside near the top of the 25 px radius")
        XCTAssertEqual(pixel(50, 10)[3], 0, "clear above the disc")
    }

    func testCornersStayTransparent() {
        let pixel = rasterize(picture, width: 100, height: 100)
        for (x, y) in [(0, 0), (99, 0), (0, 99), (99, 99)] {
            XCTAssertEqual(pixel(x, y), [0, 0, 0, 0], "corner (\(x), \(y))")
        }
    }

    func testLinearGradientRunsFromStartColourToEndColour() {
        let pixel = rasterize(picture, width: 100, height: 100)
        let left = pixel(12, 85), middle = pixel(50, 85), right = pixel(88, 85)
        XCTAssertGreaterThan(left[0], 220, "blue at the start")
        XCTAssertLessThan(left[1], 35, "little green at the start")
        XCTAssertGreaterThan(right[1], 220, "green at the end")
        XCTAssertLessThan(right[0], 35, "little blue at the end")
        XCTAssert(left[0] > middle[0] && middle[0] > right[0], "blue falls left to right")
        XCTAssert(left[1] < middle[1] && middle[1] < right[1], "green rises left to right")
    }

    func testUnitCoordinatesStretchToANonSquareBox() {
        let pixel = rasterize(picture, width: 200, height: 100)
        XCTAssertEqual(pixel(100, 40), [0, 0, 255, 255], "the centre follows the box")
        XCTAssertEqual(pixel(145, 40)[3], 255, "the disc is 100 px wide in a 200 px box")
        XCTAssertEqual(pixel(160, 40)[3], 0, "but no wider")
    }

    func testRadialGradientIsCentredAndFadesOutward() {
        let glow = Drawing([.init(.roundedRect(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0),
                                  fill: .radialGradient(center: Point(x: 0.5, y: 0.5), radius: 0.5, stops: [
                                      .init(0, .white), .init(1, Color(white: 1, alpha: 0)),
                                  ]))])
        let pixel = rasterize(glow, width: 64, height: 64)
        XCTAssertGreaterThan(pixel(32, 32)[3], 240, "opaque in the middle")
        XCTAssertLessThan(pixel(32, 32 - 16)[3], pixel(32, 32)[3], "fainter halfway out")
        XCTAssertEqual(pixel(0, 0)[3], 0, "clear past the radius")
    }

    func testStrokeWidthIsInPointsTimesTheScale() {
        let line = Drawing([.init(Drawing.Path([.move(to: Point(x: 0, y: 0.5)), .line(to: Point(x: 1, y: 0.5))]),
                                  stroke: .init(color: .black, width: 4))])
        let pixel = rasterize(line, width: 40, height: 40, scale: 2)   // 4 pt = 8 px, rows 16..<24.
        XCTAssertEqual(pixel(20, 17)[3], 255, "inside the 8 px line")
        XCTAssertEqual(pixel(20, 22)[3], 255, "inside the 8 px line")
        XCTAssertEqual(pixel(20, 13)[3], 0, "clear above it")
        XCTAssertEqual(pixel(20, 26)[3], 0, "clear below it")
    }

    func testMirroredPathIsFlippedAboutTheCentreLine() {
        let wedge = Drawing.Path.polygon([Point(x: 0, y: 0), Point(x: 0.3, y: 0), Point(x: 0, y: 1)])
        let pixel = rasterize(Drawing([.init(wedge.mirrored, fill: .solid(.black))]), width: 50, height: 50)
        XCTAssertEqual(pixel(48, 2)[3], 255, "the wedge sits at the right edge")
        XCTAssertEqual(pixel(1, 2)[3], 0, "and no longer at the left")
    }
}
