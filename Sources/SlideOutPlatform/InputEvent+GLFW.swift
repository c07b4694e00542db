import CGLFW
import SlideOutCore

// GLFW's codes as input values, for a host that owns its GLFW window and
// builds `InputEvent`s in its own callbacks, as `Window` does.

extension Key {
    /// The key GLFW names `code` (`GLFW_KEY_ESCAPE`, ...); `.other(code)` when no style reacts to it.
    public init(glfwKey code: Int32) {
        self = KeyMapping.key(code)
    }
}

extension KeyModifiers {
    /// The modifiers held in GLFW's `mods` bits (`GLFW_MOD_SHIFT`, ...).
    public init(glfwMods bits: Int32) {
        self = KeyMapping.modifiers(bits)
    }
}

extension PointerButton {
    /// The button GLFW names `code` (`GLFW_MOUSE_BUTTON_LEFT`, ...).
    public init(glfwButton code: Int32) {
        self = KeyMapping.button(code)
    }
}
