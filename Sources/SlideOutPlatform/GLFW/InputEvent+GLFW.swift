import CGLFW
import SlideOutCore

// GLFW's callback values as input events, for a host that owns its GLFW
// window and passes its input on to a `MenuOverlay` from its own callbacks.

extension InputEvent.Kind {
    /// What GLFW's key callback reports (`key`, `action`, `mods`, as
    /// `GLFW_KEY_ESCAPE`, `GLFW_PRESS`, `GLFW_MOD_CONTROL`): a key down (a
    /// repeat too) or up, with the modifiers held. Keys no style reacts to
    /// arrive as `Key.named`.
    package init(glfwKey key: Int32, action: Int32, mods: Int32) {
        self = .key(KeyMapping.key(key), pressed: action != GLFW_RELEASE, modifiers: KeyMapping.modifiers(mods))
    }

    /// What GLFW's mouse button callback reports (`button`, `action`, as
    /// `GLFW_MOUSE_BUTTON_LEFT`, `GLFW_PRESS`): a button down or up.
    package init(glfwButton button: Int32, action: Int32) {
        self = .button(KeyMapping.button(button), pressed: action == GLFW_PRESS)
    }
}
