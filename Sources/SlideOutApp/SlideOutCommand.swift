import FoundationEssentials
import Glibc
import SlideOut

/// The `slideout` command: parses the command line, opens the window and the
/// renderer, and runs the chosen style's demo. Returns the exit status.
package enum SlideOutCommand {
    /// Runs the command on `arguments` (program name dropped) and returns the exit status:
    /// 0 on success, 2 on a bad command line or input file, 3 when the window or renderer cannot start
    /// or the display goes away.
    package static func main(arguments: [String]) -> Int32 {
        var options: Options
        do {
            options = try Options.parse(arguments, environment: ProcessInfo.processInfo.environment)
        } catch {
            return fail("\(error) (see slideout --help)", code: 2)
        }
        if options.showHelp {
            print(Options.usage)
            return 0
        }
        if options.listStyles {
            Options.StyleName.allCases.forEach { print($0.rawValue) }
            return 0
        }
        if let path = options.iconPath {
            do {
                try RasterizedPicture(.drawing(AppIcon.drawing), size: 256).writePNG(to: path)
                return 0
            } catch {
                return fail(error.description, code: 2)
            }
        }
        // The state the last run left; flags given win over it. Runs that
        // play scripted input (a replay, a tour, a bench) or record input
        // for a replay start from the flags and the defaults alone, and give
        // the same result anywhere.
        let isScripted = options.replayPath != nil || options.tourDirectory != nil || options.benchToggles != nil
            || options.recordPath != nil
        let stateFile = isScripted ? nil : StateFile(environment: ProcessInfo.processInfo.environment)
        let (restored, warning) = stateFile?.load() ?? (nil, nil)
        if let warning { TextOutput.toStandardError(warning + "\n") }
        restored?.apply(to: &options)
        do {
            try options.checkStartState()
            try options.checkScale()
        } catch {
            return fail("\(error) (see slideout --help)", code: 2)
        }
        TerminationSignals.watch()
        HeapTrimming.keepFreedMemory(environment: ProcessInfo.processInfo.environment)
        let platform: DisplayPlatform
        do {
            platform = try PlatformLaunch.prepare(options.platform, warn: warn)
        } catch {
            return fail(SlideOutError(error).description, code: 3)
        }
        let replay: ReplaySource?
        let recorder: EventRecorder?
        let tour: Tour?
        do {
            tour = try options.tourDirectory.map { directory throws(BadFile) in try Tour(directory: directory) }
            replay = try options.replayPath.map { path throws(BadFile) in try ReplaySource(path: path) }
                ?? (options.tourDirectory == nil ? nil : ReplaySource(events: Tour.events))
            recorder = try options.recordPath.map { path throws(BadFile) in try EventRecorder(path: path) }
            if let path = options.screenshotPath { try checkWritable(path) }
        } catch {
            return fail(error.description, code: 2)
        }
        // The first screen is built on another thread (fonts loaded, text
        // measured) while this one opens the window and its OpenGL context.
        // It is laid out there at the size asked for, as the host will lay it
        // out, so the text its lists measure where they are laid out is
        // measured there too (sidebar3d's rows took 4-12 ms of the main
        // thread, loading their fonts), and what the first frame shows of it
        // is rasterized there, at the scale forced or else 1: the first frame
        // then only uploads it. The desktop's settings the first frame is
        // drawn in (dark, high contrast, less motion) are read on a third
        // thread meanwhile, the portal's first answer over D-Bus waited for.
        let clock = AnimationClock()
        let desktop = BackgroundBuild { (motion: ReducedMotionPreference(), appearance: DesktopAppearance()) }
        let firstScreen = BackgroundBuild { [style = options.style, size = options.size, scale = options.scale] in
            let measurer = PangoTextMeasurer()
            let content = DemoContent(screen: screenType(for: style).init(clock: clock, measurer: measurer),
                                      picker: StylePicker(selected: style, measurer: measurer), clock: clock)
            content.screen.style.layout(in: size)
            content.layout(in: size)
            let prepared = PreparedContents(content.screen.style, viewSize: size, scale: scale ?? 1)
            return (content: content, measurer: measurer, prepared: prepared)
        }
        do {
            // The renderer is made, and its first draws' code, with the
            // window's context current while the window opens (see `Window`).
            let preparation = RendererPreparation()
            let window = try Window(title: "SlideOut — \(options.style.rawValue)", size: options.size,
                                    visible: options.screenshotPath == nil && tour == nil,
                                    forcedScale: options.scale, platform: platform,
                                    presentation: options.waylandPresentation, preparing: preparation.prepare)
            let renderer = try preparation.renderer()
            // The clock is the builder's until the screen is handed over.
            let (content, measurer, prepared) = firstScreen.value
            renderer.backend.adopt(prepared)
            let host = MenuHost(window: window, renderer: renderer,
                                time: options.virtualClock ? VirtualTime() : RealTime(), clock: clock,
                                textMeasurer: measurer, desktop: desktop.value)
            host.onWarning = warn
            host.replay = replay
            if let direction = options.layoutDirection { host.layoutDirection = direction }
            host.darkOverride = options.appearance.isDark
            return DemoApp(options: options, host: host, content: content, recorder: recorder, tour: tour,
                           restored: restored, stateFile: options.screenshotPath == nil ? stateFile : nil).run()
        } catch {
            // The process exits once this returns: not while the first
            // screen's or the desktop's thread may still load a library (GIO's
            // modules). glibc's exit marks each library's constructors as not
            // run before calling its destructors, so a library loaded then ran
            // GObject's set-up again, which aborts (1 start in 200 under load).
            _ = (firstScreen.value, desktop.value)
            return fail(startFailure(error), code: 3)
        }
    }

    /// The one line a window or renderer that cannot start is reported with.
    private static func startFailure(_ error: any Error) -> String {
        switch error {
        case let error as PlatformError: SlideOutError(error).description
        case let error as RenderError: SlideOutError(error).description
        default: "\(error)"
        }
    }

    /// Fails where `path`'s folder is missing or cannot be written, or
    /// `path` is a folder or a file that cannot be written, so that a
    /// screenshot is refused before the window opens, not after its frame.
    private static func checkWritable(_ path: String) throws(BadFile) {
        if let reason = BadFile.reason(writing: path) { throw BadFile("cannot write \(path): \(reason)") }
    }

    /// The demo screen of each style.
    static func screenType(for style: Options.StyleName) -> any DemoScreen.Type {
        switch style {
        case .push: return PushScreen.self
        case .sidebar3d: return Sidebar3DScreen.self
        case .drawer: return DrawerScreen.self
        case .panels: return PanelsScreen.self
        case .slidedown: return SlideDownScreen.self
        }
    }

    /// Shows one of the library's warnings (the program goes on).
    private static func warn(_ message: String) {
        TextOutput.toStandardError("slideout: warning: \(message)\n")
    }

    private static func fail(_ message: String, code: Int32) -> Int32 {
        TextOutput.toStandardError("slideout: \(message)\n")
        return code
    }
}
