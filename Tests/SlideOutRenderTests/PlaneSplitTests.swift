import SlideOutCore
import XCTest
@testable import SlideOutRender

/// A tree split into planes for a compositor that moves layers itself:
/// which layers get planes, where they lie, and what lies between them.
final class PlaneSplitTests: XCTestCase {
    private let size = Size(width: 200, height: 100)

    private func screen(_ name: String, _ color: Color) -> Layer {
        let layer = Layer(name: name)
        layer.backgroundColor = color
        return layer
    }

    private func planes(of root: Layer, scale: Double = 1) -> [PlaneDrawing] {
        var planes: [PlaneDrawing] = []
        DrawListBuilder().buildPlanes(root, viewSize: size, scale: scale, into: &planes)
        return planes
    }

    func testPushHalfOpenIsContentAndMenuPlanesWithTheOverlayBetween() throws {
        let push = PushMenu(content: screen("content", .white), menu: screen("menu", .yellow), clock: AnimationClock())
        push.layout(in: size)
        push.reveal.jump(to: 0.5)
        let planes = planes(of: push.rootLayer, scale: 2)
        XCTAssertEqual(planes.count, 4, "window, content, overlay, menu")
        XCTAssertTrue(planes[0].list.commands.isEmpty, "nothing lies under the content")
        let menuWidth = 150.0 // 0.75 of 200 points
        XCTAssertEqual([planes[1].originX, planes[1].originY], [Int(menuWidth * 0.5 * 2), 0])
        XCTAssertEqual([planes[1].list.framebufferWidth, planes[1].list.framebufferHeight], [400, 200])
        XCTAssertEqual(planes[1].visible, PixelRect(minX: 0, minY: 0, maxX: 250, maxY: 200), "cut at the window's edge")
        XCTAssertFalse(planes[1].list.needsClear, "the content's own background covers its plane")
        XCTAssertEqual(planes[1].opaque, PixelRect(width: 400, height: 200), "so all of it is opaque")
        XCTAssertTrue(planes[2].opaque.isEmpty, "the overlay is see-through")
        let overlay = try XCTUnwrap(planes[2].list.uniformColor, "the overlay is one colour over the whole window")
        XCTAssertEqual(overlay.w, Float(0.5 * 0.35), accuracy: 1e-6, "its opacity follows the progress")
        XCTAssertEqual([planes[3].originX, planes[3].list.framebufferWidth], [-150, 300])
        XCTAssertEqual(planes[3].visible, PixelRect(minX: 150, minY: 0, maxX: 300, maxY: 200))
        XCTAssertEqual(planes[3].list.commands.first?.fill, .solid(SIMD4(1, 1, 0, 1)), "drawn in the plane's own pixels")
    }

    func testAPlaneMovesWithoutChangingItsPixels() {
        let push = PushMenu(content: screen("content", .white), menu: screen("menu", .yellow), clock: AnimationClock())
        push.layout(in: size)
        push.reveal.jump(to: 0.25)
        let before = planes(of: push.rootLayer)
        push.reveal.jump(to: 0.75)
        let after = planes(of: push.rootLayer)
        XCTAssertNotEqual(before[1].originX, after[1].originX)
        XCTAssertTrue(after[1].list.changedPixels(since: before[1].list).isEmpty, "the content plane only moved")
        XCTAssertTrue(after[3].list.changedPixels(since: before[3].list).isEmpty, "the menu plane only moved")
    }

    func testAClosedPushHasNoOverlayPlane() {
        let push = PushMenu(content: screen("content", .white), menu: screen("menu", .yellow), clock: AnimationClock())
        push.layout(in: size)
        let planes = planes(of: push.rootLayer)
        XCTAssertEqual(planes.count, 3, "window, content, menu: the hidden overlay draws nothing")
        XCTAssertTrue(planes[2].visible.isEmpty, "the closed menu lies wholly outside the window")
    }

    func testATurnedOrFadedLayerIsDrawnInPlaceNotOnAPlane() {
        let root = screen("root", .white)
        root.frame = Rect(origin: .zero, size: size)
        let turned = screen("turned", .red)
        turned.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        turned.transform = .rotation(angle: 0.3, x: 0, y: 0, z: 1)
        turned.drawsOnOwnPlane = true
        let faded = screen("faded", .red)
        faded.frame = Rect(x: 100, y: 0, width: 50, height: 50)
        faded.opacity = 0.5
        faded.drawsOnOwnPlane = true
        root.addSublayer(turned)
        root.addSublayer(faded)
        let planes = planes(of: root)
        XCTAssertEqual(planes.count, 1)
        XCTAssertEqual(planes[0].list.commands.count, 3, "both drawn in the window's own surface")
    }

