import SlideOutCore
import XCTest
@testable import SlideOutRender

/// The compositor's savings: folded overlays, skipped occluded layers and
/// skipped clears, each checked to give the same picture's maths.
final class DrawListCompositingTests: XCTestCase {
    private let size = Size(width: 200, height: 100)

    private func build(_ layers: [Layer]) -> DrawList {
        drawList(of: layers, size: size, background: .clear)
    }

    func testFullViewOverlayIsFoldedIntoWhatLiesBelow() {
        let content = solidLayer(Rect(x: 50, y: 0, width: 200, height: 100), .white)
        let label = solidLayer(Rect(x: 60, y: 10, width: 20, height: 10), .clear)
        label.contents = .text(TextContent("A"))
        let overlay = solidLayer(Rect(origin: .zero, size: size), .lightGray, opacity: 0.35)
        let menu = solidLayer(Rect(x: 0, y: 0, width: 50, height: 100), .yellow)
        let list = build([content, label, overlay, menu])

        XCTAssertEqual(list.commands.count, 3, "the overlay is not drawn")
        // White under 35% light gray: 0.65 + 0.35 x 2/3.
        guard case .solid(let folded) = list.commands[0].fill else { return XCTFail("content first") }
        XCTAssertEqual(folded.x, 0.65 + 0.35 * 2 / 3, accuracy: 1e-6)
        XCTAssertEqual(folded.w, 1)
        XCTAssertTrue(list.commands[0].isOpaque)
        guard case .texture(_, _, let tint) = list.commands[1].fill else { return XCTFail("label second") }
        XCTAssertEqual(tint.w, 0.35, accuracy: 1e-6)
        XCTAssertEqual(tint.x, 0.35 * 2 / 3, accuracy: 1e-6)
        guard case .solid(let menuColor) = list.commands[2].fill else { return XCTFail("menu last") }
        XCTAssertEqual(menuColor, SIMD4(1, 1, 0, 1), "layers above the overlay are untouched")
        XCTAssertEqual(list.clearColor.x, 0.35 * 2 / 3, accuracy: 1e-6, "black under the overlay")
    }

    func testTwoOverlaysComposeLikeTwoBlends() {
        let content = solidLayer(Rect(origin: .zero, size: size), .white)
        let first = solidLayer(Rect(origin: .zero, size: size), .black, opacity: 0.5)
        let second = solidLayer(Rect(origin: .zero, size: size), .white, opacity: 0.5)
        let list = build([content, first, second])
        guard case .solid(let color) = list.commands.first?.fill else { return XCTFail() }
        XCTAssertEqual(color.x, (1 * 0.5) * 0.5 + 0.5, accuracy: 1e-6)
    }

    func testPartialTranslucentLayersAreDrawnNormally() {
        let content = solidLayer(Rect(origin: .zero, size: size), .white)
        let veil = solidLayer(Rect(x: 0, y: 0, width: 100, height: 100), .black, opacity: 0.5)
        XCTAssertEqual(build([content, veil]).commands.count, 2)
    }

    func testLayersHiddenBehindAnOpaqueLayerAreSkipped() {
        let hidden = solidLayer(Rect(x: 10, y: 10, width: 20, height: 20), .red)
        let peeking = solidLayer(Rect(x: 90, y: 10, width: 20, height: 20), .red)
        let cover = solidLayer(Rect(x: 0, y: 0, width: 100, height: 100), .yellow)
        let list = build([hidden, peeking, cover])
        XCTAssertEqual(list.commands.count, 2)
        XCTAssertEqual(list.commands.last?.fill, .solid(SIMD4(1, 1, 0, 1)))
    }

