import SlideOutCore
import SlideOutPlatform

/// Writes the `--trace` events: one JSON object per line on stdout.
struct Trace {
    let isEnabled: Bool

    /// The first frame is on screen; `platform` is "wayland" or "x11",
    /// `mode` "overlay" or "docked", `menuWidth` in points; the appearance
    /// as "appearance" ("light" or "dark") and "contrast" ("normal" or "high");
    /// `renderer` is the drawing context's `GL_RENDERER`, `present` the path
    /// frames take (`PresentationPath`).
    func ready(style: String, appearance: Appearance, width: Double, height: Double, scale: Double,
               platform: String, mode: String, menuWidth: Double, renderer: String, present: String) {
        emit(["event": .string("ready"), "style": .string(style), "appearance": Self.scheme(of: appearance),
              "contrast": Self.contrast(of: appearance), "width": .number(width),
              "height": .number(height), "scale": .number(scale), "platform": .string(platform),
              "mode": .string(mode), "menuWidth": .number(menuWidth),
              "renderer": .string(renderer), "present": .string(present)])
    }

    func frame(time: Double, progress: Double) {
        emit(["event": .string("frame"), "t": .number(time), "progress": .number(progress)])
    }

    /// The trace's name of a reveal state: "open" toward leading, "open-right"
    /// toward trailing, "closed" otherwise (named here and nowhere else).
    static func name(of state: RevealState) -> String {
        switch state {
        case .open(.leading): return "open"
        case .open(.trailing): return "open-right"
        case .closed, .tracking, .animating: return "closed"
        }
    }

    /// Motion stopped; a docked menu hidden is "closed", shown "open".
    /// `heapKilobytes` (under `--bench`, for the soak) is what the allocator
    /// has handed out and not had back; it varies from run to run, so a
    /// replay's trace leaves it out. `resources`, on a bench's last settle,
    /// are the open descriptors and threads then (`fds`, `threads`).
    func settled(state: String, progress: Double, textures: Int, draws: Int, mode: String, menuWidth: Double,
                 heapKilobytes: Double?, resources: (descriptors: Int, threads: Int)? = nil) {
        var fields: [(key: String, value: Value)] = [
            ("event", .string("settled")), ("state", .string(state)), ("progress", .number(progress)),
            ("textures", .number(Double(textures))), ("draws", .number(Double(draws))),
            ("mode", .string(mode)), ("menuWidth", .number(menuWidth))]
        if let heapKilobytes { fields.append(("heap_kb", .number(heapKilobytes.rounded()))) }
        if let resources {
            fields += [("fds", .number(Double(resources.descriptors))), ("threads", .number(Double(resources.threads)))]
        }
        emit(fields)
    }

    /// The view was laid out anew after the first frame: a size in points
    /// (a resize), a scale in pixels per point (a HiDPI output entered), or
    /// the mode or menu width (the docking width crossed, the handle dragged).
    func layout(width: Double, height: Double, scale: Double, mode: String, menuWidth: Double) {
        emit(["event": .string("layout"), "width": .number(width), "height": .number(height),
              "scale": .number(scale), "mode": .string(mode), "menuWidth": .number(menuWidth)])
    }

    /// A screen pushed onto or popped off a navigation stack.
    func navigation(_ event: String, screen: String) {
        emit(["event": .string(event), "screen": .string(screen)])
    }

    /// The style shown changed (keys 1-5, the picker).
    func style(_ name: String) {
        emit(["event": .string("style"), "style": .string(name)])
    }

    /// The main screen's title changed.
    func title(_ value: String) {
        emit(["event": .string("title"), "value": .string(value)])
    }

    /// A menu item chosen (click or Enter).
    func select(item: String) {
        emit(["event": .string("select"), "item": .string(item)])
    }

    /// A tap, named by the layer that received it.
    func tap(target: String) {
        emit(["event": .string("tap"), "target": .string(target)])
    }

    enum Value {
        case string(String)
        case number(Double)

        /// Appends the value as JSON to `line`.
        func write(to line: inout String) {
            switch self {
            case .number(let value):
                if value == value.rounded() && abs(value) < 1e15 {
                    line += String(Int(value))
                } else {
                    line += String(cFormat: "%.6f", value)
                }
            case .string(let text):
                line += "\""
                for scalar in text.unicodeScalars {
                    switch scalar {
                    case "\"": line += "\\\""
                    case "\\": line += "\\\\"
                    case "\n": line += "\\n"
                    case _ where scalar.value < 0x20: line += String(cFormat: "\\u%04x", scalar.value)
                    default: line.unicodeScalars.append(scalar)
                    }
                }
                line += "\""
            }
        }
    }

    /// Writes one event; keys keep the order given, "event" first.
    func emit(_ fields: KeyValuePairs<String, Value>) {
        emit(fields.map { ($0.key, $0.value) })
    }

    /// Writes one event of fields put together at run time, in their order.
    func emit(_ fields: [(key: String, value: Value)]) {
        guard isEnabled else { return }
        var line = "{"
        line.reserveCapacity(128)
        for (index, field) in fields.enumerated() {
            if index > 0 { line += "," }
            Value.string(field.key).write(to: &line)
            line += ":"
            field.value.write(to: &line)
        }
        line += "}\n"
        TextOutput.toStandardOutput(line)
    }
}
