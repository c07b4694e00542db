import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest

/// Small contents share atlas pages and are copied many in one draw: the
/// pixels are those of the rasterized contents, a quad sampled between
/// texels shows no neighbour's colour nor a transparent edge, and pages go
/// when no content on them is shown. In process, on a hidden window, read back.
final class ContentAtlasTests: XCTestCase {
    private let size = Size(width: 200, height: 100)
    private var window: Window?

    override func setUpWithError() throws {
        try TestEnvironment.requireX11Display("draws on an X11 window")
        window = try Window(title: "atlas", size: size, visible: false, forcedScale: 1, platform: .x11)
    }

    override func tearDown() {
        window = nil
    }

    private func root(_ color: Color = .white) -> Layer {
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundColor = color
        return root
    }

    private func list(_ root: Layer) -> DrawList {
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: size, scale: 1, into: &list)
        return list
    }

    /// Four labels over white, drawn in three changed rectangles over a
    /// black frame: inside them each pixel is the label's rasterized pixel
    /// over white, outside the black stays, and the labels are one draw.
    func testLabelsCopiedTogetherShowTheirRasterizedPixels() throws {
        let renderer = try FrameRenderer()
        let whole = PixelRect(width: 200, height: 100)
        renderer.backend.draw(list(root(.black)), within: PixelRegion(whole))

        let root = root()
        let words = ["Inbox", "Drafts", "Sent", "Archive"]
        var keys: [(key: ContentKey, x: Int, y: Int)] = []
        for (index, word) in words.enumerated() {
            let label = Layer(name: word)
            let (x, y) = (10 + index % 2 * 100, 10 + index / 2 * 40)
            label.frame = Rect(x: Double(x), y: Double(y), width: 80, height: 30)
            let text = TextContent(word, fontSize: 20, isBold: index == 0)
            label.contents = .text(text)
            root.addSublayer(label)
            keys.append((ContentKey(contents: .text(text), pixelWidth: 80, pixelHeight: 30, scale: 1), x, y))
        }
        let changed = [PixelRect(minX: 0, minY: 0, maxX: 60, maxY: 100), PixelRect(minX: 100, minY: 0, maxX: 200, maxY: 45),
                       PixelRect(minX: 130, minY: 60, maxX: 170, maxY: 100)]
        var region = PixelRegion()
        for rect in changed { region.add(rect) }
        XCTAssertEqual(region.rects.count, 3, "three rectangles, not their box")
        renderer.backend.draw(list(root), within: region)
        XCTAssertEqual(renderer.backend.lastDrawCount, 2, "the fills, then every label's pieces in one draw")
        let pixels = renderer.backend.readPixels(width: 200, height: 100)

        var expected = [UInt8](repeating: 0, count: pixels.count)
        for index in stride(from: 3, to: expected.count, by: 4) { expected[index] = 255 }
        for rect in changed {
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX { expected.replaceSubrange((y * 200 + x) * 4..<(y * 200 + x) * 4 + 4, with: [255, 255, 255, 255]) }
            }
        }
        var ink = 0
        for (key, left, top) in keys {
            ContentRasterizer().rasterize(key) { bitmap, width, height, stride in
                for row in 0..<height {
                    for column in 0..<width {
                        let (x, y) = (left + column, top + row)
                        guard changed.contains(where: { $0.contains(PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)) }) else { continue }
                        let texel = bitmap.load(fromByteOffset: row * stride + column * 4, as: SIMD4<UInt8>.self)
                        let over = SIMD4<Int>(truncatingIfNeeded: texel) &+ (255 - Int(texel.w))
                        if texel.w > 0 { ink += 1 }
                        for channel in 0..<3 { expected[(y * 200 + x) * 4 + channel] = UInt8(clamping: over[channel]) }
                    }
                }
            }
        }
        XCTAssertGreaterThan(ink, 200, "the labels have ink inside the changed rectangles")
        var wrong = 0
        for index in pixels.indices where abs(Int(pixels[index]) - Int(expected[index])) > 1 { wrong += 1 }
        XCTAssertEqual(wrong, 0, "every channel as rasterized, over white inside the rectangles, black outside")
    }

    /// A square drawing scaled by 1.87 is sampled between texels: every
    /// pixel it covers is its own red, up to its edges, beside a blue one
    /// on the same page.
    func testAScaledContentShowsItsEdgeTexelsAndNoNeighbour() throws {
        let renderer = try FrameRenderer()
        let root = root()
        for (index, color) in [Color.red, Color(red: 0, green: 0, blue: 1)].enumerated() {
            let square = Layer(name: "square \(index)")
            square.frame = Rect(x: 40 + Double(index) * 80, y: 30, width: 20, height: 20)
            square.contents = .drawing(Drawing([.init(.polygon([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1),
                                                                  Point(x: 0, y: 1)]), fill: .solid(color))]))
            square.transform = .scale(x: 1.87, y: 1.87)
            root.addSublayer(square)
        }
        renderer.backend.draw(list(root), within: PixelRegion(PixelRect(width: 200, height: 100)))
        XCTAssertEqual(renderer.backend.textureCount, 2)
        let pixels = renderer.backend.readPixels(width: 200, height: 100)
        // The red square spans 50 -/+ 18.7 across and 40 -/+ 18.7 down: columns 31...68, rows 21...58.
        var notRed: [String] = []
        for y in 21...58 {
            for x in 31...68 {
                let index = (y * 200 + x) * 4
                if (pixels[index + 2], pixels[index + 1], pixels[index]) != (255, 0, 0) {
                    notRed.append("(\(x), \(y)): \(pixels[index + 2]), \(pixels[index + 1]), \(pixels[index])")
                }
            }
        }
        XCTAssertEqual(notRed, [], "the red square's pixels")
        let outside = (40 * 200 + 29) * 4
        XCTAssertEqual([pixels[outside + 2], pixels[outside + 1], pixels[outside]], [255, 255, 255], "white beside it")
    }

    /// More labels than one page holds take more pages, each twice as tall
    /// as the last (up to square); shown no more, all pages go.
    func testPagesGoWhenNothingOnThemIsShown() throws {
        let renderer = try FrameRenderer()
        let before = GLBackend.liveTextureCount
        let root = root()
        for index in 0..<400 {
            let label = Layer(name: "label \(index)")
            label.frame = Rect(x: Double(index % 20) * 10, y: Double(index / 20) * 5, width: 100, height: 30)
            label.contents = .text(TextContent("\(index)", fontSize: 12))
            root.addSublayer(label)
        }
        renderer.backend.draw(list(root), within: PixelRegion(PixelRect(width: 200, height: 100)))
        XCTAssertEqual(renderer.backend.textureCount, 400)
        XCTAssertEqual(GLBackend.liveTextureCount - before, 3,
                       "102 x 32 texels a label, 10 a shelf: 80 on the 1024 x 256 page, 160 on a 512-tall, the rest on a 1024-tall")
        renderer.backend.draw(list(self.root()), within: PixelRegion(PixelRect(width: 200, height: 100)))
        XCTAssertEqual(renderer.backend.textureCount, 0)
        XCTAssertEqual(GLBackend.liveTextureCount, before, "every page deleted")
    }
}