    func testClearIsSkippedOnlyWhenOpaqueRectanglesCoverEveryPixel() {
        let left = solidLayer(Rect(x: -30.25, y: 0, width: 110.5, height: 100), .yellow)
        let right = solidLayer(Rect(x: 80.25, y: 0, width: 200, height: 100), .white)
        XCTAssertFalse(build([left, right]).needsClear)
        let gap = solidLayer(Rect(x: 82, y: 0, width: 200, height: 100), .white)
        XCTAssertTrue(build([left, gap]).needsClear)
        let short = solidLayer(Rect(x: 80.25, y: 0, width: 200, height: 99), .white)
        XCTAssertTrue(build([left, short]).needsClear)
        let translucent = solidLayer(Rect(x: 80.25, y: 0, width: 200, height: 100), .white, opacity: 0.9)
        XCTAssertTrue(build([left, translucent]).needsClear)
    }

    func testFoldingDoesNotLeakIntoTheNextFrame() {
        let root = solidLayer(Rect(origin: .zero, size: size), .clear)
        root.addSublayer(solidLayer(Rect(origin: .zero, size: size), .black, opacity: 0.5))
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: size, scale: 1, into: &list)
        DrawListBuilder().build(root, viewSize: size, scale: 1, into: &list)
        XCTAssertEqual(list.clearColor, SIMD4(0, 0, 0, 1))
    }

    func testOpaqueBackgroundIsTrimmedToWhatAFullHeightPanelLeavesShowing() {
        let background = solidLayer(Rect(origin: .zero, size: size), .black)
        let panel = solidLayer(Rect(x: 80.5, y: 0, width: 200, height: 100), .white)
        let list = build([background, panel])
        XCTAssertEqual(list.commands.count, 2)
        XCTAssertEqual(list.commands[0].pixelBounds, SIMD4(0, 0, 80.5, 100), "only the strip left of the panel")
        XCTAssertEqual(list.commands[0].coveredPixels.x1, list.commands[1].coveredPixels.x0, "no gap, no overlap")
        XCTAssertFalse(list.needsClear)
    }

    func testTranslucentOrPartialCoversDoNotTrim() {
        let background = solidLayer(Rect(origin: .zero, size: size), .black)
        let short = solidLayer(Rect(x: 100, y: 10, width: 100, height: 80), .white)
        let veil = solidLayer(Rect(x: 0, y: 0, width: 50, height: 100), .white, opacity: 0.5)
        let list = build([background, short, veil])
        XCTAssertEqual(list.commands[0].pixelBounds, SIMD4(0, 0, 200, 100))
    }

    // Which draws the backend may cut short or turn into the frame's clear.

    func testALabelHalfUnderAFullHeightPanelIsCutToItsVisibleHalf() {
        let menu = solidLayer(Rect(origin: .zero, size: size), .black)
        let label = solidLayer(Rect(x: 20, y: 10, width: 100, height: 20), .clear)
        label.contents = .text(TextContent("Row"))
        let content = solidLayer(Rect(x: 70, y: 0, width: 200, height: 100), .white)
        let list = build([menu, label, content])
        XCTAssertEqual(list.commands[1].pixelBounds, SIMD4(20, 10, 70, 30))
    }

    func testAPassStartsAtTheOpaqueRectanglesThatTogetherCoverItsArea() {
        // A white page, a bar over its top with a separator under it, a
        // label on the bar: a pass over the bar's right end (bar and
        // separator together) starts at the bar, one over the label too.
        let page = solidLayer(Rect(origin: .zero, size: size), .white)
        let bar = solidLayer(Rect(x: 0, y: 0, width: 200, height: 43), .lightGray)
        let separator = solidLayer(Rect(x: 0, y: 43, width: 200, height: 1), .darkGray)
        let label = solidLayer(Rect(x: 80, y: 10, width: 40, height: 20), .clear)
        label.contents = .text(TextContent("Title"))
        let list = build([page, bar, separator, label])
        XCTAssertEqual(list.commands.count, 4, "page, bar, separator, label")
        XCTAssertEqual(list.commands[1].coveredRect, PixelRect(minX: 0, minY: 0, maxX: 200, maxY: 43), "the bar")
        XCTAssertEqual(list.firstCovering(PixelRect(minX: 180, minY: 0, maxX: 200, maxY: 44)), 1)
        XCTAssertEqual(list.firstCovering(PixelRect(minX: 80, minY: 10, maxX: 120, maxY: 30)), 1,
                       "the translucent label covers nothing")
        XCTAssertEqual(list.firstCovering(PixelRect(minX: 180, minY: 40, maxX: 200, maxY: 50)), 0,
                       "across the separator the page, bar and separator together")
        XCTAssertNil(build([bar, separator]).firstCovering(PixelRect(minX: 180, minY: 40, maxX: 200, maxY: 50)),
                     "nothing covers the rows under the separator")
    }

    func testTheLargestRectangleNothingUnderliesBecomesTheClear() {
        let menu = solidLayer(Rect(x: 0, y: 0, width: 60, height: 100), .black)
        let content = solidLayer(Rect(x: 60, y: 0, width: 140, height: 100), .white)
        let label = solidLayer(Rect(x: 80, y: 10, width: 50, height: 20), .clear)
        label.contents = .text(TextContent("A"))
        let list = build([menu, content, label])
        XCTAssertEqual(list.backgroundIndex, 1, "the white content: 140 x 100 pixels")
        XCTAssertEqual(list.commands[1].fill, .solid(SIMD4(1, 1, 1, 1)))
    }

    func testARectangleOverSomethingEarlierIsNotTheClear() {
        let menu = solidLayer(Rect(x: 0, y: 0, width: 60, height: 100), .black)
        let row = solidLayer(Rect(x: 10, y: 10, width: 100, height: 20), .red)
        let content = solidLayer(Rect(x: 50, y: 15, width: 150, height: 85), .white)
        let list = build([menu, row, content])
        XCTAssertEqual(list.commands.count, 3)
        XCTAssertEqual(list.backgroundIndex, 0, "the smaller menu: the content lies over part of the row")
    }

    func testNoClearColourIsChangedUnderUncoveredPixels() {
        let box = solidLayer(Rect(x: 0, y: 0, width: 150, height: 100), .white)
        let list = build([box])
        XCTAssertTrue(list.needsClear)
        XCTAssertNil(list.backgroundIndex, "the uncovered strip must stay black")
        let black = solidLayer(Rect(x: 0, y: 0, width: 150, height: 100), .black)
        XCTAssertEqual(build([black]).backgroundIndex, 0, "the clear colour is the box's own")
    }
}

