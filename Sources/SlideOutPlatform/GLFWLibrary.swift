import CGLFW

/// Process-wide GLFW set-up: initialisation once, and the last error GLFW
/// reported (its callback cannot carry context).
enum GLFWLibrary {
    nonisolated(unsafe) private static var lastError = ""
    nonisolated(unsafe) private static var initialized = false

    /// Initialises GLFW once; throws the display error when it cannot.
    static func initialize() throws(PlatformError) {
        if initialized { return }
        glfwSetErrorCallback { _, description in
            GLFWLibrary.lastError = description.map { String(cString: $0) } ?? "unknown GLFW error"
        }
        guard glfwInit() == GLFW_TRUE else { throw .noDisplay(takeLastError()) }
        initialized = true
    }

    /// The last error GLFW reported, cleared once read.
    static func takeLastError() -> String {
        defer { lastError = "" }
        return lastError.isEmpty ? "unknown GLFW error" : lastError
    }
}
