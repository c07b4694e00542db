import Foundation
import SlideOutCore
import SlideOutPlatform
import SlideOutRender

/// The `slideout` command: parses the command line, opens the window and the
/// renderer, and runs the chosen style's demo. Returns the exit status.
public enum SlideOut {
    public static func main(arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments)
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
        let platform: DisplayPlatform
        do {
            platform = try PlatformLaunch.prepare(options.platform)
        } catch {
            return fail(error.description, code: 3)
        }
        let screenType = screenType(for: options.style)
        let replay: ReplaySource?
        let recorder: EventRecorder?
        do {
            replay = try options.replayPath.map { path throws(PlatformError) in try ReplaySource(path: path) }
            recorder = try options.recordPath.map { path throws(PlatformError) in try EventRecorder(path: path) }
        } catch {
            return fail(error.description, code: 2)
        }
        let textEngine = PangoTextMeasurer.warmUp()
        do {
            let window = try Window(title: "SlideOut — \(options.style.rawValue)", size: options.size,
                                    visible: options.screenshotPath == nil, forcedScale: options.scale,
                                    platform: platform)
            let backend = try GLBackend(shaders: try ShaderLibrary.locate())
            let clock = AnimationClock(startTime: options.virtualClock ? 0 : Window.time)
            clock.reducedMotion = DesktopPreferences.prefersReducedMotion()
            textEngine.wait()
            let screen = screenType.init(clock: clock, measurer: PangoTextMeasurer())
            return DemoApp(options: options, window: window, backend: backend, screen: screen, clock: clock,
                           recorder: recorder, replay: replay).run()
        } catch let error as PlatformError {
            return fail(error.description, code: 3)
        } catch {
            return fail("\(error)", code: 3)
        }
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

    private static func fail(_ message: String, code: Int32) -> Int32 {
        FileHandle.standardError.write(Data("slideout: \(message)\n".utf8))
        return code
    }
}
