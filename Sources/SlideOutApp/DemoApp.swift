import Foundation
import SlideOutCore
import SlideOutPlatform
import SlideOutRender

/// Wires the window, the renderer and a style's demo screen, and runs the
/// event-driven loop: block while nothing moves, pace frames by the
/// animation clock while something does.
final class DemoApp {
    private let options: Options
    private let window: Window
    private let backend: GLBackend
    private let clock: AnimationClock
    private let screen: any DemoScreen
    private let trace: Trace
    private let builder = DrawListBuilder()
    private var drawList = DrawList()
    private var tap = TapGestureRecognizer()
    private var pointer = Point.zero
    private var pressedLayer: Layer?
    private var viewSize = Size.zero
    private var needsDisplay = true
    private var hasShownFirstFrame = false
    private var lastFrameStart = -Double.infinity
    private var benchmark: Benchmark?
    private var exitCode: Int32?

    init(options: Options, window: Window, backend: GLBackend, screen: any DemoScreen, clock: AnimationClock) {
        self.options = options
        self.window = window
        self.backend = backend
        self.screen = screen
        self.clock = clock
        trace = Trace(isEnabled: options.trace)
        benchmark = options.benchToggles.map(Benchmark.init(toggles:))
        window.onEvent = { [unowned self] in handle($0) }
        window.onRefresh = { [unowned self] in needsDisplay = true }
        relayout(to: window.pointSize)
        switch options.state {
        case .closed: screen.style.jump(to: 0)
        case .open: screen.style.jump(to: 1)
        case .progress(let progress): screen.style.jump(to: progress)
        }
    }

    /// Runs until the window closes or the run's job (screenshot, bench) is done.
    func run() -> Int32 {
        while exitCode == nil && !window.shouldClose {
            if needsDisplay || !clock.isIdle {
                let deadline = options.virtualClock ? 0 : lastFrameStart + 1 / window.refreshRate
                let wait = deadline - Window.time
                if wait > 0 { window.waitEvents(timeout: wait) } else { window.pollEvents() }
                if options.virtualClock || Window.time >= deadline { drawFrame() }
            } else {
                window.waitEvents(timeout: nil)
            }
        }
        return exitCode ?? 0
    }

    private var frameTime: Double {
        options.virtualClock ? clock.now + 1.0 / 60 : Window.time
    }

    private func drawFrame() {
        let wasMoving = !clock.isIdle
        lastFrameStart = Window.time
        clock.advance(to: frameTime)
        needsDisplay = false

        let (width, height) = window.framebufferSize
        guard width > 0, height > 0 else { return }
        if window.pointSize != viewSize { relayout(to: window.pointSize) }
        builder.build(screen.style.rootLayer, viewSize: viewSize, scale: window.scale, into: &drawList)
        backend.draw(drawList)
        if let path = options.screenshotPath {
            writeScreenshot(to: path, width: width, height: height)
            return
        }
        window.swapBuffers()

        if !hasShownFirstFrame {
            hasShownFirstFrame = true
            trace.ready(style: options.style.rawValue, width: viewSize.width, height: viewSize.height,
                        scale: window.scale)
            if benchmark != nil {
                benchmark?.start(wallTime: Window.time)
                screen.style.toggle()
            }
        }
        guard wasMoving else { return }
        benchmark?.countFrame()
        trace.frame(time: clock.now, progress: screen.style.progress)
        if clock.isIdle { settled() }
    }

    private func settled() {
        trace.settled(state: screen.style.stateName, progress: screen.style.progress,
                      textures: backend.textureCount, draws: backend.lastDrawCount)
        guard benchmark != nil else { return }
        if let line = benchmark?.settled(wallTime: Window.time) {
            print(line)
            fflush(nil)
            exitCode = 0
        } else {
            screen.style.toggle()
        }
    }

    private func writeScreenshot(to path: String, width: Int, height: Int) {
        var pixels = backend.readPixels(width: width, height: height)
        do {
            try PNGWriter.write(&pixels, width: width, height: height, to: path)
            exitCode = 0
        } catch {
            FileHandle.standardError.write(Data("slideout: \(error)\n".utf8))
            exitCode = 1
        }
    }

    private func relayout(to size: Size) {
        viewSize = size
        screen.layout(in: size)
        needsDisplay = true
    }

    private func handle(_ event: InputEvent) {
        if !options.virtualClock { clock.advance(to: event.time) }
        switch event.kind {
        case .pointerMove(let location):
            pointer = location
            tap.pointerMoved(to: location)
        case .button(.primary, pressed: true):
            tap.pointerDown(at: pointer, time: event.time)
            pressedLayer = screen.style.rootLayer.hitTest(pointer)
        case .button(.primary, pressed: false):
            let pressed = pressedLayer
            pressedLayer = nil
            guard let location = tap.pointerUp(at: pointer, time: event.time), let pressed,
                  screen.style.rootLayer.hitTest(location) === pressed else { return }
            trace.tap(target: pressed.name)
            if !screen.style.handleTap(on: pressed) { screen.handleTap(on: pressed) }
        case .key(let key, pressed: true, let modifiers):
            handleKey(key, modifiers: modifiers)
        case .resize(let size):
            relayout(to: size)
        default:
            return
        }
        needsDisplay = true
    }

    private func handleKey(_ key: Key, modifiers: KeyModifiers) {
        switch key {
        case .escape: screen.style.close()
        case .f9: screen.style.toggle()
        case .m where modifiers.contains(.control): screen.style.toggle()
        default: return
        }
    }
}
