import Foundation
import SlideOut

// Opens a `MenuHost`, shows a push menu, opens it, lets it settle and drops
// the host, N times in one process, written as the README writes a host:
// `host.onSettled = { host.stop() }`, which captures the host, and no
// `close()`. Prints the process's descriptors, threads and live GL textures
// after the first, after the warm-up and after the last window, one JSON
// line each, with the seconds since the first window opened.
// HostLifetimeTests runs it on X11 and on Wayland.
//
// With --until-display-lost, one window toggles its menu for ever (a
// `settled` line each time) until its display goes away; after `run()` the
// host prints what it returned and what a new `MenuHost` then threw, and
// exits 0. DisplayLossTests runs it.
//
// Usage: host-cycle N | host-cycle --until-display-lost

/// A page with a label (text is drawn from textures) and a menu with one row.
final class Page: MenuContent {
    let page = Layer(name: "page")
    let menu = Layer(name: "menu")
    let row = Layer(name: "row")

    init(measurer: any TextMeasuring) {
        let label = Layer(text: TextContent("Lifetimes", fontSize: 22, color: .white), measurer: measurer)
        label.center(at: Point(x: 320, y: 200))
        page.addSublayer(label)
        page.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.6)
        menu.backgroundColor = Color(white: 0.96)
        row.backgroundColor = Color(white: 0.8)
        row.frame = Rect(x: 0, y: 40, width: 200, height: 44)
        row.acceptsInput = true
        menu.addSublayer(row)
    }

    var menuRows: [Layer] { [row] }
    func chooseMenuRow(at index: Int) {}
}

func count(in directory: String) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: directory).count) ?? -1
}

/// The names of the process's threads, sorted (to tell which one stayed).
func threadNames() -> String {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.compactMap { try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8) }
        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.sorted().joined(separator: "|")
}

/// The windows after which the counts are printed besides the first and the
/// last: by then every lazily made process-wide thing (Mesa's and GLib's
/// threads, caches) exists.
let warmUp = 3

func report(after windows: Int, textures: Int, seconds: Double) {
    let counts = ["windows": windows, "texturesShown": textures, "descriptors": count(in: "/proc/self/fd"),
                  "threads": count(in: "/proc/self/task"), "textures": GLBackend.liveTextureCount]
    let json = counts.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
        + ",\"seconds\":\(seconds),\"threadNames\":\"\(threadNames())\""
    FileHandle.standardOutput.write(Data("{\(json)}\n".utf8))
}

/// One window: shown, its menu opened, settled, stopped from `onSettled`;
/// returns its exit status and the live textures while it showed its label.
func cycle() throws -> (status: Int32, textures: Int) {
    let host = try MenuHost(title: "host-cycle", size: Size(width: 640, height: 400))
    let page = Page(measurer: host.textMeasurer)
    let style = PushMenu(content: page.page, menu: page.menu, clock: host.clock)
    host.show(style, content: page)
    host.onFirstFrame = { style.reveal.open() }
    var textures = 0
    host.onSettled = {
        textures = GLBackend.liveTextureCount
        host.stop()
    }
    return (host.run(), textures)
}

/// One JSON line on stdout.
func print(event: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: event, options: [.sortedKeys]) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

/// One window toggling its menu until its display goes away; then the code
/// after `run()`: what it returned, and what opening another window threw.
func runUntilDisplayLost() throws -> Never {
    let host = try MenuHost(title: "host-cycle", size: Size(width: 640, height: 400))
    let page = Page(measurer: host.textMeasurer)
    let style = PushMenu(content: page.page, menu: page.menu, clock: host.clock)
    host.show(style, content: page)
    host.onFirstFrame = { style.reveal.toggle() }
    host.onSettled = {
        print(event: ["event": "settled"])
        style.reveal.toggle()
    }
    let status = host.run()
    print(event: ["event": "returned", "status": Int(status), "loss": host.window.connectionLoss?.description ?? ""])
    do {
        _ = try MenuHost(title: "host-cycle", size: Size(width: 640, height: 400))
        print(event: ["event": "reopened"])
    } catch {
        print(event: ["event": "reopenFailed", "error": "\(error)"])
    }
    exit(0)
}

if CommandLine.arguments.dropFirst() == ["--until-display-lost"] {
    do {
        try runUntilDisplayLost()
    } catch {
        FileHandle.standardError.write(Data("host-cycle: \(error)\n".utf8))
        exit(3)
    }
}
guard CommandLine.arguments.count == 2, let windows = Int(CommandLine.arguments[1]), windows > 0 else {
    FileHandle.standardError.write(Data("usage: host-cycle N | host-cycle --until-display-lost\n".utf8))
    exit(2)
}
let start = Date()
do {
    for window in 1...windows {
        let (status, textures) = try cycle()
        guard status == 0 else {
            FileHandle.standardError.write(Data("host-cycle: window \(window) ended with \(status)\n".utf8))
            exit(status)
        }
        if [1, warmUp, windows].contains(window) {
            report(after: window, textures: textures, seconds: Date().timeIntervalSince(start))
        }
    }
} catch {
    FileHandle.standardError.write(Data("host-cycle: \(error)\n".utf8))
    exit(3)
}
