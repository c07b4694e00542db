import Foundation
import SlideOutCore
import XCTest
@testable import SlideOutRender

/// Contents rasterized with Pango/Cairo, read back from the bitmap (no GL).
final class ContentRasterizerTests: XCTestCase {
    /// The BGRA pixel (premultiplied) at (x, y) of a rasterized content.
    private func rasterize(_ contents: LayerContents, width: Int, height: Int, scale: Double = 1,
                           layoutDirection: LayoutDirection = .leftToRight)
        -> (pixel: (Int, Int) -> [UInt8], size: (Int, Int)) {
        var copy: [UInt8] = [], stride = 0, size = (0, 0)
        ContentRasterizer().rasterize(ContentKey(contents: contents, pixelWidth: width, pixelHeight: height,
                                                 scale: scale, layoutDirection: layoutDirection)) { pixels, width, height, rowBytes in
            copy = [UInt8](UnsafeRawBufferPointer(start: pixels, count: rowBytes * height))
            stride = rowBytes
            size = (width, height)
        }
        return ({ x, y in Array(copy[(y * stride + x * 4)..<(y * stride + x * 4 + 4)]) }, size)
    }

    func testImageIsStretchedToTheLayer() throws {
        // A 2x1 PNG: red left, blue right.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("slideout-2x1.png").path
        var pixels: [UInt8] = [0, 0, 255, 255, 255, 0, 0, 255]   // BGRA
        try PNGWriter.write(&pixels, width: 2, height: 1, to: path)
        let image = rasterize(.image(path: path), width: 40, height: 10)
        XCTAssertEqual(image.size.0, 40)
        XCTAssertEqual(image.pixel(2, 5), [0, 0, 255, 255], "red fills the left half")
        XCTAssertEqual(image.pixel(37, 5), [255, 0, 0, 255], "blue fills the right half")
    }

    func testMissingImageIsTransparentNotACrash() {
        let image = rasterize(.image(path: "/nonexistent.png"), width: 8, height: 8)
        XCTAssertEqual(image.pixel(4, 4), [0, 0, 0, 0])
    }

    func testTextIsDrawnInItsColourAndCentred() {
        let text = rasterize(.text(TextContent("W", fontSize: 40, color: .red)), width: 80, height: 60)
        var inked: [Int] = []
        for x in 0..<80 where text.pixel(x, 30)[3] > 200 { inked.append(x) }
        XCTAssertFalse(inked.isEmpty, "the glyph crosses the middle row")
        XCTAssertEqual(Double(inked.first! + inked.last!) / 2, 40, accuracy: 4, "centred")
        let sample = text.pixel(inked[inked.count / 2], 30)
        XCTAssertGreaterThan(Int(sample[2]), 200, "red channel")
        XCTAssertLessThan(Int(sample[1]), 60, "no green")
    }

    /// The columns where `string`, leading-aligned in a 240 x 40 layer laid
    /// out in `direction`, draws ink.
    private func inkedColumns(_ string: String, _ direction: LayoutDirection) -> [Int] {
        let text = rasterize(.text(TextContent(string, fontSize: 20, alignment: .leading)), width: 240, height: 40,
                             layoutDirection: direction)
        return (0..<240).filter { x in (0..<40).contains { text.pixel(x, $0)[3] > 100 } }
    }

    /// Arabic and Hebrew draw (the fonts cover them), and right to left a
    /// leading label sits at the right end of its layer, Latin text too.
    func testRightToLeftTextDrawsAtTheTrailingSide() throws {
        for string in ["مرحبا بالعالم", "שלום עולם", "Profile"] {
            let rtl = inkedColumns(string, .rightToLeft)
            XCTAssertGreaterThan(rtl.count, 20, "\(string) draws")
            XCTAssertGreaterThan(try XCTUnwrap(rtl.last), 230, "\(string) ends at the right edge")
            XCTAssertGreaterThan(try XCTUnwrap(rtl.first), 100, "\(string) starts right of the middle")
            let ltr = inkedColumns(string, .leftToRight)
            XCTAssertLessThan(try XCTUnwrap(ltr.first), 10, "\(string), left to right, starts at the left edge")
        }
    }

    /// Text is measured in points (at 1x) and drawn at the window's scale:
    /// at every scale its ink stays inside its measured box, so a HiDPI
    /// window draws each letter whole (with hinted, rounded advances a 2x
    /// line came out wider than twice the 1x one and lost its last letter).
    func testTextMeasuredInPointsFitsItsBoxAtEveryScale() {
        let measurer = PangoTextMeasurer()
        let lines = [TextContent("Slide-out menus, drawn by a GPU compositor", fontSize: 14, alignment: .leading),
                     TextContent("Why UIKit's damping ratio feels right", fontSize: 14, alignment: .leading),
                     TextContent("Every pixel costs a CPU cycle", fontSize: 14, alignment: .leading),
                     TextContent("Swift comes to the Linux desktop", fontSize: 17, isBold: true, alignment: .leading)]
        for text in lines {
            let size = measurer.size(of: text)
            for scale in [1, 1.25, 1.5, 2, 3] {
                let box = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
                let room = box + 40
                let drawn = rasterize(.text(text), width: room, height: height, scale: scale)
                let lastInk = (0..<room).last { x in (0..<height).contains { drawn.pixel(x, $0)[3] > 0 } }
                XCTAssertLessThan(lastInk ?? room, box, "\"\(text.string)\" at \(scale)x ends inside its \(box) pixels")
                XCTAssertGreaterThan(lastInk ?? 0, box - Int(4 * scale), "\"\(text.string)\" at \(scale)x fills its box")
            }
        }
    }

    func testShapeStrokeScalesWithTheLayer() {
        let ring = rasterize(.shape(ShapeContent([.circle], color: .black, lineWidth: 2)), width: 40, height: 40,
                             scale: 2)
        XCTAssertGreaterThan(ring.pixel(20, 2)[3], 200, "the stroke at the top edge (2 pt = 4 px wide)")
        XCTAssertEqual(ring.pixel(20, 20)[3], 0, "hollow centre")
    }

    func testTextLongerThanItsWidthEndsInAnEllipsisWithinIt() {
        let long = TextContent("Swift comes to the Linux desktop", fontSize: 17, isBold: true, alignment: .leading)
        let measurer = PangoTextMeasurer()
        XCTAssertGreaterThan(measurer.size(of: long).width, 200)
        let limited = long.limited(to: 150)
        let size = measurer.size(of: limited)
        XCTAssertLessThanOrEqual(size.width, 150)
        XCTAssertGreaterThan(size.width, 120, "as much text as fits, then the ellipsis")
        let text = rasterize(.text(limited), width: Int(size.width), height: Int(size.height))
        // The ellipsis: three dots low in the line, the last ink near the right edge.
        var lastInk = 0
        for x in 0..<Int(size.width) where (0..<Int(size.height)).contains(where: { text.pixel(x, $0)[3] > 100 }) {
            lastInk = x
        }
        XCTAssertGreaterThan(lastInk, Int(size.width) - 8, "drawn up to its width, not cut before it")
        let centred = measurer.size(of: TextContent("Kitties & Puppies", isBold: true).limited(to: 90))
        XCTAssertLessThanOrEqual(centred.width, 90, "centred text is limited too")
    }
}
