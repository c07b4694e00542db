import XCTest
@testable import SlideOutCore

/// What a plane tells its compositor anew from one frame to the next.
final class PlaneFrameTests: XCTestCase {
    private func frame(originX: Int = 0, width: Int = 30, visibleWidth: Int? = nil,
                       opaque: PixelRect = PixelRect(width: 0, height: 0)) -> PlaneFrame {
        var frame = PlaneFrame(width: width, height: 30, originX: originX, originY: 7,
                               pixels: .drawn(changed: PixelRegion()), opaque: opaque)
        if let visibleWidth { frame.visible = PixelRect(width: visibleWidth, height: 30) }
        return frame
    }

    func testAFirstFrameSendsEverything() {
        XCTAssertEqual(frame().placementChanges(since: nil), [.crop, .position, .opaque])
    }

    func testAPlaneThatOnlyMovesSendsItsPositionAlone() {
        XCTAssertEqual(frame(originX: 25).placementChanges(since: frame(originX: 21)), [.position])
        XCTAssertEqual(frame(originX: 25).placementChanges(since: frame(originX: 25)), [])
        XCTAssertTrue(frame(originX: 25).isPlaced(like: frame(originX: 25)))
        XCTAssertFalse(frame(originX: 25).isPlaced(like: frame(originX: 21)))
    }

    func testANewOpaquePartAloneSendsIt() {
        let opaque = PixelRect(width: 30, height: 30)
        XCTAssertEqual(frame(opaque: opaque).placementChanges(since: frame()), [.opaque])
    }

    func testANewCropSendsEverythingItPlaces() {
        let shown = frame(width: 1280, visibleWidth: 1271)
        XCTAssertEqual(frame(width: 1280, visibleWidth: 1267).placementChanges(since: shown),
                       [.crop, .position, .opaque])
        var uniform = shown
        uniform.pixels = .uniform(SIMD4(0, 0, 0, 0.5))
        XCTAssertEqual(uniform.placementChanges(since: shown), [.crop, .position, .opaque])
    }
}
