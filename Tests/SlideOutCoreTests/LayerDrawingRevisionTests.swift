import XCTest
@testable import SlideOutCore

/// `Layer.drawingRevision`: what a rasterized layer's kept picture is checked against.
final class LayerDrawingRevisionTests: XCTestCase {
    private let menu = Layer(name: "menu"), row = Layer(name: "row"), label = Layer(name: "label")

    override func setUp() {
        menu.addSublayer(row)
        row.addSublayer(label)
    }

    func testTheLayersOwnPlaceLeavesItsRevision() {
        let before = menu.drawingRevision
        menu.position = Point(x: 40, y: 300)
        menu.anchorPoint = Point(x: 1, y: 0.5)
        menu.transform = .rotation(angle: 0.3, x: 0, y: 1, z: 0)
        menu.opacity = 0.4
        menu.isHidden = true
        XCTAssertEqual(menu.drawingRevision, before, "a layer turned, moved and faded draws the same picture")
    }

    func testWhatTheLayerDrawsMovesItOn() {
        for change in [{ self.menu.backgroundColor = .red }, { self.menu.bounds.size.height = 90 },
                       { self.menu.cornerRadius = 4 }, { self.menu.shadowOpacity = 0.5 },
                       { self.menu.contents = .text(TextContent("Menu")) }] {
            let before = menu.drawingRevision
            change()
            XCTAssertGreaterThan(menu.drawingRevision, before)
        }
    }

    func testAnyChangeBelowMovesEveryLayerAboveOn() {
        var before = (menu.drawingRevision, row.drawingRevision, label.drawingRevision)
        label.position = Point(x: 3, y: 4)
        XCTAssertGreaterThan(menu.drawingRevision, before.0, "a sublayer's place is part of the picture")
        XCTAssertGreaterThan(row.drawingRevision, before.1)
        XCTAssertEqual(label.drawingRevision, before.2, "its own place is not part of its own picture")
        before = (menu.drawingRevision, row.drawingRevision, label.drawingRevision)
        label.contents = .text(TextContent("Sun"))
        XCTAssertGreaterThan(menu.drawingRevision, before.0)
        XCTAssertGreaterThan(label.drawingRevision, before.2)
    }

    func testAddingAndRemovingSublayersMovesTheParentOn() {
        var before = menu.drawingRevision
        menu.addSublayer(Layer())
        XCTAssertGreaterThan(menu.drawingRevision, before)
        before = menu.drawingRevision
        row.removeFromSuperlayer()
        XCTAssertGreaterThan(menu.drawingRevision, before)
        before = menu.drawingRevision
        menu.insertSublayer(row, below: menu.sublayers[0])
        XCTAssertGreaterThan(menu.drawingRevision, before)
    }

    func testSettingTheSameValueChangesNothing() {
        label.backgroundColor = .gray
        label.transform = .scale(x: 2, y: 2)
        let before = menu.drawingRevision
        label.backgroundColor = .gray
        label.transform = .scale(x: 2, y: 2)
        menu.bounds = menu.bounds
        XCTAssertEqual(menu.drawingRevision, before, "a style setting each frame what it set before draws nothing new")
    }
}
