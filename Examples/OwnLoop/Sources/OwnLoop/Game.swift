import CEpoxy
import CGLFW
import Foundation
import SlideOut

/// The host: its own GLFW window, GL 3.3 context and loop (60 frames a
/// second), its own scene, and a SlideOut push menu in a panel of its frame
/// that paints the scene's square. It reports on stdout as JSON lines:
/// `ready` (with the panel's frame), `settled` (`open` or `closed`), `chose`,
/// and `key` for each key press and release the menu left to the host.
final class Game {
    static let size = Size(width: 800, height: 500)
    /// Where the menu panel sits in the window, in points.
    static let panel = Rect(x: 440, y: 40, width: 320, height: 300)
    static let sky: SIMD4<Float> = [0.1, 0.12, 0.2, 1]
    /// A half-transparent bar drawn over everything, the menu too, after it.
    static let hud = (rect: Rect(x: 20, y: 300, width: 760, height: 20), color: SIMD4<Float>(1, 0.8, 0, 0.5))
    private let window: OpaquePointer
    private let scene: Scene
    private let picker: SquarePicker
    private let style: PushMenu
    private let overlay: MenuOverlay
    private var scale = 1.0
    private var pointsPerScreenUnit = 1.0
    private var framebufferHeight: Int32 = 0
    private var reportedOpen = false
    /// GLFW's standard cursors, made on first use (glfwTerminate frees them).
    private var cursors: [CursorShape: OpaquePointer] = [:]

    init() throws {
        guard glfwInit() == GLFW_TRUE else { throw OwnLoopError("GLFW could not start (no display?)") }
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
        glfwWindowHint(GLFW_RESIZABLE, GLFW_FALSE)
        guard let window = glfwCreateWindow(Int32(Self.size.width), Int32(Self.size.height), "OwnLoop", nil, nil)
        else { throw OwnLoopError("no GL 3.3 window") }
        self.window = window
        glfwMakeContextCurrent(window)
        scene = try Scene()
        epoxy_glClearColor(Self.sky.x, Self.sky.y, Self.sky.z, Self.sky.w)
        let clock = AnimationClock(startTime: glfwGetTime())
        picker = SquarePicker(measurer: PangoTextMeasurer())
        style = PushMenu(content: picker.page, menu: picker.menu, clock: clock)
        overlay = try MenuOverlay(style: style, content: picker, clock: clock, frame: Self.panel, layout: picker.layout)
        overlay.onReport = { if case .chose(let row) = $0 { Self.report(#"{"event":"chose","row":\#(row)}"#) } }
        overlay.onCursorChange = { [weak self] in self?.setCursor($0) }
        measureWindow()
        glfwSetWindowUserPointer(window, Unmanaged.passUnretained(self).toOpaque())
        installCallbacks()
    }

    /// Runs until the window closes; with `smoke`, opens the menu on the
    /// first frame and returns once it has settled open.
    func run(smoke: Bool) {
        var frameAt = glfwGetTime(), frames = 0
        while glfwWindowShouldClose(window) == GLFW_FALSE {
            glfwWaitEventsTimeout(max(0, frameAt - glfwGetTime()))
            let now = glfwGetTime()
            guard now >= frameAt else { continue }
            frameAt = now + 1.0 / 60
            drawFrame(at: now)
            frames += 1
            if frames == 1 {
                let (p, size) = (Self.panel.origin, Self.panel.size)
                Self.report(#"{"event":"ready","panel":[\#(p.x),\#(p.y),\#(size.width),\#(size.height)]}"#)
                if smoke { style.reveal.open() }
            }
            if !style.reveal.isMoving && !overlay.isTracking && style.reveal.isOpen != reportedOpen {
                reportedOpen = style.reveal.isOpen
                Self.report(#"{"event":"settled","state":"\#(reportedOpen ? "open" : "closed")"}"#)
                if smoke && reportedOpen { break }
            }
        }
        overlay.close()
        glfwDestroyWindow(window)
        glfwTerminate()
    }

    /// The scene, the menu over its panel, then the HUD over both.
    private func drawFrame(at time: Double) {
        epoxy_glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        let x = 40 + 300 * (1 + sin(time * 2)) / 2
        scene.fill(Rect(x: x, y: 420, width: 40, height: 40), in: Self.size, color: picker.color)
        overlay.advance(to: time)
        overlay.draw(scale: scale, framebufferHeight: Int(framebufferHeight))
        scene.fill(Self.hud.rect, in: Self.size, color: Self.hud.color)
        glfwSwapBuffers(window)
    }

    /// Pixels per point, and points per GLFW screen unit (cursor positions).
    private func measureWindow() {
        var (width, height, framebufferWidth): (Int32, Int32, Int32) = (0, 0, 0)
        glfwGetWindowSize(window, &width, &height)
        glfwGetFramebufferSize(window, &framebufferWidth, &framebufferHeight)
        scale = Double(framebufferWidth) / Self.size.width
        pointsPerScreenUnit = Self.size.width / Double(max(width, 1))
        epoxy_glViewport(0, 0, framebufferWidth, framebufferHeight)
    }

    /// Shows the cursor the menu asks for: GLFW's standard shapes (3.3 has
    /// no closed hand, so the pointing hand stands in for it).
    private func setCursor(_ shape: CursorShape) {
        let standard: Int32? = switch shape {
        case .arrow: nil
        case .pointingHand, .grabbing: GLFW_HAND_CURSOR
        case .resizeLeftRight: GLFW_HRESIZE_CURSOR
        }
        if let standard, cursors[shape] == nil { cursors[shape] = glfwCreateStandardCursor(standard) }
        glfwSetCursor(window, cursors[shape])  // nil, for the arrow: GLFW's default
    }

    private static func of(_ window: OpaquePointer?) -> Game {
        Unmanaged<Game>.fromOpaque(glfwGetWindowUserPointer(window)!).takeUnretainedValue()
    }

    /// Passes GLFW's input on to the menu, stamped with GLFW's clock (the
    /// one the loop advances the menu's clock with).
    private func installCallbacks() {
        glfwSetCursorPosCallback(window) { window, x, y in
            let game = Game.of(window)
            let point = Point(x: x * game.pointsPerScreenUnit, y: y * game.pointsPerScreenUnit)
            game.overlay.handle(.pointerMove(to: point, at: glfwGetTime()))
        }
        glfwSetMouseButtonCallback(window) { window, button, action, _ in
            Game.of(window).overlay.handle(.glfwButton(button, action: action, at: glfwGetTime()))
        }
        glfwSetScrollCallback(window) { window, dx, dy in
            Game.of(window).overlay.handle(.scroll(dx: dx, dy: dy, at: glfwGetTime()))
        }
        glfwSetKeyCallback(window) { window, key, _, action, mods in
            guard action != GLFW_REPEAT,
                  !Game.of(window).overlay.handle(.glfwKey(key, action: action, mods: mods, at: glfwGetTime()))
            else { return }
            Game.report(#"{"event":"key","key":\#(key),"pressed":\#(action == GLFW_PRESS)}"#)
        }
    }

    private static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
