import CGLFW

// The GLFW functions SlideOut calls, under GLFW's own names: each forwards to
// the function of the library `PlatformLaunch.prepare` chose (`LoadedGLFW`),
// resolved on first use. A module's own declarations shadow imported ones,
// so `glfwInit()` in this module is this, never the C symbol: SlideOut
// links no GLFW. A function used here for the first time must be added (the
// link fails until it is).

/// GLFW's `int*` and `float*` out-parameters, its `const char*`, and its
/// `GLFWwindow*`, `GLFWmonitor*` and `GLFWcursor*`.
typealias GLFWIntPointer = UnsafeMutablePointer<Int32>?
typealias GLFWFloatPointer = UnsafeMutablePointer<Float>?
typealias GLFWString = UnsafePointer<CChar>?
typealias GLFWHandle = OpaquePointer?

/// The chosen library's functions, each resolved once on first call.
private enum GLFWFunctions {
    static let glfwCreateCursor: @convention(c) (UnsafePointer<GLFWimage>?, Int32, Int32) -> GLFWHandle =
        LoadedGLFW.function("glfwCreateCursor")
    static let glfwCreateStandardCursor: @convention(c) (Int32) -> GLFWHandle =
        LoadedGLFW.function("glfwCreateStandardCursor")
    static let glfwCreateWindow: @convention(c) (Int32, Int32, GLFWString, GLFWHandle, GLFWHandle) -> GLFWHandle =
        LoadedGLFW.function("glfwCreateWindow")
    static let glfwDefaultWindowHints: @convention(c) () -> Void = LoadedGLFW.function("glfwDefaultWindowHints")
    static let glfwDestroyWindow: @convention(c) (GLFWHandle) -> Void = LoadedGLFW.function("glfwDestroyWindow")
    static let glfwGetFramebufferSize: @convention(c) (GLFWHandle, GLFWIntPointer, GLFWIntPointer) -> Void =
        LoadedGLFW.function("glfwGetFramebufferSize")
    static let glfwGetMonitorContentScale: @convention(c) (GLFWHandle, GLFWFloatPointer, GLFWFloatPointer) -> Void =
        LoadedGLFW.function("glfwGetMonitorContentScale")
    static let glfwGetPrimaryMonitor: @convention(c) () -> GLFWHandle = LoadedGLFW.function("glfwGetPrimaryMonitor")
    static let glfwGetTime: @convention(c) () -> Double = LoadedGLFW.function("glfwGetTime")
    static let glfwGetVersion: @convention(c) (GLFWIntPointer, GLFWIntPointer, GLFWIntPointer) -> Void =
        LoadedGLFW.function("glfwGetVersion")
    static let glfwGetVersionString: @convention(c) () -> GLFWString = LoadedGLFW.function("glfwGetVersionString")
    static let glfwGetVideoMode: @convention(c) (GLFWHandle) -> UnsafePointer<GLFWvidmode>? =
        LoadedGLFW.function("glfwGetVideoMode")
    static let glfwGetWindowAttrib: @convention(c) (GLFWHandle, Int32) -> Int32 = LoadedGLFW.function("glfwGetWindowAttrib")
    static let glfwGetWindowContentScale: @convention(c) (GLFWHandle, GLFWFloatPointer, GLFWFloatPointer) -> Void =
        LoadedGLFW.function("glfwGetWindowContentScale")
    static let glfwGetWindowMonitor: @convention(c) (GLFWHandle) -> GLFWHandle = LoadedGLFW.function("glfwGetWindowMonitor")
    static let glfwGetWindowPos: @convention(c) (GLFWHandle, GLFWIntPointer, GLFWIntPointer) -> Void =
        LoadedGLFW.function("glfwGetWindowPos")
    static let glfwGetWindowSize: @convention(c) (GLFWHandle, GLFWIntPointer, GLFWIntPointer) -> Void =
        LoadedGLFW.function("glfwGetWindowSize")
    static let glfwGetWindowUserPointer: @convention(c) (GLFWHandle) -> UnsafeMutableRawPointer? =
        LoadedGLFW.function("glfwGetWindowUserPointer")
    static let glfwInit: @convention(c) () -> Int32 = LoadedGLFW.function("glfwInit")
    static let glfwInitHint: @convention(c) (Int32, Int32) -> Void = LoadedGLFW.function("glfwInitHint")
    static let glfwMakeContextCurrent: @convention(c) (GLFWHandle) -> Void = LoadedGLFW.function("glfwMakeContextCurrent")
    static let glfwPollEvents: @convention(c) () -> Void = LoadedGLFW.function("glfwPollEvents")
    static let glfwPostEmptyEvent: @convention(c) () -> Void = LoadedGLFW.function("glfwPostEmptyEvent")
    static let glfwSetCursor: @convention(c) (GLFWHandle, GLFWHandle) -> Void = LoadedGLFW.function("glfwSetCursor")
    static let glfwSetCursorPosCallback: @convention(c) (GLFWHandle, GLFWcursorposfun?) -> GLFWcursorposfun? =
        LoadedGLFW.function("glfwSetCursorPosCallback")
    static let glfwSetErrorCallback: @convention(c) (GLFWerrorfun?) -> GLFWerrorfun? =
        LoadedGLFW.function("glfwSetErrorCallback")
    static let glfwSetFramebufferSizeCallback: @convention(c) (GLFWHandle, GLFWframebuffersizefun?) -> GLFWframebuffersizefun? =
        LoadedGLFW.function("glfwSetFramebufferSizeCallback")
    static let glfwSetInputMode: @convention(c) (GLFWHandle, Int32, Int32) -> Void = LoadedGLFW.function("glfwSetInputMode")
    static let glfwSetKeyCallback: @convention(c) (GLFWHandle, GLFWkeyfun?) -> GLFWkeyfun? =
        LoadedGLFW.function("glfwSetKeyCallback")
    static let glfwSetMouseButtonCallback: @convention(c) (GLFWHandle, GLFWmousebuttonfun?) -> GLFWmousebuttonfun? =
        LoadedGLFW.function("glfwSetMouseButtonCallback")
    static let glfwSetScrollCallback: @convention(c) (GLFWHandle, GLFWscrollfun?) -> GLFWscrollfun? =
        LoadedGLFW.function("glfwSetScrollCallback")
    static let glfwSetWindowFocusCallback: @convention(c) (GLFWHandle, GLFWwindowfocusfun?) -> GLFWwindowfocusfun? =
        LoadedGLFW.function("glfwSetWindowFocusCallback")
    static let glfwSetWindowIcon: @convention(c) (GLFWHandle, Int32, UnsafePointer<GLFWimage>?) -> Void =
        LoadedGLFW.function("glfwSetWindowIcon")
    static let glfwSetWindowPosCallback: @convention(c) (GLFWHandle, GLFWwindowposfun?) -> GLFWwindowposfun? =
        LoadedGLFW.function("glfwSetWindowPosCallback")
    static let glfwSetWindowRefreshCallback: @convention(c) (GLFWHandle, GLFWwindowrefreshfun?) -> GLFWwindowrefreshfun? =
        LoadedGLFW.function("glfwSetWindowRefreshCallback")
    static let glfwSetWindowSize: @convention(c) (GLFWHandle, Int32, Int32) -> Void =
        LoadedGLFW.function("glfwSetWindowSize")
    static let glfwSetWindowSizeCallback: @convention(c) (GLFWHandle, GLFWwindowsizefun?) -> GLFWwindowsizefun? =
        LoadedGLFW.function("glfwSetWindowSizeCallback")
    static let glfwSetWindowSizeLimits: @convention(c) (GLFWHandle, Int32, Int32, Int32, Int32) -> Void =
        LoadedGLFW.function("glfwSetWindowSizeLimits")
    static let glfwSetWindowTitle: @convention(c) (GLFWHandle, GLFWString) -> Void = LoadedGLFW.function("glfwSetWindowTitle")
    static let glfwSetWindowUserPointer: @convention(c) (GLFWHandle, UnsafeMutableRawPointer?) -> Void =
        LoadedGLFW.function("glfwSetWindowUserPointer")
    static let glfwSwapBuffers: @convention(c) (GLFWHandle) -> Void = LoadedGLFW.function("glfwSwapBuffers")
    static let glfwSwapInterval: @convention(c) (Int32) -> Void = LoadedGLFW.function("glfwSwapInterval")
    static let glfwWaitEvents: @convention(c) () -> Void = LoadedGLFW.function("glfwWaitEvents")
    static let glfwWaitEventsTimeout: @convention(c) (Double) -> Void = LoadedGLFW.function("glfwWaitEventsTimeout")
    static let glfwWindowHint: @convention(c) (Int32, Int32) -> Void = LoadedGLFW.function("glfwWindowHint")
    static let glfwWindowHintString: @convention(c) (Int32, GLFWString) -> Void =
        LoadedGLFW.function("glfwWindowHintString")
    static let glfwWindowShouldClose: @convention(c) (GLFWHandle) -> Int32 = LoadedGLFW.function("glfwWindowShouldClose")
}

