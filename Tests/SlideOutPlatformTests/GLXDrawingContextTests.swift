import CEpoxy
import CX11
import Glibc
import XCTest
@testable import SlideOutPlatform

/// The X11 context made before GLFW starts: prepared on a thread of its own
/// with no drawable, then current on this thread in a window's surface, which
/// draws. On the X server of $DISPLAY (Xvfb in the test script).
final class GLXDrawingContextTests: XCTestCase {
    func testPreparationRunsOnItsOwnThreadAndTheSurfaceThenDrawsHere() throws {
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty,
              let display = XOpenDisplay(nil) else {
            throw Requirement.missing("needs an X server (DISPLAY)")
        }
        defer { XCloseDisplay(display) }
        let drawing = try XCTUnwrap(SoftwareRasterizerThreads.preferDrawingThread { GLXDrawingContext() })
        let caller = pthread_self()
        var runs = 0
        var ranElsewhere = false
        var version: Int32 = 0
        var drewWithoutDrawable = false
        drawing.startPreparing {
            runs += 1
            ranElsewhere = pthread_equal(pthread_self(), caller) == 0
            version = sgl_version()
            // A framebuffer object of its own takes draws: no window is there yet.
            let texture = sgl_gen_texture()
            let framebuffer = sgl_render_target(texture, 4, 4, 0)
            if framebuffer != 0 {
                sgl_clear_color(0, 0, 1, 1)
                sgl_clear(GLbitfield(GL_COLOR_BUFFER_BIT))
                var pixel = [UInt8](repeating: 0, count: 64)
                pixel.withUnsafeMutableBytes { sgl_read_bgra(4, 4, $0.baseAddress) }
                drewWithoutDrawable = Array(pixel[0..<4]) == [255, 0, 0, 255]
                sgl_end_render_target(0)
                sgl_delete_framebuffer(framebuffer)
            }
            sgl_delete_texture(texture)
        }
        XCTAssertTrue(drawing.waitForPreparation(), "GLX made the context current with no drawable")
        XCTAssertTrue(drawing.waitForPreparation(), "asked again: the same answer, nothing run again")
        XCTAssertEqual(runs, 1)
        XCTAssertTrue(ranElsewhere, "prepared on a thread of its own")
        XCTAssertGreaterThanOrEqual(version, 33, "an OpenGL 3.3 context was current while preparing")
        XCTAssertTrue(drewWithoutDrawable, "the prepared context drew into its framebuffer object")

        let parent = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 64, 48, 0, 0, 0)
        XMapWindow(display, parent)
        XSync(display, 0)
        var surface = GLXSurface(parent: parent, width: 64, height: 48, drawing: drawing)
        defer {
            surface = nil  // its child window first, then the parent
            XDestroyWindow(display, parent)
            XSync(display, 0)
        }
        guard surface != nil else { return XCTFail("no surface in the window") }
        sgl_viewport(0, 0, 64, 48)
        sgl_clear_color(1, 0, 0, 1)
        sgl_clear(GLbitfield(GL_COLOR_BUFFER_BIT))
        var pixels = [UInt8](repeating: 0, count: 64 * 48 * 4)
        pixels.withUnsafeMutableBytes { sgl_read_bgra(64, 48, $0.baseAddress) }
        XCTAssertEqual(Array(pixels[0..<4]), [0, 0, 255, 255], "the context is current here, drawing the window")
        let renderer = sgl_string(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        if renderer.hasPrefix("llvmpipe") { XCTAssertEqual(surface?.presentationPath, .glxCopySubBuffer) }
    }

    func testAContextDroppedWhilePreparingWaitsForThePreparation() throws {
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty else {
            throw Requirement.missing("needs an X server (DISPLAY)")
        }
        var drawing: GLXDrawingContext? = try XCTUnwrap(SoftwareRasterizerThreads.preferDrawingThread { GLXDrawingContext() })
        let started = DispatchSemaphore(value: 0)
        var ended = false
        drawing?.startPreparing {
            started.signal()
            // Still drawing with the context while its owner lets it go (a window that failed to open).
            usleep(100_000)
            sgl_clear(GLbitfield(GL_COLOR_BUFFER_BIT))
            ended = true
        }
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success, "the preparation started")
        drawing = nil
        XCTAssertTrue(ended, "the context and its connection were given back only once the preparation ended")
    }
}
