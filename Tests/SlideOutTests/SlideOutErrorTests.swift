import SlideOut
import SlideOutPlatform
import SlideOutRender
import XCTest

/// What a host catches: each platform, display and renderer error becomes
/// the public case the README documents, with one line that says what to fix.
final class SlideOutErrorTests: XCTestCase {
    func testPlatformErrorsBecomeTheirPublicCases() {
        XCTAssertEqual(SlideOutError(PlatformError.noDisplay("DISPLAY is not set")),
                       .noDisplay(reason: "DISPLAY is not set"))
        XCTAssertEqual(SlideOutError(PlatformError.noGLContext("GLX: no fbconfig")),
                       .noOpenGLContext(reason: "GLX: no fbconfig"))
        XCTAssertEqual(SlideOutError(PlatformError.glfwBuildMissing(platform: .wayland, reason: "not found",
                                                                    hint: "run scripts/glfw-build wayland")),
                       .glfwBuildMissing(platform: "wayland", reason: "not found", hint: "run scripts/glfw-build wayland"))
    }

    func testALostDisplayNamesWhatWasLost() {
        XCTAssertEqual(SlideOutError(DisplayLoss.xServerClosed(display: ":1")),
                       .displayLost(reason: "the X server closed the connection (:1)"))
        XCTAssertEqual(SlideOutError(DisplayLoss.waylandCompositorClosed).description,
                       "the Wayland compositor closed the connection")
    }

    func testRendererErrorsBecomeOpenGLOrShaderCases() {
        XCTAssertEqual(SlideOutError(RenderError.glTooOld(version: "2.1 Mesa")), .openGLTooOld(version: "2.1 Mesa"))
        for error in [RenderError.shaderUnreadable(path: "/tmp/quad.vert"),
                      .shaderCompile(origin: "quad.vert", log: "0:1: error\n0:2: error"),
                      .programLink(log: "varying mismatch")] {
            XCTAssertEqual(SlideOutError(error), .shaderFailed(reason: error.description))
        }
    }

    /// Every description is one line that keeps the reason and, where the
    /// host's user can act, says how.
    func testDescriptionsAreOneLineWithTheReasonAndTheFix() {
        let errors: [SlideOutError] = [
            .noDisplay(reason: "DISPLAY is not set"), .noOpenGLContext(reason: "no fbconfig"),
            .openGLTooOld(version: "2.1 Mesa"),
            .glfwBuildMissing(platform: "wayland", reason: "not found", hint: "run scripts/glfw-build wayland"),
            SlideOutError(RenderError.shaderCompile(origin: "quad.vert", log: "0:1: error\n0:2: error")),
            .displayLost(reason: "the Wayland compositor closed the connection"),
        ]
        for error in errors {
            XCTAssertFalse(error.description.contains("\n"), error.description)
        }
        XCTAssertTrue(errors[0].description.contains("DISPLAY is not set"))
        XCTAssertTrue(errors[0].description.contains("set DISPLAY or WAYLAND_DISPLAY"))
        XCTAssertTrue(errors[1].description.contains("no fbconfig"))
        XCTAssertTrue(errors[2].description.contains("2.1 Mesa"))
        XCTAssertTrue(errors[3].description.contains("not found; run scripts/glfw-build wayland"))
        XCTAssertTrue(errors[4].description.contains("0:1: error | 0:2: error"), errors[4].description)
    }
}
