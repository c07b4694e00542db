import CEpoxy
import CGLFW
import CX11
import Glibc
import SlideOutCore

/// A GLFW window with a current OpenGL 3.3 core context, measured in points.
///
/// Input arrives through `onEvent` as timestamped `InputEvent`s in points;
/// `onRefresh` asks for a redraw (expose, resize). Events are delivered from
/// inside `waitEvents`/`pollEvents` on the calling thread. `close()` (or
/// dropping it) releases all it holds: connections, threads, the context.
/// Once closed, or once its X server went away, it asks the window system
/// nothing more: what it last knew (size, scale, focus) can still be read.
package final class Window {
    private let handle: OpaquePointer
    /// True once `close()` ran.
    private var isClosed = false
    /// `connectionLoss` as it was when the window closed.
    private var lossWhenClosed: DisplayLoss?
    /// What the window draws into where the platform made the context (a
    /// GLX surface on X11; on Wayland shared-memory buffers with a software
    /// renderer, else an EGL window surface; released before the window is
    /// destroyed); nil where GLFW made it.
    private var surface: (any WindowSurface)?
    private let forcedScale: Double?
    private let cursors: CursorSet
    private var cursorShape = CursorShape.arrow
    /// What the window asks of the window system GLFW talks to.
    private let system: any WindowSystem
    /// The window system's content scale as last read.
    private var contentScale = 1.0
    /// Reads what GLFW does not pass on (see `startInputReader`).
    private var inputReader: (any InputReader)?
    /// The reader while another thread makes it, until the first frame is shown.
    private var pendingInputReader: BackgroundBuild<(any InputReader)?>?
    /// The window's size in screen units (GLFW's window size), kept like `framebufferSize`.
    private var screenSize: (width: Int, height: Int)
    /// Pixels per screen unit the forced scale's pixels were last kept at (see `defersOutputScaleChange`).
    private var forcedPixelsPerScreenUnit = 1.0
    /// The size in screen units that keeps the forced scale's pixels, until
    /// it is applied, and the pixels per screen unit the change left behind.
    private var pendingScreenSize: (width: Int, height: Int, leftPixelsPerScreenUnit: Double)?
    /// The last such resize: the pixels per screen unit it left behind, and when (GLFW's clock).
    private var lastForcedResize: (leftPixelsPerScreenUnit: Double, time: Double)?
    /// Seconds within which a change back to what a forced resize left is
    /// taken for that resize's own doing (the compositor answers in a frame or two).
    private static let forcedResizeEcho = 0.5
    private var refreshRateReading: (hertz: Double, time: Double)?
    /// What `setMinimumSize` last asked for, and at how many framebuffer
    /// pixels per screen unit it was put in screen units.
    private var minimumSize: (size: Size, pixelsPerScreenUnit: Double)?
    /// Receives every input event, in points and seconds since start-up.
    package var onEvent: ((InputEvent) -> Void)?
    /// Called when the window's pixels were lost or its size changed.
    package var onRefresh: (() -> Void)?
    /// How the window's frames reach the screen.
    package let presentationPath: PresentationPath
    /// The `GL_RENDERER` of the context that draws the window's frames
    /// (Mesa's software renderer names itself "llvmpipe (...)").
    package let rendererName: String
    /// Told, in one line, what the window goes without (a cursor shape the theme lacks).
    package var onWarning: ((String) -> Void)? {
        get { cursors.onWarning }
        set { cursors.onWarning = newValue }
    }

    /// Opens a window of `size` points on `platform` (see `PlatformLaunch`).
    /// `forcedScale` overrides the window system's content scale (pixels per point);
    /// `presentation` is how frames reach a Wayland compositor. `prepare`
    /// runs once with the window's context current before the window is
    /// returned: where GLFW starts on X11, on another thread while it starts,
    /// with no drawable (draws into framebuffer objects only; see
    /// `GLXDrawingContext`), elsewhere on this thread.
    package init(title: String, size: Size, visible: Bool, forcedScale: Double?,
                platform: DisplayPlatform, presentation: WaylandPresentation = .planes,
                preparing prepare: (() -> Void)? = nil) throws(PlatformError) {
        // On X11 the context is made before GLFW starts, and `prepare` runs
        // with it while GLFW starts (see `GLXDrawingContext`). Xlib must be
        // told of threads before its first connection, here the context's.
        var drawing: GLXDrawingContext?
        try GLFWLibrary.initialize(for: platform) { starting in
            guard starting == .x11 else { return }
            XInitThreads()
            drawing = SoftwareRasterizerThreads.preferDrawingThread { GLXDrawingContext() }
            if let prepare { drawing?.startPreparing(prepare) }
        }
        glfwDefaultWindowHints()
        glfwWindowHintString(GLFW_X11_CLASS_NAME, "SlideOut")
        glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "slideout")
        let build = GLFWBuild.loaded
        if build.choosesPlatformAtInit { glfwWindowHintString(GLFW_WAYLAND_APP_ID, "slideout") }
        let system = Window.platform.windowSystem(presentation: presentation, build: build, drawing: drawing)
        let forcedScale = forcedScale ?? (visible ? nil : system.unshownWindowScale)
        let cursorless = system.startsCursorless
        if cursorless { glfwWindowHint(GLFW_DECORATED, GLFW_FALSE) }
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
        glfwWindowHint(GLFW_VISIBLE, visible ? GLFW_TRUE : GLFW_FALSE)
        // Layers composite flat: no depth or stencil buffer to allocate or clear.
        glfwWindowHint(GLFW_DEPTH_BITS, 0)
        glfwWindowHint(GLFW_STENCIL_BITS, 0)
        glfwWindowHint(GLFW_SCALE_TO_MONITOR, forcedScale == nil ? GLFW_TRUE : GLFW_FALSE)
        // With a forced scale, ask for the framebuffer size directly (screen
        // units are pixels on X11; corrected below where they are not).
        let requested = forcedScale.map { Size(width: size.width * $0, height: size.height * $0) } ?? size
        // The environment is left alone while `prepare` may run on another
        // thread: the context it prepares was made inside the setting.
        let open = { () throws(PlatformError) in try Window.open(title: title, pixels: requested, system: system) }
        (handle, surface) = try drawing == nil ? SoftwareRasterizerThreads.preferDrawingThread(open) : open()
        self.system = system
        self.forcedScale = forcedScale
        framebufferSize = Window.size(of: handle, measuring: glfwGetFramebufferSize)
        screenSize = Window.size(of: handle, measuring: glfwGetWindowSize)
        self.title = title
        cursors = CursorSet(platform: system.platform, isEnabled: !cursorless)
        if cursorless { glfwSetInputMode(handle, GLFW_CURSOR, GLFW_CURSOR_HIDDEN) }
        if surface == nil {
            glfwMakeContextCurrent(handle)
            glfwSwapInterval(1)
        }
        presentationPath = surface?.presentationPath ?? system.glfwContextPath
        rendererName = sgl_string(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        // Where the context drawing the window is not the one prepared, or it was not prepared, now.
        if surface == nil || drawing?.waitForPreparation() != true { prepare?() }
        glfwSetWindowUserPointer(handle, Unmanaged.passUnretained(self).toOpaque())
        forcedPixelsPerScreenUnit = framebufferPixelsPerScreenUnit
        installCallbacks()
        if forcedScale != nil, framebufferPixelsPerScreenUnit != 1 {
            resizeFramebuffer(to: requested)
        }
        startInputReader()
    }

    deinit {
        close()
    }

    /// Closes the window and releases what it holds: its readers' connections
    /// and threads, its surface and context, GLFW's window. Where the X
    /// server went away, the threads end and the rest is only forgotten:
    /// nothing may touch the dead connection (see `X11ServerLoss`).
    package func close() {
        guard !isClosed else { return }
        lossWhenClosed = connectionLoss
        isClosed = true
        inputReader = nil
        pendingInputReader = nil
        surface = nil
        system.destroyWindow(handle)
    }

    /// Makes the window's OpenGL context current on the calling thread,
    /// drawing into the window (where a host draws, or frees GL objects, for
    /// one of several windows); false, with nothing done, once the window is
    /// closed or its display gone: no GL call may be made for it then.
    @discardableResult
    package func makeContextCurrent() -> Bool {
        guard isLive else { return false }
        if let surface { surface.makeCurrent() } else { glfwMakeContextCurrent(handle) }
        return true
    }

    /// True until the window closes or its display goes away: the window system may be asked.
    private var isLive: Bool { !isClosed && connectionLoss == nil }

    /// Opens GLFW's window of `pixels` (as hinted) with a current context:
    /// GLFW opens it without one, for the platform's own surface and context
    /// (on X11 a `GLXSurface`, quicker to start; on Wayland a context on
    /// GLFW's connection presenting through the app's own buffers or an EGL
    /// window surface), which decides from its own renderer how frames are
    /// presented. Only where that cannot be had is the window opened again
    /// with GLFW's context.
    private static func open(title: String, pixels: Size, system: any WindowSystem)
        throws(PlatformError) -> (OpaquePointer, (any WindowSurface)?) {
        let (width, height) = (Int32(pixels.width.rounded()), Int32(pixels.height.rounded()))
        glfwWindowHint(GLFW_CLIENT_API, GLFW_NO_API)
        if let handle = glfwCreateWindow(width, height, title, nil, nil) {
            let framebuffer = size(of: handle, measuring: glfwGetFramebufferSize)
            if let surface = system.makeSurface(in: handle, width: framebuffer.width, height: framebuffer.height) {
                return (handle, surface)
            }
            glfwDestroyWindow(handle)
        }
        glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_API)
        guard let handle = glfwCreateWindow(width, height, title, nil, nil) else {
            throw .noGLContext(GLFWLibrary.takeLastError())
        }
        return (handle, nil)
    }

    /// Pixels per point: the forced scale, or the window system's content scale.
    package var scale: Double {
        if let forcedScale { return forcedScale }
        guard isLive else { return contentScale }
        var x: Float = 1, y: Float = 1
        glfwGetWindowContentScale(handle, &x, &y)
        contentScale = x > 0 ? Double(x) : 1
        return contentScale
    }

    /// The drawable area's size in pixels, as the window system last reported
    /// it. Kept from GLFW's size callbacks: asking GLFW on X11 is a round trip
    /// to the server, which every frame and every pointer move would pay.
    package private(set) var framebufferSize: (width: Int, height: Int)

    /// The drawable area in points.
    package var pointSize: Size {
        let (width, height) = framebufferSize
        return Size(width: Double(width) / scale, height: Double(height) / scale)
    }

    /// The monitor's refresh rate in Hz (60 where the server does not say),
    /// read at most once a second: on X11 a reading is several round trips
    /// to the server, too dear for every frame.
    package var refreshRate: Double {
        let now = Window.time
        if let reading = refreshRateReading, now - reading.time < 1 { return reading.hertz }
        system.noticeClosedConnection()
        guard isLive else { return refreshRateReading?.hertz ?? 60 }
        var hertz = 60.0
        if let monitor = glfwGetWindowMonitor(handle) ?? glfwGetPrimaryMonitor(),
           let mode = glfwGetVideoMode(monitor), mode.pointee.refreshRate > 0 {
            hertz = Double(mode.pointee.refreshRate)
        }
        refreshRateReading = (hertz, now)
        return hertz
    }

    /// True once the user asked to close the window (the close button, the
    /// window manager, or SIGTERM or SIGINT while `TerminationSignals` watches),
    /// or the window system went away (`connectionLoss`).
    package var shouldClose: Bool {
        isClosed || connectionLoss != nil || glfwWindowShouldClose(handle) == GLFW_TRUE || TerminationSignals.haveArrived
    }

    /// Why the window system went away under the window, once it has (also
    /// once the window is closed): the Wayland compositor or the X server
    /// closed the connection; nil while it holds.
    package var connectionLoss: DisplayLoss? {
        if isClosed { return lossWhenClosed }
        return system.connectionLoss(closeRequested: glfwWindowShouldClose(handle) == GLFW_TRUE)
    }

    /// Seconds on GLFW's monotonic timer.
    package static var time: Double { glfwGetTime() }

    /// The window system GLFW talks to (X11 before the first window opens).
    package static var platform: DisplayPlatform { GLFWLibrary.platform ?? .x11 }

    /// Shows `shape` while the pointer is over the window.
    package func setCursor(_ shape: CursorShape) {
        guard shape != cursorShape, isLive else { return }
        cursorShape = shape
        glfwSetCursor(handle, cursors.cursor(for: shape))
    }

    /// True while the window has the desktop's keyboard focus (kept from
    /// GLFW's focus events: asking the X server would cost a round trip).
    package private(set) var isFocused = false

    /// Where the drawable area's top-left corner is on the screen, in screen
    /// units (pixels on X11); (0, 0) on Wayland, which tells a client nothing
    /// of it. Kept from GLFW's move events.
    package private(set) var screenOrigin = (x: 0, y: 0)

    /// The title the window system shows (task bar, title bar).
    package var title: String = "" {
        didSet { if title != oldValue && isLive { glfwSetWindowTitle(handle, title) } }
    }

    /// Asks the window manager never to make the window smaller than `size`
    /// points (asked again where a forced scale's pixels change the units).
    package func setMinimumSize(_ size: Size) {
        minimumSize = (size, framebufferPixelsPerScreenUnit)
        guard isLive else { return }
        let factor = scale / framebufferPixelsPerScreenUnit
        glfwSetWindowSizeLimits(handle, Int32((size.width * factor).rounded(.up)),
                                Int32((size.height * factor).rounded(.up)), GLFW_DONT_CARE, GLFW_DONT_CARE)
    }

    /// Sets the window's icon from pictures of it at several sizes: each is
    /// non-premultiplied RGBA rows, top row first (the window system picks one).
    package func setIcon(_ images: [(width: Int, height: Int, rgba: [UInt8])]) {
        guard isLive else { return }
        var pixels = images.flatMap(\.rgba)
        pixels.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            var glfwImages = images.map { image in
                defer { offset += image.rgba.count }
                return GLFWimage(width: Int32(image.width), height: Int32(image.height),
                                 pixels: buffer.baseAddress.map { $0 + offset })
            }
            glfwSetWindowIcon(handle, Int32(images.count), &glfwImages)
        }
    }

    /// How many frames back the frame in the buffer drawn into next was
    /// presented (1: the last, where presenting copies only what changed;
    /// N: a swapped buffer that says its age; 0: unknown, as after GLFW's
    /// swap), so a frame draws only the pixels that differ from it. Read
    /// just before each frame is drawn.
    package var bufferAge: Int { isLive ? surface?.bufferAge ?? 0 : 0 }

    /// True when frames may be drawn as planes the compositor composes
    /// (Wayland with a software renderer): `bindPlaneTarget` and `present(_:)` with `PlaneFrame`s.
    package var composesPlanes: Bool { surface?.composesPlanes ?? false }

    /// Makes plane `index`'s framebuffer the one drawn into (plane 0 is the
    /// window's own), `width` x `height` pixels; true when it is new.
    package func bindPlaneTarget(_ index: Int, width: Int, height: Int) -> Bool {
        surface?.bindPlaneTarget(index, width: width, height: height) ?? true
    }

    /// Shows a frame drawn as planes, the window's own first, all at once.
    package func present(_ planes: [PlaneFrame]) {
        guard isLive else { return }
        surface?.present(planes)
        adoptPendingInputReader()
    }

    /// Presents the frame just drawn. `changed` (framebuffer pixels, y down)
    /// holds every pixel that differs from the last frame presented; with
    /// a surface that presents only what changed, only those are copied to the screen.
    /// Pixels beyond the framebuffer (a replay laying the style out larger
    /// than the window) are not presented: the display server refuses them.
    package func present(_ changed: PixelRegion) {
        guard isLive else { return }
        if let surface {
            let whole = PixelRect(width: framebufferSize.width, height: framebufferSize.height)
            surface.present(changed.intersection(whole), framebufferHeight: framebufferSize.height)
        } else {
            glfwSwapBuffers(handle)
        }
        adoptPendingInputReader()
    }

    /// Takes the input reader built in the background once it is ready.
    private func adoptPendingInputReader() {
        guard let pending = pendingInputReader else { return }
        pendingInputReader = nil
        adopt(pending.value)
    }

    /// Blocks until an event arrives, or `timeout` seconds pass (nil: no
    /// limit); returns at once when the connection is lost. The wait is the
    /// window system's (see `X11WindowSystem.waitEvents`).
    package func waitEvents(timeout: Double?) {
        guard isLive else { return }
        system.waitEvents(timeout: timeout)
        drainOtherConnections()
        applyForcedPixels()
    }

    /// Handles the pending window and input events without waiting, then
    /// returns. Nothing is read once the connection is lost: GLFW 3.3 on
    /// Wayland would spin for ever on the events a read left queued before
    /// the failure, and a dead X connection must not be touched.
    package func pollEvents() {
        system.noticeClosedConnection()
        guard isLive else { return }
        glfwPollEvents()
        drainOtherConnections()
        applyForcedPixels()
    }

    /// Reads what came beside GLFW's events: X11's smooth scrolling, and the
    /// surface's own events (X11's exposures, whose pixels are drawn again;
    /// Wayland's buffer releases).
    private func drainOtherConnections() {
        guard isLive else { return }
        inputReader?.drain()
        if isLive, surface?.drainEvents() == true { onRefresh?() }
    }

    /// Reads what GLFW 3.3 does not pass on: the Wayland seat's scroll sources
    /// and stops and its touchscreen, or X11's smooth-scrolling valuators and
    /// touches. A reader made on another thread (X11's) is adopted once the
    /// first frame is shown.
    private func startInputReader() {
        switch system.inputReader(for: handle) {
        case .ready(let reader): adopt(reader)
        case .building(let build): pendingInputReader = build
        case nil: break
        }
    }

    /// Has `reader` report from now on, if it can.
    private func adopt(_ reader: (any InputReader)?) {
        guard let reader, reader.activate() else { return }
        reader.onEvent = { [unowned self] kind in
            switch kind {
            case .pointerMove(let location): send(.pointerMove(points(location.x, location.y)))
            case .touchDown(let id, let location): send(.touchDown(id: id, points(location.x, location.y)))
            case .touchMove(let id, let location): send(.touchMove(id: id, points(location.x, location.y)))
            default: send(kind)
            }
        }
        inputReader = reader
    }

    /// Resizes so the framebuffer gets `pixels`, and waits (up to a second)
    /// for the window system to apply it.
    private func resizeFramebuffer(to pixels: Size) {
        let factor = framebufferPixelsPerScreenUnit
        glfwSetWindowSize(handle, Int32((pixels.width / factor).rounded()), Int32((pixels.height / factor).rounded()))
        let deadline = Window.time + 1
        while Window.time < deadline
                && (framebufferSize.width != Int(pixels.width) || framebufferSize.height != Int(pixels.height)) {
            guard isLive else { return }
            waitEvents(timeout: 0.01)
        }
    }

    /// With a forced scale, the framebuffer keeps its pixels (the points
    /// times the forced scale) when the window's pixels per screen unit
    /// change: a Wayland surface entering a scale-2 output doubles its
    /// buffer, which laid the style out at twice its size in points. The
    /// window is resized in screen units instead, once GLFW's event handling
    /// has returned (`applyForcedPixels`); true when it will be, and the new
    /// framebuffer is not taken.
    ///
    /// Where the resize itself moves the surface across outputs of different
    /// scales (a window 2048 units wide on a scale-1 output reaches into a
    /// scale-2 one beside it, and 1024 wide no longer does), no size keeps
    /// the pixels: the change back that follows at once is taken as it
    /// comes, and the layout follows the framebuffer, still at the forced
    /// scale (it resized back and forth some 40 times a second).
    private func defersOutputScaleChange(from previous: (width: Int, height: Int), to new: (width: Int, height: Int)) -> Bool {
        guard forcedScale != nil, system.scalesBuffersByOutput, previous.width > 0, previous.height > 0 else { return false }
        screenSize = Window.size(of: handle, measuring: glfwGetWindowSize)
        guard screenSize.width > 0, screenSize.height > 0 else { return false }
        let now = Double(new.width) / Double(screenSize.width)
        guard abs(now - forcedPixelsPerScreenUnit) > 0.01 else { return false }
        let left = forcedPixelsPerScreenUnit
        forcedPixelsPerScreenUnit = now
        if let last = lastForcedResize, abs(now - last.leftPixelsPerScreenUnit) < 0.01,
           glfwGetTime() - last.time < Self.forcedResizeEcho {
            lastForcedResize = nil
            return false
        }
        pendingScreenSize = (Int((Double(previous.width) / now).rounded()), Int((Double(previous.height) / now).rounded()),
                             left)
        return true
    }

    /// Resizes the window as `defersOutputScaleChange` asked; GLFW then reports
    /// the framebuffer kept, and the frame is shown again at the surface's
    /// new pixels per unit.
    private func applyForcedPixels() {
        guard let size = pendingScreenSize, isLive else { return }
        pendingScreenSize = nil
        lastForcedResize = (size.leftPixelsPerScreenUnit, glfwGetTime())
        glfwSetWindowSize(handle, Int32(size.width), Int32(size.height))
        screenSize = Window.size(of: handle, measuring: glfwGetWindowSize)
        onRefresh?()
    }

    private var framebufferPixelsPerScreenUnit: Double {
        screenSize.width > 0 ? Double(framebufferSize.width) / Double(screenSize.width) : 1
    }

    private static func size(of handle: OpaquePointer,
                             measuring measure: (OpaquePointer?, UnsafeMutablePointer<Int32>?,
                                                 UnsafeMutablePointer<Int32>?) -> Void) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        measure(handle, &width, &height)
        return (Int(width), Int(height))
    }

    /// Screen coordinates (GLFW cursor units) to points.
    private func points(_ x: Double, _ y: Double) -> Point {
        let factor = framebufferPixelsPerScreenUnit / scale
        return Point(x: x * factor, y: y * factor)
    }

    private func send(_ kind: InputEvent.Kind) {
        onEvent?(InputEvent(time: Window.time, kind: kind))
    }

    private static func window(_ handle: OpaquePointer?) -> Window? {
        guard let pointer = glfwGetWindowUserPointer(handle) else { return nil }
        return Unmanaged<Window>.fromOpaque(pointer).takeUnretainedValue()
    }

    private func installCallbacks() {
        glfwSetCursorPosCallback(handle) { handle, x, y in
            guard let window = Window.window(handle), window.inputReader?.readsPointer != true else { return }
            window.send(.pointerMove(window.points(x, y)))
        }
        glfwSetMouseButtonCallback(handle) { handle, button, action, _ in
            guard let window = Window.window(handle), window.inputReader?.readsPointer != true else { return }
            window.send(.button(KeyMapping.button(button), pressed: action == GLFW_PRESS))
        }
        glfwSetScrollCallback(handle) { handle, dx, dy in
            guard let window = Window.window(handle), window.inputReader?.readsScroll != true else { return }
            window.send(.scroll(dx: dx, dy: dy))
        }
        glfwSetKeyCallback(handle) { handle, key, _, action, mods in
            guard action != GLFW_REPEAT || key == GLFW_KEY_UP || key == GLFW_KEY_DOWN else { return }
            Window.window(handle)?.send(.key(KeyMapping.key(key), pressed: action != GLFW_RELEASE,
                                             modifiers: KeyMapping.modifiers(mods)))
        }
        glfwSetFramebufferSizeCallback(handle) { handle, width, height in
            guard let window = Window.window(handle) else { return }
            if window.defersOutputScaleChange(from: window.framebufferSize, to: (Int(width), Int(height))) { return }
            window.framebufferSize = (Int(width), Int(height))
            window.surface?.resize(width: Int(width), height: Int(height),
                                   pixelsPerSurfaceUnit: Int(window.framebufferPixelsPerScreenUnit.rounded()))
            if let least = window.minimumSize, abs(least.pixelsPerScreenUnit - window.framebufferPixelsPerScreenUnit) > 0.01 {
                window.setMinimumSize(least.size)
            }
            window.send(.resize(window.pointSize))
        }
        glfwSetWindowSizeCallback(handle) { handle, width, height in
            Window.window(handle)?.screenSize = (Int(width), Int(height))
        }
        glfwSetWindowRefreshCallback(handle) { handle in
            Window.window(handle)?.onRefresh?()
        }
        glfwSetWindowFocusCallback(handle) { handle, focused in
            Window.window(handle)?.isFocused = focused == GLFW_TRUE
        }
        isFocused = glfwGetWindowAttrib(handle, GLFW_FOCUSED) == GLFW_TRUE
        guard system.reportsWindowPosition else { return }
        glfwSetWindowPosCallback(handle) { handle, x, y in
            Window.window(handle)?.screenOrigin = (Int(x), Int(y))
        }
        var x: Int32 = 0, y: Int32 = 0
        glfwGetWindowPos(handle, &x, &y)
        screenOrigin = (Int(x), Int(y))
    }
}
