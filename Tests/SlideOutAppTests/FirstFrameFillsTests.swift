import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest

/// The first frame's fills are stretched copies of palette texels, later
/// frames' are drawn by the fill program: the pixels must not tell them
/// apart. In process, on a hidden window, read back.
final class FirstFrameFillsTests: XCTestCase {
    private let size = Size(width: 120, height: 60)

    func testTheFirstFramesFillsMatchLaterFramesPixelForPixel() throws {
        try TestEnvironment.requireX11Display("draws on an X11 window")
        let window = try Window(title: "first fills", size: size, visible: false, forcedScale: 1, platform: .x11)
        let renderer = try FrameRenderer()
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundColor = .white
        // Colours between the framebuffer's levels too, and one repeated.
        let colors = [Color(red: 0.3, green: 0.55, blue: 0.1), .red, Color(red: 0.502, green: 0.25, blue: 0.998),
                      Color(red: 0.3, green: 0.55, blue: 0.1)]
        for (index, color) in colors.enumerated() {
            let square = Layer(name: "square \(index)")
            square.frame = Rect(x: 5 + Double(index) * 28, y: 10, width: 24, height: 40)
            square.backgroundColor = color
            root.addSublayer(square)
        }
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: size, scale: 1, into: &list)
        let whole = PixelRegion(PixelRect(width: 120, height: 60))
        XCTAssertTrue(renderer.backend.fillsWithPalette)
        renderer.backend.draw(list, within: whole)
        let first = renderer.backend.readPixels(width: 120, height: 60)
        XCTAssertFalse(renderer.backend.fillsWithPalette)
        renderer.backend.draw(list, within: whole)
        let later = renderer.backend.readPixels(width: 120, height: 60)
        _ = window

        // BGRA, top row first: the first square's middle, on the nearest levels of 0.3, 0.55, 0.1.
        let middle = (30 * 120 + 17) * 4
        XCTAssertEqual(Array(first[middle..<middle + 4]), [26, 140, 77, 255])
        let third = (30 * 120 + 73) * 4
        XCTAssertEqual(Array(first[third..<third + 4]), [254, 64, 128, 255])
        let differing = zip(first, later).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "the first frame's fills and a later frame's are the same pixels")
    }
}
