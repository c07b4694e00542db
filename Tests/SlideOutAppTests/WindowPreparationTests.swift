import CEpoxy
import SlideOutCore
import SlideOutPlatform
import XCTest

/// A window's `prepare`: run once, with an OpenGL 3.3 context current,
/// before the window is returned (on another thread where it is the process's
/// first X11 window, else on this one), and the window then draws with the
/// context it prepared.
final class WindowPreparationTests: XCTestCase {
    func testPrepareRunsOnceWithTheContextCurrentBeforeTheWindowIsReturned() throws {
        try TestEnvironment.requireX11Display("opens an X11 window")
        var runs = 0
        var version: Int32 = 0
        var preparedRenderer = ""
        let window = try Window(title: "prepared", size: Size(width: 64, height: 48), visible: false,
                                forcedScale: 1, platform: .x11) {
            runs += 1
            version = sgl_version()
            preparedRenderer = sgl_string(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        }
        XCTAssertEqual(runs, 1, "prepared once, before the window was returned")
        XCTAssertGreaterThanOrEqual(version, 33)
        XCTAssertEqual(preparedRenderer, window.rendererName, "the context prepared is the window's")
        XCTAssertTrue(window.makeContextCurrent())
        sgl_viewport(0, 0, 64, 48)
        sgl_clear_color(0, 1, 0, 1)
        sgl_clear(GLbitfield(GL_COLOR_BUFFER_BIT))
        var pixel = [UInt8](repeating: 0, count: 4)
        pixel.withUnsafeMutableBytes { sgl_read_bgra(1, 1, $0.baseAddress) }
        XCTAssertEqual(pixel, [0, 255, 0, 255])
        window.close()
    }
}
