import SlideOutCore
import XCTest
@testable import SlideOutRender

/// The layer tree -> draw list step, checked without GL.
final class DrawListBuilderTests: XCTestCase {
    private func layer(_ frame: Rect, color: Color = .red) -> Layer {
        let layer = Layer()
        layer.anchorPoint = .zero
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    private func build(_ root: Layer, size: Size = Size(width: 200, height: 100), scale: Double = 1) -> DrawList {
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: size, scale: scale, into: &list)
        return list
    }

    /// Where the command's unit square corner (u, v) lands in pixels.
    private func pixel(_ command: DrawCommand, _ u: Float, _ v: Float, in list: DrawList) -> SIMD2<Float> {
        let m = command.matrix
        let x = u * m[0] + v * m[4] + m[12], y = u * m[1] + v * m[5] + m[13], w = u * m[3] + v * m[7] + m[15]
        return SIMD2((x / w + 1) / 2 * Float(list.framebufferWidth), (1 - y / w) / 2 * Float(list.framebufferHeight))
    }

    private func assertClose(_ a: SIMD2<Float>, _ b: SIMD2<Float>, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-3, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-3, file: file, line: line)
    }

    func testSolidLayersMapToTheirPixels() {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .white)
        root.addSublayer(layer(Rect(x: 10, y: 20, width: 30, height: 40)))
        let list = build(root, scale: 2)
        XCTAssertEqual(list.framebufferWidth, 400)
        XCTAssertEqual(list.commands.count, 2)
        let child = list.commands[1]
        assertClose(pixel(child, 0, 0, in: list), SIMD2(20, 40))
        assertClose(pixel(child, 1, 1, in: list), SIMD2(80, 120))
        XCTAssertEqual(child.fill, .solid(SIMD4(1, 0, 0, 1)))
        XCTAssertTrue(child.isOpaque)
        XCTAssertTrue(child.isPixelAligned)
    }

    func testOpacityMultipliesDownTheTreeAndPremultiplies() {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .clear)
        root.opacity = 0.5
        let child = layer(Rect(x: 0, y: 0, width: 10, height: 10), color: Color(white: 1, alpha: 0.5))
        root.addSublayer(child)
        let list = build(root)
        XCTAssertEqual(list.commands.count, 1, "a clear background draws nothing")
        XCTAssertEqual(list.commands[0].fill, .solid(SIMD4(0.25, 0.25, 0.25, 0.25)))
        XCTAssertFalse(list.commands[0].isOpaque)
    }

    func testHiddenAndOffscreenLayersAreNotDrawn() {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .clear)
        let hidden = layer(Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let offscreen = layer(Rect(x: -150, y: 0, width: 150, height: 100))
        offscreen.contents = .text(TextContent("menu"))
        root.addSublayer(hidden)
        root.addSublayer(offscreen)
        let list = build(root)
        XCTAssertTrue(list.commands.isEmpty)
        XCTAssertEqual(list.referencedContents.count, 1, "an off-screen layer keeps its texture")
    }

    func testContentsBecomeTexturesAtPixelSize() {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .clear)
        let label = layer(Rect(x: 5, y: 5, width: 40.5, height: 20), color: .clear)
        label.contents = .text(TextContent("Hi"))
        root.addSublayer(label)
        let list = build(root, scale: 2)
        guard case .texture(let key, let opacity, _) = list.commands.first?.fill else {
            return XCTFail("expected a texture draw")
        }
        XCTAssertEqual(key.pixelWidth, 81)
        XCTAssertEqual(key.pixelHeight, 40)
        XCTAssertEqual(opacity, 1)
        XCTAssertTrue(list.referencedContents.contains(key))
    }

    func testPerspectiveRotationIsNotPixelAlignedAndProjects() {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .clear)
        let menu = layer(Rect(x: 0, y: 0, width: 80, height: 100))
        menu.anchorPoint = Point(x: 1, y: 0.5)
        menu.position = Point(x: 80, y: 50)
        var t = Transform3D.identity
        t.m34 = -1.0 / 1000
        menu.transform = t.rotated(by: -Double.pi / 4, x: 0, y: 1, z: 0)
        root.addSublayer(menu)
        let list = build(root)
        let command = list.commands[0]
        XCTAssertFalse(command.isPixelAligned)
        // The hinge (right edge) stays put; the far (left) edge is shorter.
        XCTAssertEqual(pixel(command, 1, 0, in: list).x, 80, accuracy: 1e-3)
        let farTop = pixel(command, 0, 0, in: list), farBottom = pixel(command, 0, 1, in: list)
        let nearTop = pixel(command, 1, 0, in: list), nearBottom = pixel(command, 1, 1, in: list)
        XCTAssertLessThan(farBottom.y - farTop.y, nearBottom.y - nearTop.y)
    }

    /// A root holding an 80 x 100 menu with sidebar3d's kind of perspective,
    /// turned by `angle` radians about its left edge.
    private func menuInPerspective(turnedBy angle: Double) -> (root: Layer, menu: Layer) {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .clear)
        let menu = layer(Rect(x: 0, y: 0, width: 80, height: 100), color: .clear)
        menu.anchorPoint = .zero
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        menu.transform = Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0).concatenating(perspective)
        root.addSublayer(menu)
        return (root, menu)
    }

    /// Sidebar3d's menu at rest keeps its perspective for the next turn; its
    /// rows, flat on screen, take the axis-aligned path: opaque backgrounds
    /// are clears and labels are snapped and sampled nearest.
    func testAnUnturnedMenuInPerspectiveDrawsFlat() {
        let (root, menu) = menuInPerspective(turnedBy: 0)
        menu.addSublayer(layer(Rect(x: 0, y: 4, width: 80, height: 40.5)))
        let label = layer(Rect(x: 10.3, y: 5.6, width: 40, height: 20), color: .clear)
        label.contents = .text(TextContent("Hi"))
        menu.addSublayer(label)
        let list = build(root)
        XCTAssertEqual(list.commands.count, 2)
        let (row, text) = (list.commands[0], list.commands[1])
        XCTAssertTrue(row.isAxisAligned)
        XCTAssertTrue(row.isOpaque)
        XCTAssertEqual(row.pixelBounds, SIMD4(0, 4, 80, 44.5), "not rounded out to whole pixels")
        XCTAssertTrue(text.isPixelAligned)
        assertClose(pixel(text, 0, 0, in: list), SIMD2(10, 6))
    }

    /// Rows of a menu in perspective (sidebar3d's while it turns) can meet
    /// on a pixel centre. Each draw is scissored to its bounds, and GL gives
    /// that pixel to one of the two quads, so both scissors must hold it, or
    /// it is left out of both: a dark seam between the rows.
    func testPerspectiveRowsMeetingOnAPixelCentreBothReachIt() {
        // Barely turned: perspective alone leaves the flat menu axis-aligned.
        let (root, menu) = menuInPerspective(turnedBy: 0.001)
        menu.addSublayer(layer(Rect(x: 0, y: 4, width: 80, height: 40.5)))
        menu.addSublayer(layer(Rect(x: 0, y: 44.5, width: 80, height: 40)))
        let list = build(root)
        XCTAssertEqual(list.commands.count, 2)
        let (upper, lower) = (list.commands[0], list.commands[1])
        XCTAssertFalse(upper.isAxisAligned)
        // The boundary, y = 44.5, is the centre of pixel row 44.
        XCTAssertTrue((upper.coveredPixels.y0..<upper.coveredPixels.y1).contains(44), "\(upper.pixelBounds)")
        XCTAssertTrue((lower.coveredPixels.y0..<lower.coveredPixels.y1).contains(44), "\(lower.pixelBounds)")
    }

    func testSlidingTextSnapsToWholePixelsAndSamplesNearest() {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .clear)
        let label = layer(Rect(x: 10.3, y: 5.6, width: 40, height: 20), color: .clear)
        label.contents = .text(TextContent("Hi"))
        root.addSublayer(label)
        let list = build(root, scale: 2)
        let command = list.commands[0]
        XCTAssertTrue(command.isPixelAligned)
        assertClose(pixel(command, 0, 0, in: list), SIMD2(21, 11))   // 20.6 and 11.2 pixels, rounded
        let scaled = layer(Rect(x: 10.3, y: 5.6, width: 40.25, height: 20), color: .clear)
        scaled.contents = .text(TextContent("Hi"))
        root.addSublayer(scaled)
        let both = build(root, scale: 1)
        XCTAssertFalse(both.commands[1].isPixelAligned, "a fractional size is left as it is")
    }

    func testShadowUnderAnOpaqueLayerIsOnlyTheRingAroundIt() {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .clear)
        let panel = layer(Rect(x: 50, y: 20, width: 100, height: 60), color: .white)
        panel.shadowOpacity = 0.8
        panel.shadowOffset = .zero
        root.addSublayer(panel)
        let list = build(root)
        let shadows = list.commands.filter { if case .shadow = $0.fill { return true } else { return false } }
        XCTAssertEqual(shadows.count, 4, "above, below, left and right strips")
        guard case .shadow(let color, let rect, let sigma) = shadows[0].fill else { return XCTFail() }
        XCTAssertEqual(color.w, 0.8, accuracy: 1e-6)
        XCTAssertEqual(rect, SIMD4(50, 20, 150, 80))
        XCTAssertEqual(sigma, 1.5, "CA's radius 3 as a Gaussian of sigma radius / 2")
        for strip in shadows {
            let b = strip.pixelBounds
            XCTAssertFalse(b.x >= 50 && b.z <= 150 && b.y >= 20 && b.w <= 80, "no strip inside the panel")
        }
        XCTAssertTrue(list.commands.last.map { if case .solid = $0.fill { return true } else { return false } } ?? false,
                      "the panel draws over its shadow")
    }

    // Snapshots: a recorded picture of a layer, replayed moved where it sits on
    // whole pixels, or drawn as a texture where it is faded, scaled or turned.

    /// A main screen (white, a red box, a label) and its recorded picture.
    private func recordedMain() -> (main: Layer, picture: DrawList) {
        let main = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .white)
        main.addSublayer(layer(Rect(x: 10, y: 5, width: 20, height: 10), color: .red))
        let label = layer(Rect(x: 40, y: 0, width: 50, height: 20), color: .clear)
        label.contents = .text(TextContent("Title"))
        main.addSublayer(label)
        var picture = DrawList()
        DrawListBuilder().build(main, viewSize: Size(width: 200, height: 100), scale: 1, into: &picture)
        return (main, picture)
    }

    private func frame(snapshotAt frame: Rect, opacity: Double = 1, picture: DrawList) -> DrawList {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .black)
        let snapshot = layer(frame, color: .clear)
        snapshot.contents = .snapshot(id: 7)
        snapshot.opacity = opacity
        root.addSublayer(snapshot)
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: Size(width: 200, height: 100), scale: 1, snapshots: [7: picture],
                                 into: &list)
        return list
    }

    func testASnapshotOnWholePixelsIsItsPictureMovedAndCut() {
        let (_, picture) = recordedMain()
        let list = frame(snapshotAt: Rect(x: 0, y: 60, width: 200, height: 100), picture: picture)
        // Black above the snapshot, then the white screen, the red box and the label, moved down 60 pixels.
        XCTAssertEqual(list.commands.count, 4)
        XCTAssertEqual(list.commands[0].pixelBounds, SIMD4(0, 0, 200, 60), "black only above the picture")
        XCTAssertEqual(list.commands[1].pixelBounds, SIMD4(0, 60, 200, 100), "the white screen, cut at the view's foot")
        XCTAssertEqual(list.commands[2].pixelBounds, SIMD4(10, 65, 30, 75))
        XCTAssertEqual(list.commands[2].fill, .solid(SIMD4(1, 0, 0, 1)))
        guard case .texture(let key, _, _) = list.commands[3].fill else { return XCTFail("the label last") }
        XCTAssertEqual(key.contents, .text(TextContent("Title")))
        XCTAssertTrue(list.referencedContents.contains(key), "the label's texture is kept while the picture shows")
        XCTAssertTrue(list.referencedContents.contains { $0.contents == .snapshot(id: 7) })
        // The quads moved with their bounds: the label's top-left corner is at (40, 60).
        let m = list.commands[3].matrix
        XCTAssertEqual((m[12] + 1) / 2 * 200, 40, accuracy: 1e-4)
        XCTAssertEqual((1 - m[13]) / 2 * 100, 60, accuracy: 1e-4)
        XCTAssertFalse(list.commands.contains { if case .texture(let key, _, _) = $0.fill,
                                                     case .snapshot = key.contents { true } else { false } },
                       "no window-sized texture")
    }

    func testAPictureMovedUpIsCutAtTheSnapshotsTop() {
        let (_, picture) = recordedMain()
        let list = frame(snapshotAt: Rect(x: 0, y: 8, width: 200, height: 100), picture: picture)
        let red = list.commands.first { $0.fill == .solid(SIMD4(1, 0, 0, 1)) }
        XCTAssertEqual(red?.pixelBounds, SIMD4(10, 13, 30, 23))
        let partial = frame(snapshotAt: Rect(x: 0, y: 0, width: 200, height: 100), picture: picture)
        XCTAssertEqual(partial.commands.count, 3, "at rest, the picture is the screen itself")
    }

    func testAFadedOrScaledSnapshotIsOneTexture() {
        let (_, picture) = recordedMain()
        for list in [frame(snapshotAt: Rect(x: 0, y: 60, width: 200, height: 100), opacity: 0.5, picture: picture),
                     frame(snapshotAt: Rect(x: 0, y: 60, width: 100, height: 50), picture: picture)] {
            XCTAssertEqual(list.commands.count, 2)
            guard case .texture(let key, _, _) = list.commands[1].fill else { return XCTFail("a texture on top") }
            XCTAssertEqual(key.contents, .snapshot(id: 7))
            XCTAssertFalse(list.referencedContents.contains { $0.contents == .text(TextContent("Title")) },
                           "the picture's own contents are not drawn")
        }
    }

    func testAPictureWithUncoveredPixelsKeepsItsClearColour() {
        let main = layer(Rect(x: 0, y: 0, width: 200, height: 100), color: .clear)
        main.addSublayer(layer(Rect(x: 0, y: 0, width: 50, height: 100), color: .red))
        var picture = DrawList()
        DrawListBuilder().build(main, viewSize: Size(width: 200, height: 100), scale: 1, into: &picture)
        XCTAssertTrue(picture.needsClear)
        let list = frame(snapshotAt: Rect(x: 0, y: 40, width: 200, height: 100), picture: picture)
        let clear = list.commands.first { $0.fill == .solid(DrawList.defaultClearColor) && $0.pixelBounds.y == 40 }
        XCTAssertEqual(clear?.pixelBounds, SIMD4(50, 40, 200, 100), "opaque black where the picture had nothing, "
                           + "trimmed by the red strip over it")
    }
}

/// Texture keys hash a layer's contents once, when they are set.
final class ContentKeyTests: XCTestCase {
    func testAKeyFromTheLayersKeptHashIsTheKeyOfItsContents() {
        let layer = Layer()
        let drawing = LayerContents.text(TextContent("Sleepy Kitten"))
        layer.contents = drawing
        let kept = ContentKey(contents: drawing, pixelWidth: 10, pixelHeight: 4, scale: 2,
                              contentsHash: layer.contentsHash)
        let fresh = ContentKey(contents: drawing, pixelWidth: 10, pixelHeight: 4, scale: 2)
        XCTAssertEqual(kept, fresh)
        XCTAssertEqual(kept.hashValue, fresh.hashValue)
        XCTAssertEqual(Set([kept, fresh]).count, 1)
        layer.contents = .text(TextContent("Tabby on a Chair"))
        let changed = ContentKey(contents: layer.contents!, pixelWidth: 10, pixelHeight: 4, scale: 2,
                                 contentsHash: layer.contentsHash)
        XCTAssertNotEqual(changed, fresh, "new contents, new hash")
        XCTAssertNotEqual(ContentKey(contents: drawing, pixelWidth: 11, pixelHeight: 4, scale: 2), fresh)
    }
}
