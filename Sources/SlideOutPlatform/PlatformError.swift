/// Why no window could be had; `SlideOutError` is what a host sees of it.
package enum PlatformError: Error {
    /// No window system to connect to; why.
    case noDisplay(String)
    /// No OpenGL 3.3 core context; GLFW's reason.
    case noGLContext(String)
    /// GLFW's build for the requested window system cannot be had: why, and how to get it.
    case glfwBuildMissing(platform: DisplayPlatform, reason: String, hint: String)
}
