import CEpoxy
import Foundation
import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest
@testable import SlideOutApp

/// A GPU's swap chain hands a frame a buffer holding an older frame (its
/// age): every frame of each style's toggle, drawn into the buffers of a
/// chain of 2, 3 or 4 (ages 0 at first, then 2, 3 or 4) over what they
/// held, must equal the same frame drawn whole. Framebuffer objects stand
/// in for the chain's buffers; the whole frames are a second renderer's,
/// of a second screen moved in step. In process, on a hidden X11 window.
final class BufferAgeFrameTests: XCTestCase {
    private let size = Size(width: 320, height: 240)

    /// A framebuffer object and its texture, `size` pixels.
    private struct Target {
        let texture: GLuint
        let framebuffer: GLuint

        init?(width: Int, height: Int, restoring window: GLuint) {
            texture = sgl_gen_texture()
            framebuffer = sgl_render_target(texture, GLsizei(width), GLsizei(height), window)
            guard framebuffer != 0 else { return nil }
        }

        func delete() {
            sgl_delete_framebuffer(framebuffer)
            sgl_delete_texture(texture)
        }
    }

    /// Opens and closes `styleName`'s screen with frames drawn into a chain
    /// of `chainLength` buffers, comparing each with the frame drawn whole;
    /// returns the frames compared and the share of pixels drawn.
    private func compare(_ styleName: Options.StyleName, chainLength: Int) throws -> (frames: Int, share: Double) {
        let window = sgl_bound_framebuffer()
        let (width, height) = (Int(size.width), Int(size.height))
        let targets = (0...chainLength).compactMap { _ in Target(width: width, height: height, restoring: window) }
        defer {
            sgl_end_render_target(window)
            targets.forEach { $0.delete() }
        }
        XCTAssertEqual(targets.count, chainLength + 1, "framebuffer objects")
        let reference = targets[chainLength], chain = targets.prefix(chainLength)
        // Two screens in step: one drawn over older frames, one drawn whole.
        let clocks = [AnimationClock(), AnimationClock()]
        let screens = clocks.map { SlideOutCommand.screenType(for: styleName).init(clock: $0, measurer: PangoTextMeasurer()) }
        for screen in screens {
            screen.style.layout(in: size)
            screen.layout(in: size)
        }
        let partial = try FrameRenderer(), whole = try FrameRenderer()
        var lastPresented = [Int?](repeating: nil, count: chainLength)
        var presented = 0, drawnPixels = 0
        var time = 0.0
        for step in 0..<2 * 60 {
            if step % 60 == 0 { screens.forEach { $0.style.reveal.toggle() } }
            time += 1.0 / 60
            clocks.forEach { $0.advance(to: time) }
            let index = presented % chainLength
            sgl_end_render_target(chain[index].framebuffer)
            let age = lastPresented[index].map { presented - $0 } ?? 0
            guard let changed = partial.draw(screens[0].style, viewSize: size, scale: 1, repaint: false,
                                             bufferAge: age) else { continue }
            lastPresented[index] = presented
            presented += 1
            drawnPixels += age == 0 ? width * height : changed.area
            var drawn = partial.backend.readPixels(width: width, height: height)
            sgl_end_render_target(reference.framebuffer)
            whole.draw(screens[1].style, viewSize: size, scale: 1, repaint: true)
            var expected = whole.backend.readPixels(width: width, height: height)
            let name = "\(styleName)-chain\(chainLength)-frame\(presented)"
            if let difference = FrameComparison.firstDifference(&drawn, &expected, width: width, height: height,
                                                                pictures: ("aged-\(name)", "whole-\(name)")) {
                XCTFail("\(styleName): frame \(presented) into a buffer of age \(age) differs at "
                        + "(\(difference.x), \(difference.y)); pictures in \(difference.folder)")
                break
            }
        }
        return (presented, Double(drawnPixels) / Double(max(presented, 1) * width * height))
    }

    func testFramesDrawnOverOlderBuffersEqualTheFramesDrawnWhole() throws {
        try TestEnvironment.requireX11Display("draws on an X11 window")
        let window = try Window(title: "buffer ages", size: size, visible: false, forcedScale: 1, platform: .x11)
        for chainLength in 2...4 {
            for style in Options.StyleName.allCases {
                let (frames, share) = try compare(style, chainLength: chainLength)
                XCTAssertGreaterThan(frames, 2 * chainLength + 10, "\(style) animated over the chain")
                if style == .sidebar3d {
                    // Its turning menu and sliding detail leave much of the window as it was.
                    XCTAssertLessThan(share, 0.9, "sidebar3d, chain of \(chainLength): only what changed is drawn")
                }
            }
        }
        XCTAssertTrue(window.makeContextCurrent())
    }
}
