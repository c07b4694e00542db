import Foundation
import SlideOut

/// The demo's jobs on top of a `MenuHost`: the trace, the start-up state,
/// the window's title, icon and least size, `--screenshot`, `--bench` and `--record`.
final class DemoApp {
    /// The least window size, in points, at which every style still lays out
    /// legibly (checked at 320x568 and up; text ellipsizes below its room).
    static let minimumSize = Size(width: 320, height: 300)

    private let options: Options
    private let host: MenuHost
    private let screen: any DemoScreen
    private let trace: Trace
    private let recorder: EventRecorder?
    private var benchmark: Benchmark?

    init(options: Options, host: MenuHost, screen: any DemoScreen, recorder: EventRecorder?) {
        self.options = options
        self.host = host
        self.screen = screen
        self.recorder = recorder
        trace = Trace(isEnabled: options.trace)
        benchmark = options.benchToggles.map(Benchmark.init(toggles:))
        screen.attach(trace)
        host.show(screen.style, content: screen, layout: { [unowned screen] in screen.layout(in: $0) })
        host.interaction?.onReport = { [trace] report in
            switch report {
            case .tap(let target): trace.tap(target: target)
            case .chose(let item): trace.select(item: item)
            }
        }
        host.onEvent = { [recorder] in recorder?.record($0) }
        host.onFirstFrame = { [unowned self] in firstFrameShown() }
        host.onFrameDrawn = { [unowned self] in
            host.window.title = "SlideOut — \(options.style.rawValue) — \(screen.screenTitle)"
            if let path = options.screenshotPath { writeScreenshot(to: path) }
        }
        host.onMovingFrame = { [unowned self] in
            benchmark?.countFrame()
            trace.frame(time: host.clock.now, progress: screen.style.reveal.progress)
        }
        host.onSettled = { [unowned self] in settled() }
        host.onLayout = { [trace] in trace.layout(width: $0.width, height: $0.height, scale: $1) }
        switch options.state {
        case .closed: screen.style.reveal.jump(to: 0)
        case .open: screen.style.reveal.jump(to: 1)
        case .progress(let progress): screen.style.reveal.jump(to: progress)
        case nil: break
        }
    }

    func run() -> Int32 { host.run() }

    private func firstFrameShown() {
        let size = host.viewSize
        trace.ready(style: options.style.rawValue, width: size.width, height: size.height,
                    scale: host.viewScale, platform: Window.platform.rawValue)
        recorder?.start(at: Window.time)
        host.window.setMinimumSize(Self.minimumSize)
        host.window.setIcon([16, 32, 48, 128].map { size in
            (size, size, RasterizedPicture(.drawing(AppIcon.drawing), size: size).straightRGBA)
        })
        if benchmark != nil {
            benchmark?.start(wallTime: Window.time)
            screen.style.reveal.toggle()
        }
    }

    private func settled() {
        let reveal = screen.style.reveal
        trace.settled(state: Trace.name(of: reveal.state), progress: reveal.progress,
                      textures: host.renderer.backend.textureCount, draws: host.renderer.backend.lastDrawCount)
        guard benchmark != nil else { return }
        if let line = benchmark?.settled(wallTime: Window.time) {
            print(line)
            fflush(nil)
            host.stop()
        } else {
            reveal.toggle()
        }
    }

    private func writeScreenshot(to path: String) {
        let (width, height) = host.window.framebufferSize
        var pixels = host.renderer.backend.readPixels(width: width, height: height)
        do {
            try PNGWriter.write(&pixels, width: width, height: height, to: path)
            host.stop()
        } catch {
            FileHandle.standardError.write(Data("slideout: \(error)\n".utf8))
            host.stop(status: 1)
        }
    }
}
