import SlideOutCore
import SlideOutPlatform

// GLFW's callback values as input events, for a host that owns its GLFW
// window and passes its input on to a `MenuOverlay` from its own callbacks.

extension InputEvent {
    /// What GLFW's key callback reports (`key`, `action`, `mods`, as
    /// `GLFW_KEY_ESCAPE`, `GLFW_PRESS`, `GLFW_MOD_CONTROL`) at `time`
    /// seconds: a key down (a repeat too) or up, with the modifiers held.
    /// Keys no style reacts to arrive as `Key.named`.
    public static func glfwKey(_ key: Int32, action: Int32, mods: Int32, at time: Double) -> InputEvent {
        InputEvent(time: time, kind: Kind(glfwKey: key, action: action, mods: mods))
    }

    /// What GLFW's mouse button callback reports (`button`, `action`, as
    /// `GLFW_MOUSE_BUTTON_LEFT`, `GLFW_PRESS`) at `time` seconds: a button down or up.
    public static func glfwButton(_ button: Int32, action: Int32, at time: Double) -> InputEvent {
        InputEvent(time: time, kind: Kind(glfwButton: button, action: action))
    }
}
