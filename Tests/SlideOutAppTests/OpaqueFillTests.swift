import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest

/// A frame's opaque fills: made in one draw before the rest, except those
/// over a draw that must come first; and the first frame's, stretched
/// copies of palette texels, the same pixels as a later frame's, drawn by
/// the fill program. In process, on a hidden window, read back.
final class OpaqueFillTests: XCTestCase {
    private let size = Size(width: 120, height: 60)

    func testAnOpaqueSquareOverPartOfALabelCoversIt() throws {
        let (window, renderer, root) = try hiddenRenderer(title: "fill order")
        let label = Layer(name: "label")
        label.frame = Rect(x: 10, y: 10, width: 100, height: 40)
        label.contents = .text(TextContent("WWWWWW", fontSize: 30, isBold: true))
        // Over the label's lower right part, not its whole height: the
        // label keeps all its pixels, so the square must be drawn after it.
        let square = Layer(name: "square")
        square.frame = Rect(x: 40, y: 25, width: 60, height: 30)
        square.backgroundColor = .red
        root.addSublayer(label)
        root.addSublayer(square)
        let pixels = draw(root, with: renderer)
        _ = window

        var notRed = 0
        for y in 25..<55 {
            for x in 40..<100 {
                let index = (y * 120 + x) * 4
                if (pixels[index + 2], pixels[index + 1], pixels[index]) != (255, 0, 0) { notRed += 1 }
            }
        }
        XCTAssertEqual(notRed, 0, "the square's pixels are all red, none of the label's ink over it")
        var ink = 0
        for y in 10..<25 {
            for x in 10..<110 where pixels[(y * 120 + x) * 4] < 128 { ink += 1 }
        }
        XCTAssertGreaterThan(ink, 50, "the label is drawn above the square")
    }

    func testTheFirstFramesFillsMatchLaterFramesPixelForPixel() throws {
        let (window, renderer, root) = try hiddenRenderer(title: "first fills")
        // Colours between the framebuffer's levels too, and one repeated.
        let colors = [Color(red: 0.3, green: 0.55, blue: 0.1), .red, Color(red: 0.502, green: 0.25, blue: 0.998),
                      Color(red: 0.3, green: 0.55, blue: 0.1)]
        for (index, color) in colors.enumerated() {
            let square = Layer(name: "square \(index)")
            square.frame = Rect(x: 5 + Double(index) * 28, y: 10, width: 24, height: 40)
            square.backgroundColor = color
            root.addSublayer(square)
        }
        XCTAssertTrue(renderer.backend.fillsWithPalette)
        let first = draw(root, with: renderer)
        XCTAssertFalse(renderer.backend.fillsWithPalette)
        let later = draw(root, with: renderer)
        _ = window

        // BGRA, top row first: the first square's middle, on the nearest levels of 0.3, 0.55, 0.1.
        let middle = (30 * 120 + 17) * 4
        XCTAssertEqual(Array(first[middle..<middle + 4]), [26, 140, 77, 255])
        let third = (30 * 120 + 73) * 4
        XCTAssertEqual(Array(first[third..<third + 4]), [254, 64, 128, 255])
        let differing = zip(first, later).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "the first frame's fills and a later frame's are the same pixels")
    }

    /// The first draws' code made ahead (as a window's context does while
    /// it opens) leaves the first frame as it was: filled from the palette,
    /// the same pixels as a renderer that made nothing ahead.
    func testFirstDrawsPreparedAheadLeaveTheFirstFrameAsItWas() throws {
        let (window, prepared, root) = try hiddenRenderer(title: "prepared")
        for (index, color) in [Color(red: 0.3, green: 0.55, blue: 0.1), .red].enumerated() {
            let square = Layer(name: "square \(index)")
            square.frame = Rect(x: 10 + Double(index) * 50, y: 10, width: 40, height: 40)
            square.backgroundColor = color
            root.addSublayer(square)
        }
        prepared.backend.prepareFirstDraws()
        XCTAssertTrue(prepared.backend.fillsWithPalette, "still the first frame")
        let first = draw(root, with: prepared)
        let fresh = try FrameRenderer()
        let unprepared = draw(root, with: fresh)
        fresh.backend.deleteGLObjects()
        _ = window

        let middle = (30 * 120 + 30) * 4
        XCTAssertEqual(Array(first[middle..<middle + 4]), [26, 140, 77, 255], "the first square's colour")
        let differing = zip(first, unprepared).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "the same pixels as a renderer that prepared nothing")
    }

    /// A hidden X11 window (kept alive by the caller), its renderer, and a white root layer of `size`.
    private func hiddenRenderer(title: String) throws -> (Window, FrameRenderer, Layer) {
        try TestEnvironment.requireX11Display("draws on an X11 window")
        let window = try Window(title: title, size: size, visible: false, forcedScale: 1, platform: .x11)
        let renderer = try FrameRenderer()
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundColor = .white
        return (window, renderer, root)
    }

    /// Draws `root`'s whole frame and reads it back (BGRA, top row first).
    private func draw(_ root: Layer, with renderer: FrameRenderer) -> [UInt8] {
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: size, scale: 1, into: &list)
        renderer.backend.draw(list, within: PixelRegion(PixelRect(width: 120, height: 60)))
        return renderer.backend.readPixels(width: 120, height: 60)
    }
}
