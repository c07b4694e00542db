import SlideOutCore
import XCTest
@testable import SlideOutRender

/// A right-to-left build mirrors the whole tree about the view's centre
/// line, flips each layer's contents back so they read the right way, turns
/// shadows the other way, and places planes mirrored: every style mirrored
/// at the edge, none rewritten.
final class RightToLeftDrawListTests: XCTestCase {
    private let size = Size(width: 200, height: 100)

    private func build(_ root: Layer, _ direction: LayoutDirection, scale: Double = 1) -> DrawList {
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: size, scale: scale, layoutDirection: direction, into: &list)
        return list
    }

    /// Where the command's unit square corner (u, v) lands in pixels.
    private func pixel(_ command: DrawCommand, _ u: Float, _ v: Float, in list: DrawList) -> SIMD2<Float> {
        let m = command.matrix
        let x = u * m[0] + v * m[4] + m[12], y = u * m[1] + v * m[5] + m[13], w = u * m[3] + v * m[7] + m[15]
        return SIMD2((x / w + 1) / 2 * Float(list.framebufferWidth), (1 - y / w) / 2 * Float(list.framebufferHeight))
    }

    /// `bounds` (minX, minY, maxX, maxY) mirrored in a framebuffer `width` pixels wide.
    private func mirrored(_ bounds: SIMD4<Float>, width: Int) -> SIMD4<Float> {
        SIMD4(Float(width) - bounds.z, bounds.y, Float(width) - bounds.x, bounds.w)
    }

    private func assertClose(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ message: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-3, message, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-3, message, file: file, line: line)
    }

    private func assertMirrored(_ rtl: DrawList, _ ltr: DrawList, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(rtl.commands.count, ltr.commands.count, file: file, line: line)
        for (r, l) in zip(rtl.commands, ltr.commands) {
            let expected = mirrored(l.pixelBounds, width: ltr.framebufferWidth)
            for i in 0..<4 {
                XCTAssertEqual(r.pixelBounds[i], expected[i], accuracy: 1e-3, "\(r.pixelBounds) \(expected)",
                               file: file, line: line)
            }
        }
    }

    func testASolidLayerLandsMirrored() {
        let root = solidLayer(Rect(origin: .zero, size: size), .white)
        root.addSublayer(solidLayer(Rect(x: 10, y: 20, width: 30, height: 40), .red))
        let list = build(root, .rightToLeft, scale: 2)
        let child = list.commands[1]
        XCTAssertEqual(child.pixelBounds, SIMD4(320, 40, 380, 120))
        assertClose(pixel(child, 0, 0, in: list), SIMD2(380, 40), "its leading edge is its right one")
        XCTAssertTrue(child.isPixelAligned)
        XCTAssertTrue(child.isOpaque)
        assertMirrored(list, build(root, .leftToRight, scale: 2))
    }

    /// Text is placed mirrored but drawn the right way round, in a texture
    /// laid out right to left.
    func testContentsAreFlippedBackInTheirMirroredPlace() throws {
        let root = solidLayer(Rect(origin: .zero, size: size), .white)
        let label = solidLayer(Rect(x: 10, y: 20, width: 30, height: 40), .clear)
        label.contents = .text(TextContent("שלום", alignment: .leading))
        root.addSublayer(label)
        let list = build(root, .rightToLeft)
        let text = try XCTUnwrap(list.commands.last)
        guard case .texture(let key, _, _) = text.fill else { return XCTFail("a texture: \(text.fill)") }
        XCTAssertEqual(key.layoutDirection, .rightToLeft)
        assertClose(pixel(text, 0, 0, in: list), SIMD2(160, 20), "texture's left column at the mirrored box's left")
        assertClose(pixel(text, 1, 1, in: list), SIMD2(190, 60))
        XCTAssertGreaterThan(text.matrix[0], 0, "not mirror-written")
        XCTAssertTrue(text.isPixelAligned)
    }

    func testShadowsFallTheOtherWay() throws {
        let root = solidLayer(Rect(origin: .zero, size: size), .white)
        let panel = solidLayer(Rect(x: 100, y: 0, width: 100, height: 100), .systemBlue)
        panel.shadowOpacity = 0.8
        panel.shadowOffset = Point(x: 5, y: 2)
        panel.shadowRadius = 10
        root.addSublayer(panel)
        func shadowRects(_ direction: LayoutDirection) -> [SIMD4<Float>] {
            build(root, direction).commands.compactMap {
                if case .shadow(_, let rect, _) = $0.fill { return rect } else { return nil }
            }
        }
        let ltr = try XCTUnwrap(shadowRects(.leftToRight).first), rtl = try XCTUnwrap(shadowRects(.rightToLeft).first)
        XCTAssertEqual(ltr, SIMD4(105, 2, 205, 102))
        XCTAssertEqual(rtl, SIMD4(-5, 2, 95, 102), "mirrored: left of the panel, now at the left")
        assertMirrored(build(root, .rightToLeft), build(root, .leftToRight))
    }

    /// Perspective (sidebar3d's hinge) is mirrored too: the far edge
    /// shortens on the other side.
    func testSidebar3DIsMirroredAtEveryProgress() {
        for progress in [0.0, 0.25, 0.5, 1] {
            let style = Sidebar3DMenu(menu: solidLayer(.zero, .yellow), detail: solidLayer(.zero, .gray),
                                      clock: AnimationClock())
            style.layout(in: size)
            style.reveal.jump(to: progress)
            assertMirrored(build(style.rootLayer, .rightToLeft, scale: 2), build(style.rootLayer, .leftToRight, scale: 2))
        }
    }

    func testPushAndPanelsAreMirrored() {
        let push = PushMenu(content: solidLayer(.zero, .white), menu: solidLayer(.zero, .yellow), clock: AnimationClock())
        push.layout(in: size)
        push.reveal.jump(to: 0.5)
        assertMirrored(build(push.rootLayer, .rightToLeft), build(push.rootLayer, .leftToRight))
        let panels = PanelsMenu(center: solidLayer(.zero, .white), clock: AnimationClock()) { _ in solidLayer(.zero, .yellow) }
        panels.layout(in: size)
        panels.reveal.jump(to: -0.5)
        assertMirrored(build(panels.rootLayer, .rightToLeft), build(panels.rootLayer, .leftToRight))
    }

    /// A faded layer drawn once into a texture is mirrored inside it, and
    /// the texture is shown the right way round in its mirrored place.
    func testARasterizedLayerIsMirroredInside() throws {
        let root = solidLayer(Rect(origin: .zero, size: size), .white)
        let menu = solidLayer(Rect(x: 0, y: 0, width: 80, height: 100), .yellow)
        menu.shouldRasterize = true
        menu.opacity = 0.5
        menu.addSublayer(solidLayer(Rect(x: 0, y: 0, width: 20, height: 10), .red))
        root.addSublayer(menu)
        let list = build(root, .rightToLeft)
        let picture = try XCTUnwrap(list.rasterized.values.first)
        XCTAssertEqual(picture.commands.last?.pixelBounds, SIMD4(60, 0, 80, 10), "the red corner at the picture's right")
        let quad = try XCTUnwrap(list.commands.last)
        assertClose(pixel(quad, 0, 0, in: list), SIMD2(120, 0))
        XCTAssertGreaterThan(quad.matrix[0], 0)
    }

    func testPlanesArePlacedMirrored() {
        let push = PushMenu(content: solidLayer(.zero, .white), menu: solidLayer(.zero, .yellow), clock: AnimationClock())
        push.layout(in: size)
        push.reveal.jump(to: 0.5)
        func planes(_ direction: LayoutDirection) -> [PlaneDrawing] {
            var planes: [PlaneDrawing] = []
            DrawListBuilder().buildPlanes(push.rootLayer, viewSize: size, scale: 2, layoutDirection: direction,
                                          into: &planes)
            return planes
        }
        let ltr = planes(.leftToRight), rtl = planes(.rightToLeft)
        XCTAssertEqual(rtl.count, ltr.count)
        XCTAssertEqual(rtl.count, 4)
        for (r, l) in zip(rtl, ltr) {
            let width = l.list.framebufferWidth
            XCTAssertEqual(r.originX, 400 - l.originX - width, "a sliding plane's place is mirrored")
            XCTAssertEqual(r.originY, l.originY)
            XCTAssertEqual(r.visible, PixelRect(minX: width - l.visible.maxX, minY: l.visible.minY,
                                                maxX: width - l.visible.minX, maxY: l.visible.maxY))
            assertMirrored(r.list, l.list)
        }
        XCTAssertEqual(rtl[1].originX, -150, "the content pushed toward the left")
    }

    /// What changed between two frames is mirrored with them.
    func testChangedPixelsAreMirrored() {
        let push = PushMenu(content: solidLayer(.zero, .white), menu: solidLayer(.zero, .yellow), clock: AnimationClock())
        push.layout(in: size)
        func frames(_ direction: LayoutDirection) -> PixelRegion {
            // Whole points: at a half pixel, GL gives the pixel on one side only.
            push.reveal.jump(to: 0.2)
            let before = build(push.rootLayer, direction)
            push.reveal.jump(to: 0.4)
            return build(push.rootLayer, direction).changedPixels(since: before)
        }
        let ltr = frames(.leftToRight), rtl = frames(.rightToLeft)
        XCTAssertFalse(rtl.isEmpty)
        XCTAssertEqual(rtl.area, ltr.area)
        let columns = { (region: PixelRegion) in region.rects.flatMap { Array($0.minX..<$0.maxX) } }
        XCTAssertEqual(Set(columns(rtl)), Set(columns(ltr).map { 200 - 1 - $0 }))
    }
}