/// Covers that hide a draw only together.
final class DrawListJointCoverTests: XCTestCase {
    func testABarAboveAPanelTogetherCutAStripBesideThem() {
        let strip = SIMD4<Float>(0, 0, 50, 100)
        let bar = SIMD4<Float>(40, 0, 200, 44), panel = SIMD4<Float>(40, 44, 200, 100)
        XCTAssertEqual(DrawList.uncoveredBox(of: strip, by: [bar, panel]), SIMD4(0, 0, 40, 100))
        XCTAssertEqual(DrawList.uncoveredBox(of: strip, by: [panel]), strip, "the bar's corner still shows")
        XCTAssertNil(DrawList.uncoveredBox(of: SIMD4(45, 10, 50, 60), by: [bar, panel]), "hidden by both together")
    }

    func testATurnedMenuBesideABarAndADetailIsCutToWhatShows() {
        let size = Size(width: 200, height: 100)
        let root = Layer(), menu = Layer(), bar = Layer(), detail = Layer()
        for layer in [root, menu, bar, detail] { layer.anchorPoint = .zero }
        root.frame = Rect(origin: .zero, size: size)
        menu.frame = Rect(x: 0, y: 0, width: 50, height: 100)
        menu.backgroundColor = Color(white: 0.5, alpha: 0.5)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        menu.transform = perspective.rotated(by: 0.3, x: 0, y: 1, z: 0)
        bar.frame = Rect(x: 40, y: 0, width: 160, height: 44)
        detail.frame = Rect(x: 40, y: 44, width: 160, height: 56)
        bar.backgroundColor = .white
        detail.backgroundColor = .black   // the colour the frame is cleared to, under the see-through menu
        root.stack([menu, bar, detail])
        var list = DrawList()
        DrawListBuilder().build(root, viewSize: size, scale: 1, into: &list)
        XCTAssertEqual(list.commands.count, 3)
        XCTAssertFalse(list.commands[0].isAxisAligned)
        XCTAssertLessThanOrEqual(list.commands[0].pixelBounds.z, 40, "nothing of the menu under the bar or the detail")
        XCTAssertEqual(list.backgroundIndex, 2, "so the detail, the largest, can be the clear")
    }
}

