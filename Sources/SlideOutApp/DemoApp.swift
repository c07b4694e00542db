import Glibc
import SlideOut

/// The demo's jobs on top of a `MenuHost`: the trace, the start-up state,
/// the window's title, icon and least size, `--screenshot`, `--bench` and
/// `--record`, and the state it remembers between runs (`StateFile`).
final class DemoApp {
    /// The least window size, in points, at which every style still lays out
    /// legibly (checked at 320x568 and up; text ellipsizes below its room).
    static let minimumSize = Size(width: 320, height: 300)

    private let options: Options
    private let host: MenuHost
    private let content: DemoContent
    private var style: Options.StyleName
    private var screen: any DemoScreen { content.screen }
    private let trace: Trace
    private let recorder: EventRecorder?
    private let tour: Tour?
    private var benchmark: Benchmark?
    /// Where the state is remembered; nil for runs that save nothing (a
    /// screenshot, which reads it; a replay, a recording, a benchmark, the
    /// tour, which neither read nor save it).
    private let stateFile: StateFile?
    /// The docked menu as the user left it: carried from style to style, and saved.
    private var docked: (width: Double?, shows: Bool)
    private var hasWarnedOfSaving = false
    /// The appearance the trace last reported.
    private var tracedAppearance: Appearance

    /// Runs `content`, built on `host.clock` with `host.textMeasurer`, in
    /// `host`, docking push's and drawer's menus on a wide window as
    /// `restored` left them; saves into `stateFile` as it goes.
    init(options: Options, host: MenuHost, content: DemoContent, recorder: EventRecorder?, tour: Tour?,
         restored: DemoState?, stateFile: StateFile?) {
        self.options = options
        self.host = host
        self.recorder = recorder
        self.tour = tour
        self.stateFile = stateFile
        style = options.style
        trace = Trace(isEnabled: options.trace)
        benchmark = options.benchToggles.map { Benchmark(toggles: $0, warmUpToggles: options.benchWarmUpToggles) }
        self.content = content
        docked = (restored?.dockedMenuWidth, restored?.showsDockedMenu ?? true)
        tracedAppearance = host.appearance
        host.docking = Docking()
        show(content.screen)
        host.onReport = { [unowned self] report in
            switch report {
            case .tap(let target): trace.tap(target: target.name)
            case .chose(let row): trace.select(item: screen.menuRowName(at: row))
            }
        }
        content.onPick = { [unowned self] in switchStyle(to: $0) }
        host.onEvent = { [unowned self] in
            recorder?.record($0)
            noteInput($0)
        }
        host.onFirstFrame = { [unowned self] in firstFrameShown() }
        // The pictures are read from the window's framebuffer, which then holds every layer.
        host.drawsPlanes = options.screenshotPath == nil && tour == nil
        host.onFrameDrawn = { [unowned self] in
            host.window.title = "SlideOut — \(style.rawValue) — \(screen.screenTitle)"
            if let path = options.screenshotPath {
                write {
                    try saveFrame(to: path)
                    host.stop()
                }
            }
            if let tour { write { try saveFrame(to: tour.nextFramePath(at: host.clock.now)) } }
        }
        host.onMovingFrame = { [unowned self] in
            content.keepPickerClear()
            benchmark?.countFrame()
            trace.frame(time: host.clock.now, progress: screen.style.reveal.progress)
        }
        host.onSettled = { [unowned self] in settled() }
        host.onAppearanceChange = { [unowned self] in
            trace.appearance($0, after: tracedAppearance)
            tracedAppearance = $0
        }
        host.onLayout = { [unowned self] size, scale in
            trace.layout(width: size.width, height: size.height, scale: scale, mode: mode.rawValue,
                         menuWidth: screen.style.menuWidth)
        }
        switch options.state {
        case .closed: screen.style.reveal.jump(to: 0)
        case .open: screen.style.reveal.jump(to: 1)
        case .progress(let progress): screen.style.reveal.jump(to: progress)
        case nil: break
        }
    }

    /// The shown style's mode: docked beside the content, or overlaid.
    private var mode: MenuMode { screen.style.menuMode }

    /// Shows `screen` in the host, with the picker over it, its menu docked
    /// (on a wide window) as the user last left the docked menu.
    private func show(_ screen: any DemoScreen) {
        if let dockable = screen.style as? any DockableMenuStyle, let rules = host.docking {
            var state = DockingState(rules: rules)
            state.width = docked.width
            state.showsWhenDocked = docked.shows
            dockable.dockingState = state
        }
        content.screen = screen
        screen.attach(trace)
        screen.style.rootLayer.addSublayer(content.picker.layer)
        host.show(screen.style, content: content, layout: { [unowned self] size in content.layout(in: size) })
    }

