import SlideOutCore
import XCTest
@testable import SlideOutRender

/// Contents rasterized ahead (on another thread, while a window opens) are
/// the pixels the frame would rasterize itself, for every content it shows,
/// the pictures of rasterized layers included (no GL).
final class PreparedContentsTests: XCTestCase {
    private let size = Size(width: 320, height: 240)
    private let measurer = PangoTextMeasurer()

    /// A push menu whose content shows a label and a turned, rasterized
    /// panel with a label of its own, laid out closed.
    private func style() -> PushMenu {
        let content = Layer(name: "content")
        content.backgroundColor = .white
        let label = Layer(text: TextContent("Inbox", fontSize: 17, color: .black), measurer: measurer)
        label.position = Point(x: 160, y: 40)
        content.addSublayer(label)
        let panel = Layer(name: "panel")
        panel.bounds = Rect(x: 0, y: 0, width: 120, height: 100)
        panel.position = Point(x: 160, y: 150)
        panel.backgroundColor = .gray
        panel.shouldRasterize = true
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        panel.transform = perspective.rotated(by: -0.6, x: 0, y: 1, z: 0)
        let caption = Layer(text: TextContent("Drafts", fontSize: 15, color: .white), measurer: measurer)
        caption.position = Point(x: 60, y: 50)
        panel.addSublayer(caption)
        content.addSublayer(panel)
        let menu = PushMenu(content: content, menu: Layer(name: "menu"), clock: AnimationClock())
        menu.layout(in: size)
        return menu
    }

    /// Every non-snapshot content of `style`'s frame, the rasterized pictures' included.
    private func shownContents(of style: PushMenu) -> [ContentKey] {
        var list = DrawList()
        DrawListBuilder().build(style.rootLayer, viewSize: size, scale: 1, into: &list)
        let shown = list.rasterized.values.reduce(list.referencedContents) { $0.union($1.referencedContents) }
        return shown.filter { if case .snapshot = $0.contents { return false } else { return true } }
    }

    private func rasterized(_ key: ContentKey) -> [UInt8] {
        var pixels: [UInt8] = []
        ContentRasterizer().rasterize(key) { bytes, _, height, stride in
            pixels = Array(UnsafeRawBufferPointer(start: bytes, count: stride * height))
        }
        return pixels
    }

    func testEveryContentTheFrameShowsIsPreparedAsItWouldBeRasterized() {
        let style = style()
        let keys = shownContents(of: style)
        let texts = keys.filter { if case .text = $0.contents { return true } else { return false } }
        XCTAssertEqual(texts.count, 2, "the label and the panel's caption: \(keys)")
        let prepared = PreparedContents(style, viewSize: size, scale: 1)
        for key in keys {
            let bitmap = prepared.take(key)
            XCTAssertNotNil(bitmap, "\(key.contents) is prepared")
            XCTAssertTrue(bitmap?.pixels == rasterized(key), "\(key.contents): the same pixels")
            XCTAssertNil(prepared.take(key), "taken once")
        }
    }

    func testContentsAtAnotherScaleAreNotPrepared() {
        let style = style()
        let prepared = PreparedContents(style, viewSize: size, scale: 2)
        for key in shownContents(of: style) {
            XCTAssertNil(prepared.take(key), "\(key.contents) at scale 1 was not prepared at scale 2")
        }
    }
}