/// When a turned picture may be drawn unblended: an opaque picture over
/// pixels that are opaque black before it draws (sidebar3d's menu).
final class DrawListOpaqueBlackTests: XCTestCase {
    private let size = Size(width: 200, height: 100)

    /// The draws of a turned, rasterized menu over a root of `background`,
    /// with `under` between them; and the menu's command index.
    private func turnedMenu(_ menuColor: Color, over background: Color, under: [Layer] = [])
        -> (list: DrawList, menu: Int) {
        let menu = solidLayer(Rect(x: 0, y: 0, width: 60, height: 100), menuColor)
        menu.addSublayer(solidLayer(Rect(x: 10, y: 10, width: 40, height: 20), .red))
        menu.shouldRasterize = true
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        menu.transform = perspective.rotated(by: -0.6, x: 0, y: 1, z: 0)
        let list = drawList(of: under + [menu], size: size, background: background)
        let index = list.commands.firstIndex { if case .texture = $0.fill { return true } else { return false } }
        return (list, index ?? -1)
    }

    private func picture(of command: DrawCommand, in list: DrawList) -> DrawList? {
        guard case .texture(let key, _, _) = command.fill, case .snapshot(let id) = key.contents else { return nil }
        return list.rasterized[id]
    }

    func testAnOpaqueMenuOverTheBlackRootLiesOnOpaqueBlack() throws {
        let (list, menu) = turnedMenu(.white, over: .black)
        XCTAssertGreaterThanOrEqual(menu, 0, "the menu is drawn as one texture")
        XCTAssertFalse(list.commands[menu].isAxisAligned)
        XCTAssertTrue(list.liesOnOpaqueBlack(menu))
        XCTAssertEqual(try XCTUnwrap(picture(of: list.commands[menu], in: list)).isOpaque, true)
    }

    func testNearBlackOrAnythingDrawnUnderTheMenuIsNotOpaqueBlack() {
        let grey = turnedMenu(.white, over: Color(white: 0.04))
        XCTAssertFalse(grey.list.liesOnOpaqueBlack(grey.menu), "0.04 is not black: blending over it differs")
        let veil = solidLayer(Rect(x: 20, y: 40, width: 100, height: 20), .white, opacity: 0.5)
        let veiled = turnedMenu(.white, over: .black, under: [veil])
        XCTAssertFalse(veiled.list.liesOnOpaqueBlack(veiled.menu), "a translucent bar lies under part of it")
        let partial = solidLayer(Rect(x: 0, y: 0, width: 30, height: 100), .black)
        let half = turnedMenu(.white, over: .white, under: [partial])
        XCTAssertFalse(half.list.liesOnOpaqueBlack(half.menu), "the black panel holds only part of it")
        let whole = solidLayer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
        let held = turnedMenu(.white, over: .white, under: [whole])
        XCTAssertTrue(held.list.liesOnOpaqueBlack(held.menu), "a black panel holding all of it")
    }

    func testATranslucentMenuPictureIsNotOpaque() throws {
        let (list, menu) = turnedMenu(Color(white: 1, alpha: 0.5), over: .black)
        XCTAssertEqual(try XCTUnwrap(picture(of: list.commands[menu], in: list)).isOpaque, false,
                       "its picture keeps the transparency it is drawn with")
    }
}