    func testWhatLiesOverAPlaneIsAPlaneCutToWhatItDraws() {
        let root = screen("root", .white)
        root.frame = Rect(origin: .zero, size: size)
        let sliding = screen("sliding", .red)
        sliding.frame = Rect(x: 20, y: 0, width: 100, height: 100)
        sliding.drawsOnOwnPlane = true
        let badge = screen("badge", .red)
        badge.frame = Rect(x: 150, y: 10, width: 20, height: 30)
        root.addSublayer(sliding)
        root.addSublayer(badge)
        let planes = planes(of: root)
        XCTAssertEqual(planes.count, 3)
        XCTAssertEqual(planes[0].list.commands.count, 1, "the root's background")
        XCTAssertEqual(planes[1].originX, 20)
        XCTAssertNil(planes[2].list.uniformColor)
        XCTAssertEqual(planes[2].visible, PixelRect(minX: 150, minY: 10, maxX: 170, maxY: 40))
        XCTAssertTrue(planes[2].list.needsClear, "around the badge the plane is see-through")
        XCTAssertEqual(planes[2].list.clearColor, .zero)
    }

    func testAPlaneGrowsByItsShadowsReach() {
        let root = screen("root", .white)
        root.frame = Rect(origin: .zero, size: size)
        let panel = screen("panel", .red)
        panel.frame = Rect(x: 60, y: 0, width: 100, height: 100)
        panel.shadowOpacity = 0.8
        panel.shadowRadius = 3
        panel.drawsOnOwnPlane = true
        root.addSublayer(panel)
        let planes = planes(of: root)
        let reach = 9 // 1.5 x 3 points of blur, 3 of offset, 1 to spare, in whole points
        XCTAssertEqual([planes[1].originX, planes[1].originY], [60 - reach, -reach])
        XCTAssertEqual(planes[1].list.framebufferWidth, 100 + 2 * reach)
        XCTAssertTrue(planes[1].list.commands.contains { if case .shadow = $0.fill { true } else { false } })
        XCTAssertTrue(planes[1].list.needsClear, "see-through around the panel, where its shadow fades")
        XCTAssertEqual(planes[1].opaque, PixelRect(minX: reach, minY: reach, maxX: reach + 100, maxY: reach + 100),
                       "the panel's own square hides what lies under it")
    }

    func testARasterizedLayerTurnedIsOneTextureKeptWhileItsPictureStays() throws {
        let sidebar = Sidebar3DMenu(menu: screen("menu", .red), detail: screen("detail", .white), clock: AnimationClock())
        let row = screen("row", .yellow)
        row.frame = Rect(x: 0, y: 10, width: 80, height: 20)
        sidebar.menuContainer.addSublayer(row)
        sidebar.layout(in: size)
        func menuDraws(at progress: Double) -> [DrawCommand] {
            sidebar.reveal.jump(to: progress)
            var list = DrawList()
            DrawListBuilder().build(sidebar.rootLayer, viewSize: size, scale: 1, into: &list)
            return list.commands.filter { $0.fill != .solid(SIMD4(1, 1, 1, 1)) } // all but the white detail
        }
        XCTAssertEqual(menuDraws(at: 1).count, 2, "shown flat, the menu and its row draw as they are")
        let turned = menuDraws(at: 0.5)
        XCTAssertEqual(turned.count, 1, "turned, they are one picture")
        guard case .texture(let key, let opacity, _) = turned[0].fill, case .snapshot(let id) = key.contents else {
            return XCTFail("a texture of the menu's picture, not \(turned[0].fill)")
        }
        XCTAssertEqual(opacity, 0.5, accuracy: 1e-6, "faded as the menu is")
        XCTAssertEqual([key.pixelWidth, key.pixelHeight], [80, 100])
        guard case .texture(let later, _, _) = menuDraws(at: 0.4)[0].fill else { return XCTFail("a texture") }
        XCTAssertEqual(later, key, "turning on, the same picture: its texture is kept")
        row.backgroundColor = .lightGray
        guard case .texture(let changed, _, _) = menuDraws(at: 0.4)[0].fill, case .snapshot(let newID) = changed.contents
        else { return XCTFail("a texture") }
        XCTAssertNotEqual(newID, id, "a row that changed makes a new picture")
    }