    /// Keys 1-5 switch styles; the pointer (or a finger landing) near the
    /// foot shows the picker, and so does Tab over a closed or docked menu (before the
    /// interaction walks the buttons it shows, so the picker's segments are
    /// among them).
    private func noteInput(_ event: InputEvent) {
        content.keepPickerClear()
        switch event.kind {
        case .key(.digit(let digit), pressed: true, _) where (1...5).contains(digit):
            switchStyle(to: Options.StyleName.allCases[digit - 1])
        case .key(.tab, pressed: true, _) where content.screen.style.reveal.state == .closed || mode == .docked:
            content.picker.show()
        case .pointerMove(let point), .touchDown(_, let point):
            content.picker.pointerMoved(to: point)
        default:
            break
        }
    }

    /// Replaces the style in the same window; it settles on its first frame.
    private func switchStyle(to name: Options.StyleName) {
        guard name != style else { return }
        noteDockedMenu()
        host.clock.removeAllAnimations()
        style = name
        content.picker.selected = name
        trace.style(name.rawValue)
        show(SlideOutCommand.screenType(for: name).init(clock: host.clock, measurer: host.textMeasurer))
    }

    func run() -> Int32 {
        let status = host.run()
        saveState()
        if status == DisplayLoss.exitStatus, let loss = host.window.connectionLoss {
            TextOutput.toStandardError("slideout: \(loss)\n")
        }
        if let tour, status == 0 { write { try tour.finish(at: host.clock.now) } }
        return status
    }

    /// Runs a file write; a failure is one line on stderr and exit status 1.
    private func write(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            TextOutput.toStandardError("slideout: \(error)\n")
            host.stop(status: 1)
        }
    }

    private func firstFrameShown() {
        let size = host.viewSize
        trace.ready(style: style.rawValue, appearance: host.appearance, width: size.width, height: size.height,
                    scale: host.viewScale, platform: Window.platform.rawValue, mode: mode.rawValue,
                    menuWidth: screen.style.menuWidth, renderer: host.window.rendererName,
                    present: host.window.presentationPath.rawValue)
        recorder?.start(at: Window.time)
        host.window.setMinimumSize(Self.minimumSize)
        host.window.setIcon([16, 32, 48, 128].map { size in
            (size, size, RasterizedPicture(.drawing(AppIcon.drawing), size: size).straightRGBA)
        })
        if benchmark != nil {
            benchmark?.firstFrame(wallTime: Window.time)
            screen.style.reveal.toggle()
        }
    }

    private func settled() {
        let reveal = screen.style.reveal
        // The bench's span ends at the last settle, before the trace reads /proc.
        let benchLine = benchmark?.settled(wallTime: Window.time)
        trace.settled(state: Trace.name(of: reveal.state), progress: reveal.progress,
                      textures: host.renderer.backend.textureCount, draws: host.renderer.backend.lastDrawCount,
                      mode: mode.rawValue, menuWidth: screen.style.menuWidth,
                      heapKilobytes: benchmark != nil ? ProcessStats.heapKilobytesInUse : nil,
                      resources: benchLine != nil ? (ProcessStats.openDescriptors, ProcessStats.threads) : nil)
        guard benchmark != nil else {
            saveState()
            return
        }
        if let line = benchLine {
            print(line)
            fflush(nil)
            host.stop()
        } else {
            reveal.toggle()
        }
    }

    /// Keeps the shown style's docked menu width and shown/hidden, while it docks.
    private func noteDockedMenu() {
        guard let dockable = screen.style as? any DockableMenuStyle, dockable.dockingState != nil else { return }
        docked = (dockable.dockingState?.width, dockable.showsDockedMenu)
    }

    /// Remembers the style, the docked menu and the window's size; writes
    /// that fail are one warning line (the first), and the demo goes on.
    private func saveState() {
        guard let stateFile, host.viewSize != .zero else { return }
        noteDockedMenu()
        // A size `--size` would refuse (a window the window system made 0 wide) is not remembered.
        let (width, height) = (host.viewSize.width.rounded(), host.viewSize.height.rounded())
        let remembered = DemoState.isWindowSide(width) && DemoState.isWindowSide(height)
        let state = DemoState(style: style, dockedMenuWidth: docked.width, showsDockedMenu: docked.shows,
                              windowWidth: remembered ? width : nil, windowHeight: remembered ? height : nil)
        do {
            try stateFile.save(state)
        } catch {
            if !hasWarnedOfSaving {
                let reason = BadFile.reason(writing: stateFile.path) ?? "the file system refused the write"
                TextOutput.toStandardError("slideout: warning: cannot save the state into \(stateFile.path): \(reason)\n")
            }
            hasWarnedOfSaving = true
        }
    }

    /// Writes the frame just drawn (before it is shown) as a PNG file.
    private func saveFrame(to path: String) throws {
        let (width, height) = host.window.framebufferSize
        var pixels = host.renderer.backend.readPixels(width: width, height: height)
        try PNGWriter.write(&pixels, width: width, height: height, to: path)
    }
}
