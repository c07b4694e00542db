import CGLFW
import SlideOutCore

/// Translates GLFW key codes and modifier bits into the core's `Key` values.
enum KeyMapping {
    /// GLFW's codes of the keys outside `Key`'s own cases, with the names `Key.named` gives them.
    private static let names: [Int32: String] = [
        GLFW_KEY_SPACE: "space", GLFW_KEY_BACKSPACE: "backspace", GLFW_KEY_DELETE: "delete",
        GLFW_KEY_INSERT: "insert", GLFW_KEY_HOME: "home", GLFW_KEY_END: "end", GLFW_KEY_PAGE_UP: "pageup",
        GLFW_KEY_PAGE_DOWN: "pagedown",
    ]


    static func key(_ code: Int32) -> Key {
        switch code {
        case GLFW_KEY_ESCAPE: return .escape
        case GLFW_KEY_F9: return .f9
        case GLFW_KEY_M: return .m
        case GLFW_KEY_UP: return .up
        case GLFW_KEY_DOWN: return .down
        case GLFW_KEY_LEFT: return .left
        case GLFW_KEY_RIGHT: return .right
        case GLFW_KEY_ENTER, GLFW_KEY_KP_ENTER: return .enter
        case GLFW_KEY_TAB: return .tab
        case GLFW_KEY_0...GLFW_KEY_9: return .digit(Int(code - GLFW_KEY_0))
        case GLFW_KEY_KP_0...GLFW_KEY_KP_9: return .digit(Int(code - GLFW_KEY_KP_0))
        case GLFW_KEY_F1...GLFW_KEY_F25: return .named("f\(code - GLFW_KEY_F1 + 1)")
        // The printable keys' codes are their characters on a US keyboard.
        case GLFW_KEY_APOSTROPHE...GLFW_KEY_GRAVE_ACCENT:
            return .named(String(UnicodeScalar(UInt8(code))).lowercased())
        default: return .named(names[code] ?? "unknown")
        }
    }

    static func modifiers(_ bits: Int32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if bits & GLFW_MOD_SHIFT != 0 { modifiers.insert(.shift) }
        if bits & GLFW_MOD_CONTROL != 0 { modifiers.insert(.control) }
        if bits & GLFW_MOD_ALT != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    static func button(_ code: Int32) -> PointerButton {
        switch code {
        case GLFW_MOUSE_BUTTON_LEFT: return .primary
        case GLFW_MOUSE_BUTTON_RIGHT: return .secondary
        case GLFW_MOUSE_BUTTON_MIDDLE: return .middle
        default: return .other(Int(code))
        }
    }
}
