import CGLFW
import SlideOutCore
import SlideOutPlatform
import XCTest

/// What an own-loop host's GLFW callbacks become: the styles' keys by their
/// cases, every other key by a name no window system owns, the modifiers
/// and buttons GLFW reports.
final class GLFWInputEventTests: XCTestCase {
    private func key(_ code: Int32, action: Int32 = GLFW_PRESS, mods: Int32 = 0) -> InputEvent.Kind {
        InputEvent.Kind(glfwKey: code, action: action, mods: mods)
    }

    func testTheStylesKeysHaveTheirCases() {
        XCTAssertEqual(key(GLFW_KEY_ESCAPE), .key(.escape, pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_KP_ENTER), .key(.enter, pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_KP_7), .key(.digit(7), pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_M, mods: GLFW_MOD_CONTROL | GLFW_MOD_SHIFT),
                       .key(.m, pressed: true, modifiers: [.control, .shift]))
    }

    func testOtherKeysArriveByName() {
        XCTAssertEqual(key(GLFW_KEY_A), .key(.named("a"), pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_SLASH), .key(.named("/"), pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_F1), .key(.named("f1"), pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_F25), .key(.named("f25"), pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_PAGE_UP), .key(.named("pageup"), pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_WORLD_1), .key(.named("unknown"), pressed: true, modifiers: []))
    }

    func testARepeatIsAPressAndAReleaseIsNot() {
        XCTAssertEqual(key(GLFW_KEY_DOWN, action: GLFW_REPEAT), .key(.down, pressed: true, modifiers: []))
        XCTAssertEqual(key(GLFW_KEY_DOWN, action: GLFW_RELEASE), .key(.down, pressed: false, modifiers: []))
    }

    func testButtons() {
        XCTAssertEqual(InputEvent.Kind(glfwButton: GLFW_MOUSE_BUTTON_LEFT, action: GLFW_PRESS),
                       .button(.primary, pressed: true))
        XCTAssertEqual(InputEvent.Kind(glfwButton: GLFW_MOUSE_BUTTON_RIGHT, action: GLFW_RELEASE),
                       .button(.secondary, pressed: false))
        XCTAssertEqual(InputEvent.Kind(glfwButton: GLFW_MOUSE_BUTTON_5, action: GLFW_PRESS),
                       .button(.other(4), pressed: true))
    }
}
