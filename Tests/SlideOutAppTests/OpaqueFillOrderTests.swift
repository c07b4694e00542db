import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest

/// A frame's opaque fills are made in one draw before the rest, except
/// those over a draw that must come first: an opaque square over part of a
/// label still covers it. In process, on a hidden window, read back.
final class OpaqueFillOrderTests: XCTestCase {
    private let size = Size(width: 120, height: 60)

    func testAnOpaqueSquareOverPartOfALabelCoversIt() throws {
        try TestEnvironment.requireX11Display("draws on an X11 window")
        let window = try Window(title: "fill order", size: size, visible: false, forcedScale: 1, platform: .x11)
        let renderer = try FrameRenderer()
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundColor = .white
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
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: size, scale: 1, into: &list)
        renderer.backend.draw(list, within: PixelRegion(PixelRect(width: 120, height: 60)))
        let pixels = renderer.backend.readPixels(width: 120, height: 60)
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
}