func glfwCreateCursor(_ image: UnsafePointer<GLFWimage>?, _ xhot: Int32, _ yhot: Int32) -> GLFWHandle {
    GLFWFunctions.glfwCreateCursor(image, xhot, yhot)
}
func glfwCreateStandardCursor(_ shape: Int32) -> GLFWHandle { GLFWFunctions.glfwCreateStandardCursor(shape) }
func glfwCreateWindow(_ width: Int32, _ height: Int32, _ title: GLFWString, _ monitor: GLFWHandle, _ share: GLFWHandle) -> GLFWHandle {
    GLFWFunctions.glfwCreateWindow(width, height, title, monitor, share)
}
func glfwDefaultWindowHints() { GLFWFunctions.glfwDefaultWindowHints() }
func glfwDestroyWindow(_ window: GLFWHandle) { GLFWFunctions.glfwDestroyWindow(window) }
func glfwGetFramebufferSize(_ window: GLFWHandle, _ width: GLFWIntPointer, _ height: GLFWIntPointer) {
    GLFWFunctions.glfwGetFramebufferSize(window, width, height)
}
func glfwGetMonitorContentScale(_ monitor: GLFWHandle, _ xscale: GLFWFloatPointer, _ yscale: GLFWFloatPointer) {
    GLFWFunctions.glfwGetMonitorContentScale(monitor, xscale, yscale)
}
func glfwGetPrimaryMonitor() -> GLFWHandle { GLFWFunctions.glfwGetPrimaryMonitor() }
func glfwGetTime() -> Double { GLFWFunctions.glfwGetTime() }
func glfwGetVersion(_ major: GLFWIntPointer, _ minor: GLFWIntPointer, _ rev: GLFWIntPointer) {
    GLFWFunctions.glfwGetVersion(major, minor, rev)
}
func glfwGetVersionString() -> GLFWString { GLFWFunctions.glfwGetVersionString() }
func glfwGetVideoMode(_ monitor: GLFWHandle) -> UnsafePointer<GLFWvidmode>? { GLFWFunctions.glfwGetVideoMode(monitor) }
func glfwGetWindowAttrib(_ window: GLFWHandle, _ attrib: Int32) -> Int32 {
    GLFWFunctions.glfwGetWindowAttrib(window, attrib)
}
func glfwGetWindowContentScale(_ window: GLFWHandle, _ xscale: GLFWFloatPointer, _ yscale: GLFWFloatPointer) {
    GLFWFunctions.glfwGetWindowContentScale(window, xscale, yscale)
}
func glfwGetWindowMonitor(_ window: GLFWHandle) -> GLFWHandle { GLFWFunctions.glfwGetWindowMonitor(window) }
func glfwGetWindowPos(_ window: GLFWHandle, _ xpos: GLFWIntPointer, _ ypos: GLFWIntPointer) {
    GLFWFunctions.glfwGetWindowPos(window, xpos, ypos)
}
func glfwGetWindowSize(_ window: GLFWHandle, _ width: GLFWIntPointer, _ height: GLFWIntPointer) {
    GLFWFunctions.glfwGetWindowSize(window, width, height)
}
func glfwGetWindowUserPointer(_ window: GLFWHandle) -> UnsafeMutableRawPointer? {
    GLFWFunctions.glfwGetWindowUserPointer(window)
}
func glfwInit() -> Int32 { GLFWFunctions.glfwInit() }
func glfwInitHint(_ hint: Int32, _ value: Int32) { GLFWFunctions.glfwInitHint(hint, value) }
func glfwMakeContextCurrent(_ window: GLFWHandle) { GLFWFunctions.glfwMakeContextCurrent(window) }
func glfwPollEvents() { GLFWFunctions.glfwPollEvents() }
func glfwPostEmptyEvent() { GLFWFunctions.glfwPostEmptyEvent() }
func glfwSetCursor(_ window: GLFWHandle, _ cursor: GLFWHandle) { GLFWFunctions.glfwSetCursor(window, cursor) }
@discardableResult func glfwSetCursorPosCallback(_ window: GLFWHandle, _ callback: GLFWcursorposfun?) -> GLFWcursorposfun? {
    GLFWFunctions.glfwSetCursorPosCallback(window, callback)
}
@discardableResult func glfwSetErrorCallback(_ callback: GLFWerrorfun?) -> GLFWerrorfun? {
    GLFWFunctions.glfwSetErrorCallback(callback)
}
@discardableResult func glfwSetFramebufferSizeCallback(_ window: GLFWHandle, _ callback: GLFWframebuffersizefun?) -> GLFWframebuffersizefun? {
    GLFWFunctions.glfwSetFramebufferSizeCallback(window, callback)
}
func glfwSetInputMode(_ window: GLFWHandle, _ mode: Int32, _ value: Int32) {
    GLFWFunctions.glfwSetInputMode(window, mode, value)
}
@discardableResult func glfwSetKeyCallback(_ window: GLFWHandle, _ callback: GLFWkeyfun?) -> GLFWkeyfun? {
    GLFWFunctions.glfwSetKeyCallback(window, callback)
}
@discardableResult func glfwSetMouseButtonCallback(_ window: GLFWHandle, _ callback: GLFWmousebuttonfun?) -> GLFWmousebuttonfun? {
    GLFWFunctions.glfwSetMouseButtonCallback(window, callback)
}
@discardableResult func glfwSetScrollCallback(_ window: GLFWHandle, _ callback: GLFWscrollfun?) -> GLFWscrollfun? {
    GLFWFunctions.glfwSetScrollCallback(window, callback)
}
@discardableResult func glfwSetWindowFocusCallback(_ window: GLFWHandle, _ callback: GLFWwindowfocusfun?) -> GLFWwindowfocusfun? {
    GLFWFunctions.glfwSetWindowFocusCallback(window, callback)
}
func glfwSetWindowIcon(_ window: GLFWHandle, _ count: Int32, _ images: UnsafePointer<GLFWimage>?) {
    GLFWFunctions.glfwSetWindowIcon(window, count, images)
}
@discardableResult func glfwSetWindowPosCallback(_ window: GLFWHandle, _ callback: GLFWwindowposfun?) -> GLFWwindowposfun? {
    GLFWFunctions.glfwSetWindowPosCallback(window, callback)
}
@discardableResult func glfwSetWindowRefreshCallback(_ window: GLFWHandle, _ callback: GLFWwindowrefreshfun?) -> GLFWwindowrefreshfun? {
    GLFWFunctions.glfwSetWindowRefreshCallback(window, callback)
}
func glfwSetWindowSize(_ window: GLFWHandle, _ width: Int32, _ height: Int32) {
    GLFWFunctions.glfwSetWindowSize(window, width, height)
}
@discardableResult func glfwSetWindowSizeCallback(_ window: GLFWHandle, _ callback: GLFWwindowsizefun?) -> GLFWwindowsizefun? {
    GLFWFunctions.glfwSetWindowSizeCallback(window, callback)
}
func glfwSetWindowSizeLimits(_ window: GLFWHandle, _ minwidth: Int32, _ minheight: Int32, _ maxwidth: Int32, _ maxheight: Int32) {
    GLFWFunctions.glfwSetWindowSizeLimits(window, minwidth, minheight, maxwidth, maxheight)
}
func glfwSetWindowTitle(_ window: GLFWHandle, _ title: GLFWString) { GLFWFunctions.glfwSetWindowTitle(window, title) }
func glfwSetWindowUserPointer(_ window: GLFWHandle, _ pointer: UnsafeMutableRawPointer?) {
    GLFWFunctions.glfwSetWindowUserPointer(window, pointer)
}
func glfwSwapBuffers(_ window: GLFWHandle) { GLFWFunctions.glfwSwapBuffers(window) }
func glfwSwapInterval(_ interval: Int32) { GLFWFunctions.glfwSwapInterval(interval) }
func glfwWaitEvents() { GLFWFunctions.glfwWaitEvents() }
func glfwWaitEventsTimeout(_ timeout: Double) { GLFWFunctions.glfwWaitEventsTimeout(timeout) }
func glfwWindowHint(_ hint: Int32, _ value: Int32) { GLFWFunctions.glfwWindowHint(hint, value) }
func glfwWindowHintString(_ hint: Int32, _ value: GLFWString) { GLFWFunctions.glfwWindowHintString(hint, value) }
func glfwWindowShouldClose(_ window: GLFWHandle) -> Int32 { GLFWFunctions.glfwWindowShouldClose(window) }

