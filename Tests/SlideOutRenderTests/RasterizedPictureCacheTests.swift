import SlideOutCore
import XCTest
@testable import SlideOutRender

/// A rasterized layer's picture is kept from frame to frame while what it
/// draws stays, built again once a sublayer changes, and its texture kept
/// while the layer rests untransformed or faded out.
final class RasterizedPictureCacheTests: XCTestCase {
    private let builder = DrawListBuilder()
    private let root = solidLayer(Rect(x: 0, y: 0, width: 200, height: 100), .white)
    private let menu = solidLayer(Rect(x: 0, y: 0, width: 80, height: 100), .yellow)
    private let row = solidLayer(Rect(x: 0, y: 0, width: 80, height: 20), .red)

    override func setUp() {
        menu.shouldRasterize = true
        menu.addSublayer(row)
        root.addSublayer(menu)
        turn(by: 0.5)
    }

    private func turn(by angle: Double) {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 1000
        menu.transform = perspective.rotated(by: angle, x: 0, y: 1, z: 0)
        menu.opacity = 1 - angle
    }

    private func build() -> DrawList {
        var list = DrawList()
        builder.build(root, viewSize: Size(width: 200, height: 100), scale: 1, into: &list)
        return list
    }

    /// The id of the picture the list shows turned, and the picture.
    private func shownPicture(in list: DrawList) throws -> (id: Int, picture: DrawList) {
        let quad = try XCTUnwrap(list.commands.last)
        var shownID: Int?
        if case .texture(let key, _, _) = quad.fill, case .snapshot(let id) = key.contents { shownID = id }
        let id = try XCTUnwrap(shownID, "the menu is shown as a picture")
        return (id, try XCTUnwrap(list.rasterized[id]))
    }

    private func pictureKeys(in list: DrawList) -> [ContentKey] {
        list.referencedContents.filter { if case .snapshot = $0.contents { true } else { false } }
    }

    func testThePictureIsKeptWhileOnlyTheMenuTurns() throws {
        let first = try shownPicture(in: build())
        turn(by: 0.8)
        let second = try shownPicture(in: build())
        XCTAssertEqual(second.id, first.id)
        XCTAssertEqual(second.picture.commands, first.picture.commands)
    }

    func testAChangedRowIsDrawnIntoANewPicture() throws {
        let first = try shownPicture(in: build())
        row.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let second = try shownPicture(in: build())
        XCTAssertNotEqual(second.id, first.id)
        XCTAssertEqual(second.picture.commands.last?.fill, .solid(SIMD4(0, 0, 1, 1)), "the row is blue in the new picture")
        row.position = Point(x: 0, y: 40)
        XCTAssertNotEqual(try shownPicture(in: build()).id, second.id, "a row moved inside the menu")
    }

    func testThePicturesTextureIsKeptWhileTheMenuRestsOrIsFadedOut() throws {
        let shown = try shownPicture(in: build())
        for angle in [0.0, 1.0] {
            turn(by: angle)
            let keys = pictureKeys(in: build())
            XCTAssertEqual(keys.count, 1, "angle \(angle): the picture's texture stays")
            XCTAssertEqual(keys.first?.contents, .snapshot(id: shown.id))
        }
        row.backgroundColor = .gray
        XCTAssertEqual(pictureKeys(in: build()), [], "a picture that no longer holds is let go of")
    }
}
