import XCTest
@testable import SlideOutCore

final class LayerGeometryTests: XCTestCase {
    func testFrameFollowsAnchorPoint() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 200, y: 100)
        XCTAssertEqual(layer.frame, Rect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = Point(x: 1, y: 0.5)
        XCTAssertEqual(layer.frame, Rect(x: 100, y: 75, width: 100, height: 50))
    }

    func testSettingFrameKeepsAnchorPoint() {
        let layer = Layer()
        layer.anchorPoint = .zero
        layer.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(layer.position, Point(x: 10, y: 20))
        XCTAssertEqual(layer.bounds.size, Size(width: 30, height: 40))
    }

    func testTransformPivotsAboutTheAnchorPoint() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.anchorPoint = Point(x: 1, y: 1)
        layer.position = Point(x: 100, y: 100)
        layer.transform = .scale(x: 0.5, y: 0.5)
        let toParent = layer.transformToSuperlayer
        // The bottom-right corner (the anchor) stays; the top-left moves halfway in.
        XCTAssertEqual(toParent.apply(to: Point(x: 100, y: 100)), Point(x: 100, y: 100))
        XCTAssertEqual(toParent.apply(to: Point(x: 0, y: 0)), Point(x: 50, y: 50))
    }

    func testSublayerTransformsCompose() {
        let parent = Layer(), child = Layer()
        parent.anchorPoint = .zero
        parent.frame = Rect(x: 100, y: 0, width: 200, height: 200)
        child.anchorPoint = .zero
        child.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        parent.addSublayer(child)
        let toRoot = child.transformToSuperlayer.concatenating(parent.transformToSuperlayer)
        XCTAssertEqual(toRoot.apply(to: .zero), Point(x: 110, y: 10))
        XCTAssertTrue(child.superlayer === parent)
    }

    func testAddingALayerElsewhereMovesIt() {
        let a = Layer(), b = Layer(), child = Layer()
        a.addSublayer(child)
        b.addSublayer(child)
        XCTAssertTrue(a.sublayers.isEmpty)
        XCTAssertTrue(b.sublayers.first === child)
    }
}
