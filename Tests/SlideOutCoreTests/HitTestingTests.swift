import XCTest
@testable import SlideOutCore

final class HitTestingTests: XCTestCase {
    private func box(_ name: String, _ frame: Rect, acceptsInput: Bool = true) -> Layer {
        let layer = Layer(name: name)
        layer.anchorPoint = .zero
        layer.frame = frame
        layer.acceptsInput = acceptsInput
        return layer
    }

    func testTopmostAcceptingLayerWins() {
        let root = box("root", Rect(x: 0, y: 0, width: 100, height: 100), acceptsInput: false)
        let below = box("below", Rect(x: 0, y: 0, width: 100, height: 100))
        let above = box("above", Rect(x: 50, y: 0, width: 50, height: 100))
        root.addSublayer(below)
        root.addSublayer(above)
        XCTAssertEqual(root.hitTest(Point(x: 75, y: 10))?.name, "above")
        XCTAssertEqual(root.hitTest(Point(x: 25, y: 10))?.name, "below")
        XCTAssertNil(root.hitTest(Point(x: 150, y: 10)))
    }

    func testHiddenLayersAndLayersWithoutInputAreTransparent() {
        let root = box("root", Rect(x: 0, y: 0, width: 100, height: 100), acceptsInput: false)
        let button = box("button", Rect(x: 0, y: 0, width: 100, height: 100))
        let decoration = box("decoration", Rect(x: 0, y: 0, width: 100, height: 100), acceptsInput: false)
        let overlay = box("overlay", Rect(x: 0, y: 0, width: 100, height: 100))
        overlay.isHidden = true
        [button, decoration, overlay].forEach(root.addSublayer)
        XCTAssertEqual(root.hitTest(Point(x: 5, y: 5))?.name, "button")
        overlay.isHidden = false
        XCTAssertEqual(root.hitTest(Point(x: 5, y: 5))?.name, "overlay")
    }

    func testHitTestingFollowsAPerspectiveRotation() {
        let root = box("root", Rect(x: 0, y: 0, width: 400, height: 400), acceptsInput: false)
        let menu = box("menu", Rect(x: 0, y: 0, width: 80, height: 400))
        menu.anchorPoint = Point(x: 1, y: 0.5)
        menu.position = Point(x: 80, y: 200)
        var t = Transform3D.identity
        t.m34 = -1.0 / 1000
        menu.transform = t.rotated(by: -Double.pi / 3, x: 0, y: 1, z: 0)
        root.addSublayer(menu)
        // The hinge (right edge) stays at x = 80. The far edge sits at x = -80
        // from the anchor; CA's row-vector rotation gives z = -x sin(angle),
        // and w = 1 + z m34.
        let angle = -Double.pi / 3
        let z = -(-80) * sin(angle)
        let w = 1 + z * (-1.0 / 1000)
        let farEdge = 80 - 80 * cos(angle) / w
        XCTAssertEqual(root.hitTest(Point(x: farEdge + 2, y: 200))?.name, "menu")
        XCTAssertNil(root.hitTest(Point(x: farEdge - 2, y: 200)))
    }
}
