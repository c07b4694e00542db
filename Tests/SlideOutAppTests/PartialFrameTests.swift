import Foundation
import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest
@testable import SlideOutApp

/// A renderer that keeps the last frame draws only the pixels a frame
/// changes: every frame of each style's toggle, drawn over the frame before
/// it, must equal the same frame drawn whole. In process, on a hidden window,
/// read back from the back buffer (nothing is presented between the two).
final class PartialFrameTests: XCTestCase {
    private let size = Size(width: 480, height: 320)

    /// Toggles `style`'s demo screen open and closed at 60 frames a second
    /// and compares each frame drawn partly with the same frame drawn whole;
    /// returns the share of the framebuffer the partial frames drew, and the
    /// most rectangles one frame drew.
    private func drawnShare(of styleName: Options.StyleName) throws -> (share: Double, mostRects: Int) {
        try TestEnvironment.requireX11Display("draws on an X11 window")
        let window = try Window(title: "partial frames", size: size, visible: false, forcedScale: 1, platform: .x11)
        let renderer = try FrameRenderer()
        let clock = AnimationClock()
        let screen = SlideOutCommand.screenType(for: styleName).init(clock: clock, measurer: PangoTextMeasurer())
        let style = screen.style
        style.layout(in: size)
        screen.layout(in: size)
        let (width, height) = (Int(size.width), Int(size.height))
        renderer.draw(style, viewSize: size, scale: 1)

        var drawnPixels = 0, frames = 0, mostRects = 0
        for _ in 0..<2 {
            style.reveal.toggle()
            var time = clock.now
            while !clock.isIdle && frames < 400 {
                time += 1.0 / 60
                clock.advance(to: time)
                guard let drawn = renderer.draw(style, viewSize: size, scale: 1, repaint: false, bufferAge: 1) else {
                    continue
                }
                frames += 1
                drawnPixels += drawn.area
                mostRects = max(mostRects, drawn.rects.count)
                var partial = renderer.backend.readPixels(width: width, height: height)
                renderer.draw(style, viewSize: size, scale: 1, repaint: true)
                var whole = renderer.backend.readPixels(width: width, height: height)
                if let difference = FrameComparison.firstDifference(
                    &partial, &whole, width: width, height: height,
                    pictures: ("partial-\(styleName)-\(frames)", "whole-\(styleName)-\(frames)")) {
                    XCTFail("\(styleName) frame \(frames) drawn over \(drawn) differs at (\(difference.x), "
                            + "\(difference.y)); pictures in \(difference.folder)")
                    return (1, mostRects)
                }
            }
        }
        XCTAssertGreaterThan(frames, 10, "\(styleName) animated")
        _ = window
        return (Double(drawnPixels) / Double(frames * width * height), mostRects)
    }

    func testEveryStylesFramesDrawnPartlyEqualTheFramesDrawnWhole() throws {
        for style in Options.StyleName.allCases {
            let (share, mostRects) = try drawnShare(of: style)
            if style == .panels {
                // The side panel stays put under the sliding screen: its pixels are not drawn again.
                XCTAssertLessThan(share, 0.9, "panels draws only what the sliding screen changes")
            }
            if style == .sidebar3d {
                // The turning menu at the left edge and the detail's title and symbol in the middle.
                XCTAssertGreaterThan(mostRects, 1, "sidebar3d's frames change places apart")
                XCTAssertLessThan(share, 0.6, "sidebar3d draws only what its sliding detail changes")
            }
        }
    }
}
