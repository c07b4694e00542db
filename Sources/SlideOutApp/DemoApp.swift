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
    private let input: InputRouter
    /// The style, when it asks for snapshots (resolved once, not per frame).
    private let snapshots: (any SnapshotRequesting)?
    private let recorder: EventRecorder?
    private var replay: ReplaySource?
    private let builder = DrawListBuilder()
    private var drawList = DrawList()
    private var viewSize = Size.zero
    private var needsDisplay = true
    private var hasShownFirstFrame = false
    private var wasMoving = false
    private var lastFrameStart = -Double.infinity
    private var benchmark: Benchmark?
    private var exitCode: Int32?

    init(options: Options, window: Window, backend: GLBackend, screen: any DemoScreen, clock: AnimationClock,
         recorder: EventRecorder?, replay: ReplaySource?) {
        self.options = options
        self.window = window
        self.backend = backend
        self.screen = screen
        self.clock = clock
        self.recorder = recorder
        self.replay = replay
        trace = Trace(isEnabled: options.trace)
        input = InputRouter(screen: screen, trace: trace)
        snapshots = screen.style as? any SnapshotRequesting
        screen.attach(trace)
        benchmark = options.benchToggles.map(Benchmark.init(toggles:))
        window.onEvent = { [unowned self] in handle($0) }
        input.onCursorChange = { [unowned window] in window.setCursor($0) }
        window.onRefresh = { [unowned self] in needsDisplay = true }
        relayout(to: window.pointSize)
        switch options.state {
        case .closed: screen.style.jump(to: 0)
        case .open: screen.style.jump(to: 1)
        case .progress(let progress): screen.style.jump(to: progress)
        case nil: break
        }
    }

    /// The time input and animations run on: virtual (advanced a fixed step
    /// per frame) or the window system's monotonic clock.
    private var now: Double { options.virtualClock ? clock.now : Window.time }

    /// True while anything animates or follows the pointer.
    private var isMoving: Bool { !clock.isIdle || screen.style.isMoving }

    /// Runs until the window closes or the run's job (screenshot, bench,
    /// replay) is done.
    func run() -> Int32 {
        while exitCode == nil && !window.shouldClose {
            deliverDueInput()
            if needsDisplay || isMoving {
                let deadline = options.virtualClock ? 0 : lastFrameStart + 1 / window.refreshRate
                let wait = min(deadline, inputDeadline ?? .infinity) - Window.time
                if wait > 0 { window.waitEvents(timeout: wait) } else { window.pollEvents() }
                if options.virtualClock || Window.time >= deadline { drawFrame() }
            } else if hasShownFirstFrame, let replay, replay.isFinished, !input.isTracking {
                exitCode = 0
            } else if options.virtualClock, let due = replay?.nextTime ?? input.deadline {
                clock.advance(to: due)
                window.pollEvents()
            } else {
                window.waitEvents(timeout: inputDeadline.map { max($0 - Window.time, 0) })
            }
        }
        return exitCode ?? 0
    }

    /// The next moment input needs attention without an event: a replayed
    /// event falling due, or a trackpad swipe ending by silence (real time only).
    private var inputDeadline: Double? {
        guard !options.virtualClock else { return nil }
        switch (replay?.nextTime, input.deadline) {
        case let (replayed?, swipe?): return min(replayed, swipe)
        case let (replayed, swipe): return replayed ?? swipe
        }
    }

    /// Feeds replayed events that are due, and ends swipes that fell silent.
    private func deliverDueInput() {
        guard hasShownFirstFrame else { return }
        while let event = replay?.popEvent(dueBy: now) { handle(event) }
        input.expire(at: now)
    }

    private func drawFrame() {
        lastFrameStart = Window.time
        clock.advance(to: options.virtualClock ? clock.now + 1.0 / 60 : Window.time)
        needsDisplay = false

        let (width, height) = window.framebufferSize
        guard width > 0, height > 0 else { return }
        if window.pointSize != viewSize { relayout(to: window.pointSize) }
        if let snapshots {
            for request in snapshots.takeSnapshotRequests() {
                backend.renderSnapshot(of: request.source, id: request.id, viewSize: viewSize, scale: window.scale)
            }
        }
        builder.build(screen.style.rootLayer, viewSize: viewSize, scale: window.scale, into: &drawList)
        backend.draw(drawList)
        if let path = options.screenshotPath {
            writeScreenshot(to: path, width: width, height: height)
            return
        }
        window.swapBuffers()

        if !hasShownFirstFrame {
            firstFrameShown()
        }
        let moving = isMoving
        if wasMoving || moving {
            benchmark?.countFrame()
            trace.frame(time: clock.now, progress: screen.style.progress)
        }
        if wasMoving && !moving { settled() }
        wasMoving = moving
    }

    private func firstFrameShown() {
        hasShownFirstFrame = true
        trace.ready(style: options.style.rawValue, width: viewSize.width, height: viewSize.height,
                    scale: window.scale, platform: Window.platform.rawValue)
        recorder?.start(at: Window.time)
        replay?.start(at: now)
        if benchmark != nil {
            benchmark?.start(wallTime: Window.time)
            screen.style.toggle()
        }
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
        guard size != viewSize else { return }
        viewSize = size
        screen.layout(in: size)
        needsDisplay = true
        if hasShownFirstFrame { trace.layout(width: size.width, height: size.height) }
    }

    /// Every input event, live or replayed, takes this path.
    private func handle(_ event: InputEvent) {
        recorder?.record(event)
        if !options.virtualClock { clock.advance(to: event.time) }
        if case .resize(let size) = event.kind {
            relayout(to: size)
        } else {
            input.handle(event)
        }
        needsDisplay = true
    }
}