    func testSidebar3DSlidesItsDetailOnAPlaneAndTurnsItsMenuInTheWindow() {
        let sidebar = Sidebar3DMenu(menu: screen("menu", .red), detail: screen("detail", .white), clock: AnimationClock())
        sidebar.layout(in: size)
        sidebar.reveal.jump(to: 0.5)
        let planes = planes(of: sidebar.rootLayer)
        XCTAssertEqual(planes.count, 2)
        XCTAssertEqual(planes[1].originX, 40, "the detail beside the half-shown 80-point menu")
        XCTAssertFalse(planes[0].list.commands.isEmpty, "the turning menu")
        XCTAssertFalse(planes[0].list.commands[0].isAxisAligned)
    }

    func testTheWindowDrawsNothingAnOpaquePlaneHides() {
        let sidebar = Sidebar3DMenu(menu: screen("menu", .red), detail: screen("detail", .white), clock: AnimationClock())
        sidebar.layout(in: size)
        sidebar.reveal.jump(to: 0.5)
        let before = planes(of: sidebar.rootLayer)
        XCTAssertEqual(before[0].list.hidden, [PixelRect(minX: 40, minY: 0, maxX: 200, maxY: 100)],
                       "the detail, opaque, from 40 points on")
        sidebar.reveal.jump(to: 0.6)
        let after = planes(of: sidebar.rootLayer)
        let changed = after[0].list.changedPixels(since: before[0].list)
        XCTAssertGreaterThan(changed.rects.map(\.maxX).max() ?? 0, 40, "the menu turned under the detail's edge too")
        var stale = PixelRect(width: 0, height: 0)
        let shown = after[0].list.shownPart(of: changed, stale: &stale)
        XCTAssertFalse(shown.isEmpty, "the menu turned where it shows")
        XCTAssertLessThanOrEqual(shown.rects.map(\.maxX).max() ?? 0, 48, "nothing drawn under the detail, now at 48")
        XCTAssertEqual(stale.minX, 48, "what turned under it is left, to draw once uncovered")
    }

    /// A screen that slides with a button that turns on it: the button's
    /// slot is a plane of its own inside the screen's, so the screen's
    /// plane only moves while the button turns.
    func testAPlaneInsideAPlaneIsSplitFromIt() throws {
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        let sliding = screen("sliding", .white)
        sliding.frame = Rect(x: 40, y: 0, width: 200, height: 100)
        sliding.drawsOnOwnPlane = true
        let slot = Layer(name: "slot")
        slot.frame = Rect(x: 10, y: 5, width: 30, height: 30)
        slot.drawsOnOwnPlane = true
        let button = screen("button", .red)
        button.frame = Rect(x: 5, y: 5, width: 20, height: 20)
        slot.addSublayer(button)
        sliding.addSublayer(slot)
        let label = screen("label", .yellow)
        label.frame = Rect(x: 60, y: 40, width: 40, height: 20)
        sliding.addSublayer(label)
        root.addSublayer(sliding)
        let over = screen("over", Color(white: 0, alpha: 0.5))
        over.frame = Rect(x: 0, y: 80, width: 200, height: 20)
        root.addSublayer(over)

        let first = planes(of: root, scale: 2)
        XCTAssertEqual(first.count, 5, "window, screen, slot, the label over the slot in the screen, the bar over all")
        XCTAssertEqual([first[1].originX, first[1].list.framebufferWidth], [80, 400])
        XCTAssertEqual(first[1].list.commands.count, 1, "the screen's own plane: its background, not the button")
        XCTAssertEqual([first[2].originX, first[2].originY], [100, 10], "the slot where it lies in the window")
        XCTAssertEqual([first[2].list.framebufferWidth, first[2].list.framebufferHeight], [60, 60])
        XCTAssertEqual(first[2].visible, PixelRect(width: 60, height: 60))
        XCTAssertEqual([first[3].originX, first[3].list.framebufferWidth], [80, 400],
                       "what the screen draws over the slot lies in the screen's place and size")
        XCTAssertEqual(first[3].visible, PixelRect(minX: 120, minY: 80, maxX: 200, maxY: 120),
                       "the label, cut to the window's right edge at 320 pixels")
        XCTAssertEqual([first[4].originX, first[4].list.framebufferWidth], [0, 400], "the bar, over the window")

        button.transform = .rotation(angle: 0.5, x: 0, y: 0, z: 1)
        sliding.frame.origin.x = 20
        let second = planes(of: root, scale: 2)
        XCTAssertEqual([second[1].originX, second[2].originX, second[3].originX], [40, 60, 40])
        XCTAssertTrue(second[1].list.changedPixels(since: first[1].list).isEmpty, "the screen only moved")
        XCTAssertTrue(second[3].list.changedPixels(since: first[3].list).isEmpty, "and what lies over its slot")
        XCTAssertFalse(second[2].list.changedPixels(since: first[2].list).isEmpty, "the button turned in its slot")
    }

