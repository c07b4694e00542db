import SlideOutCore
import XCTest
@testable import SlideOutPlatform

/// The rectangles an `egl-damage` swap names: what changed (y down, as the
/// renderer reports it) with y counted from the framebuffer's bottom, as EGL
/// counts it. No GPU here offers the swap, so the conversion is tested alone.
final class EGLDamageTests: XCTestCase {
    func testRectanglesAreFlippedToEGLsBottomLeftOrigin() {
        var changed = PixelRegion(PixelRect(minX: 10, minY: 0, maxX: 110, maxY: 20))
        changed.add(PixelRect(minX: 0, minY: 580, maxX: 800, maxY: 600))
        XCTAssertEqual(WaylandEGLWindowSurface.damage(changed, framebufferHeight: 600),
                       [10, 580, 100, 20, 0, 0, 800, 20])
    }

    func testTheWholeFramebufferIsOneRectangle() {
        XCTAssertEqual(WaylandEGLWindowSurface.damage(PixelRegion(PixelRect(width: 640, height: 480)),
                                                      framebufferHeight: 480), [0, 0, 640, 480])
    }
}
