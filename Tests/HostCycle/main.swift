import Foundation
import SlideOut

// Opens a `MenuHost`, shows a push menu, opens it, lets it settle, closes the
// host and drops it, N times in one process, as an embedder that opens and
// closes windows would; prints the process's descriptors, threads and live
// GL textures after the first and after the last window, one JSON line each.
// HostLifetimeTests runs it on X11 and on Wayland.
//
// Usage: host-cycle N

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

func report(after windows: Int, textures: Int) {
    let counts = ["windows": windows, "texturesShown": textures, "descriptors": count(in: "/proc/self/fd"),
                  "threads": count(in: "/proc/self/task"), "textures": GLBackend.liveTextureCount]
    let json = counts.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
        + ",\"threadNames\":\"\(threadNames())\""
    FileHandle.standardOutput.write(Data("{\(json)}\n".utf8))
}

/// One window: shown, its menu opened, settled, closed; returns its exit
/// status and the live textures while it showed its label.
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
    let status = host.run()
    host.close()
    return (status, textures)
}

guard CommandLine.arguments.count == 2, let windows = Int(CommandLine.arguments[1]), windows > 0 else {
    FileHandle.standardError.write(Data("usage: host-cycle N\n".utf8))
    exit(2)
}
do {
    for window in 1...windows {
        let (status, textures) = try cycle()
        guard status == 0 else {
            FileHandle.standardError.write(Data("host-cycle: window \(window) ended with \(status)\n".utf8))
            exit(status)
        }
        if window == 1 || window == windows { report(after: window, textures: textures) }
    }
} catch {
    FileHandle.standardError.write(Data("host-cycle: \(error)\n".utf8))
    exit(3)
}
