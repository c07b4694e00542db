import Glibc
import SlideOut

// A host written as the README writes one, watched from outside: it says
// when main() starts, notes its environment, opens a `MenuHost`, shows a push
// menu, opens it, stops once it has settled, and says on stdout what it saw:
// the exit status, the GLFW libraries in the process, whether the
// environment is as it left it, why the run ended (`endReason`), and any
// warning it was handed. With no display it catches `SlideOutError` by its
// type and names the case. HiddenHostTests runs it on X11, native Wayland
// (weston, mutter) and without a display, and checks main ran once and
// nothing went to stderr.
//
// Usage: hidden-host [--until-closed]   (runs on after settling, until the
// window closes or its display goes away)

/// Writes `line` to stdout at once (the test reads it while the host runs).
func say(_ line: String) {
    print(line)
    fflush(nil)
}

/// The process's environment, read from `environ` itself (no cached copy).
func environment() -> [String] {
    var entries: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
        entries.append(String(cString: pointer))
        entry += 1
    }
    return entries.sorted()
}

/// The GLFW libraries mapped into the process (read line by line: /proc
/// files have no size to read up to).
func loadedGLFW() -> [String] {
    guard let maps = fopen("/proc/self/maps", "r") else { return [] }
    defer { fclose(maps) }
    var paths: Set<String> = []
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&line, &capacity, maps) > 0, let line {
        if let path = String(cString: line).split(whereSeparator: \.isWhitespace).last, path.contains("libglfw") {
            paths.insert(String(path))
        }
    }
    free(line)
    return paths.sorted()
}

/// A page and a menu with one row.
final class Page: MenuContent {
    let page = Layer(name: "page")
    let menu = Layer(name: "menu")
    let row = Layer(name: "row")

    init() {
        page.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.6)
        menu.backgroundColor = Color(white: 0.96)
        row.backgroundColor = Color(white: 0.8)
        row.frame = Rect(x: 0, y: 40, width: 200, height: 44)
        menu.addSublayer(row)
    }

    var menuRows: [Layer] { [row] }
    func chooseMenuRow(at index: Int) {}
}

say("main")
let before = environment()
do {
    let host = try MenuHost(title: "hidden-host", size: Size(width: 480, height: 320))
    host.onWarning = { say("warning \($0)") }
    let page = Page()
    let style = PushMenu(content: page.page, menu: page.menu, clock: host.clock)
    host.show(style, content: page)
    host.onFirstFrame = {
        say("shown")
        style.reveal.open()
    }
    if !CommandLine.arguments.contains("--until-closed") { host.onSettled = { host.stop() } }
    let status = host.run()
    loadedGLFW().forEach { say("glfw \($0)") }
    say("status \(status) \(style.reveal.isOpen ? "open" : "closed")")
    switch host.endReason {
    case .displayLost(let reason): say("endReason displayLost: \(reason)")
    case let reason?: say("endReason \(reason)")
    case nil: say("endReason none")
    }
    let after = environment()
    say(after == before ? "environment unchanged"
        : "environment changed: \(Set(before).symmetricDifference(after).sorted().joined(separator: " "))")
    exit(status)
} catch {
    // Typed: `error` is a SlideOutError, and each case is the host's to name.
    switch error {
    case .noDisplay: say("caught SlideOutError.noDisplay")
    case .noOpenGLContext: say("caught SlideOutError.noOpenGLContext")
    case .openGLTooOld: say("caught SlideOutError.openGLTooOld")
    case .glfwBuildMissing: say("caught SlideOutError.glfwBuildMissing")
    case .shaderFailed: say("caught SlideOutError.shaderFailed")
    case .displayLost: say("caught SlideOutError.displayLost")
    }
    say("message \(error)")
    exit(3)
}