    /// What an opaque plane hid while it changed is drawn once the plane
    /// slides off it; what it comes to hide is left as it was.
    func testWhatChangedUnderAnOpaquePlaneIsDrawnWhenItShows() {
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        let badge = screen("badge", .red)
        badge.frame = Rect(x: 100, y: 10, width: 40, height: 20)
        root.addSublayer(badge)
        let sliding = screen("sliding", .white)
        sliding.frame = Rect(x: 60, y: 0, width: 200, height: 100)
        sliding.drawsOnOwnPlane = true
        root.addSublayer(sliding)
        var stale = PixelRect(width: 0, height: 0)
        let first = planes(of: root)
        badge.backgroundColor = .yellow
        let recoloured = planes(of: root)
        let changed = recoloured[0].list.changedPixels(since: first[0].list)
        XCTAssertEqual(changed.rects, [PixelRect(minX: 100, minY: 10, maxX: 140, maxY: 30)])
        XCTAssertTrue(recoloured[0].list.shownPart(of: changed, stale: &stale).isEmpty, "hidden: not drawn")
        XCTAssertEqual(stale, PixelRect(minX: 100, minY: 10, maxX: 140, maxY: 30))
        sliding.frame.origin.x = 120
        let uncovering = planes(of: root)
        let moved = uncovering[0].list.changedPixels(since: recoloured[0].list)
        XCTAssertTrue(moved.isEmpty, "nothing in the window's surface itself changed")
        XCTAssertEqual(uncovering[0].list.shownPart(of: moved, stale: &stale).rects,
                       [PixelRect(minX: 100, minY: 10, maxX: 120, maxY: 30)], "the part of the badge now showing")
        XCTAssertEqual(stale, PixelRect(minX: 120, minY: 10, maxX: 140, maxY: 30), "the rest waits")
        sliding.frame.origin.x = 60
        let covering = planes(of: root)
        XCTAssertTrue(covering[0].list.shownPart(of: PixelRegion(), stale: &stale).isEmpty,
                      "sliding back over it draws nothing")
    }

    /// A pass for what lies over a plane visits only the way down to the
    /// planes before it, and nothing past its own segment.
    func testAPassOverAPlaneSkipsWhatLiesBeforeItOffItsPathAndAfterIt() {
        let root = Layer(name: "root"), under = Layer(name: "under"), holder = Layer(name: "holder")
        let first = Layer(name: "first"), between = Layer(name: "between"), second = Layer(name: "second")
        root.addSublayer(under)
        root.addSublayer(holder)
        holder.addSublayer(first)
        root.addSublayer(between)
        root.addSublayer(second)
        var cut = PlaneCut(segment: 1, planeLayers: [first, second])
        XCTAssertFalse(cut.skips(root))
        XCTAssertFalse(cut.skips(holder), "on the way to the first plane")
        XCTAssertFalse(cut.skips(first))
        XCTAssertTrue(cut.skips(under), "under the first plane, off its path")
        cut.pass(first, toRoot: .identity)
        XCTAssertFalse(cut.skips(between), "over the first plane: this pass draws it")
        cut.pass(second, toRoot: .identity)
        XCTAssertTrue(cut.skips(Layer()), "past the second plane")
        XCTAssertFalse(PlaneCut(segment: 0).skips(under), "the window's pass visits everything")
    }
}
