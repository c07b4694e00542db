import FoundationEssentials

/// The record/replay format: one JSON object per line, e.g.
/// `{"t":0.512,"type":"scroll","dx":-0.25,"dy":0}`; a scroll may name its
/// `source` (`wheel`, `finger`, `continuous`), and `{"type":"scroll-stop"}`
/// is the fingers lifting. A touchscreen finger is
/// `{"type":"touch-down","id":0,"x":10,"y":20}`, then `touch-move` (`id`,
/// `x`, `y`), and `touch-up` or `touch-cancel` (`id`). Times are seconds since
/// the first frame; positions and sizes are in window points.
extension InputEvent {
    /// The error `init(jsonLine:)` throws for a line it cannot parse.
    package struct DecodingError: Error, CustomStringConvertible {
        /// A message naming what is wrong, with the offending line.
        package let description: String
    }

    /// The event as one JSON line (no newline).
    package var jsonLine: String {
        var fields: [String: JSONValue] = ["t": .number((time * 1e6).rounded() / 1e6)]
        switch kind {
        case .pointerMove(let point):
            fields.merge(["type": .string("move"), "x": .number(point.x), "y": .number(point.y)]) { $1 }
        case .button(let button, let pressed):
            fields.merge(["type": .string("button"), "button": .string(Self.name(of: button)), "pressed": .bool(pressed)]) { $1 }
        case .scroll(let dx, let dy):
            fields.merge(["type": .string("scroll"), "dx": .number(dx), "dy": .number(dy)]) { $1 }
        case .sourcedScroll(let dx, let dy, let source):
            fields.merge(["type": .string("scroll"), "dx": .number(dx), "dy": .number(dy),
                          "source": .string(source.rawValue)]) { $1 }
        case .scrollStop:
            fields["type"] = .string("scroll-stop")
        case .touchDown(let id, let point):
            fields.merge(["type": .string("touch-down"), "id": .number(Double(id)),
                          "x": .number(point.x), "y": .number(point.y)]) { $1 }
        case .touchMove(let id, let point):
            fields.merge(["type": .string("touch-move"), "id": .number(Double(id)),
                          "x": .number(point.x), "y": .number(point.y)]) { $1 }
        case .touchUp(let id):
            fields.merge(["type": .string("touch-up"), "id": .number(Double(id))]) { $1 }
        case .touchCancel(let id):
            fields.merge(["type": .string("touch-cancel"), "id": .number(Double(id))]) { $1 }
        case .key(let key, let pressed, let modifiers):
            var names: [String] = []
            if modifiers.contains(.shift) { names.append("shift") }
            if modifiers.contains(.control) { names.append("control") }
            if modifiers.contains(.alt) { names.append("alt") }
            fields.merge(["type": .string("key"), "key": .string(Self.name(of: key)), "pressed": .bool(pressed),
                          "mods": .array(names.map(JSONValue.string))]) { $1 }
        case .resize(let size):
            fields.merge(["type": .string("resize"), "width": .number(size.width), "height": .number(size.height)]) { $1 }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(fields)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Parses one line of the format; throws a message naming what is wrong:
    /// not a JSON object, an unknown type, field or key name, a number that
    /// is not finite or out of `limits`.
    ///
    /// Besides the names `jsonLine` writes, common spellings are accepted: time
    /// as `time`; the type under `kind` or `event`; `motion`/`pointer` for
    /// moves, `press`/`release`/`down`/`up` for buttons (or `action`), `wheel`
    /// or `axis` for scrolls (`x`/`y` deltas), `keydown`/`keyup`; `w`/`h` for
    /// sizes; key names in any case (`Escape`, `Return`, `ctrl`).
    package init(jsonLine line: String) throws(DecodingError) {
        guard let fields = try? JSONDecoder().decode([String: JSONValue].self, from: Data(line.utf8)) else {
            throw DecodingError(description: "not a JSON object: \(Self.quoted(line))")
        }
        func number(_ keys: String..., in range: ClosedRange<Double>) throws(DecodingError) -> Double {
            guard let key = keys.first(where: { fields[$0] != nil }) else {
                throw DecodingError(description: "missing number '\(keys[0])' in \(Self.quoted(line))")
            }
            guard let value = Self.number(fields[key]) else {
                throw DecodingError(description: "'\(key)' is not a number in \(Self.quoted(line))")
            }
            guard value.isFinite, range.contains(value) else {
                throw DecodingError(description: "'\(key)' is \(value), outside \(range.lowerBound)...\(range.upperBound), in \(Self.quoted(line))")
            }
            return value
        }
        func text(_ keys: String...) -> String? {
            keys.lazy.compactMap { key -> String? in
                if case .string(let text) = fields[key] { return text } else { return nil }
            }.first?.lowercased()
        }
        /// `pressed` as a boolean, or an action word; nil when neither is given.
        func pressed() throws(DecodingError) -> Bool? {
            if let value = fields["pressed"] {
                guard case .bool(let flag) = value else {
                    throw DecodingError(description: "'pressed' is not true or false in \(Self.quoted(line))")
                }
                return flag
            }
            guard let key = ["action", "state"].first(where: { fields[$0] != nil }) else { return nil }
            switch text(key) {
            case "press"?, "pressed"?, "down"?: return true
            case "release"?, "released"?, "up"?: return false
            default: throw DecodingError(description: "'\(key)' is not press or release in \(Self.quoted(line))")
            }
        }
        /// Rejects a field this type of event does not have (a typo would otherwise be ignored).
        func allowing(_ names: Set<String>) throws(DecodingError) {
            let unknown = fields.keys.filter { !names.contains($0) && !Self.commonFields.contains($0) }.sorted()
            guard unknown.isEmpty else {
                throw DecodingError(description: "unknown field '\(unknown[0])' in \(Self.quoted(line))")
            }
        }
        let time = try number("t", "time", in: Limits.time)
        switch text("type", "kind", "event") {
        case "move", "motion", "pointer", "pointer_move", "mousemove", "cursor":
            try allowing(["x", "y"])
            let point = Point(x: try number("x", in: Limits.position), y: try number("y", in: Limits.position))
            self.init(time: time, kind: .pointerMove(point))
        case let type? where ["button", "mouse_button", "press", "release", "down", "up"].contains(type):
            try allowing(["button", "pressed", "action", "state"])
            // A bare `button` says neither: a click would need two lines.
            guard let isDown = try pressed() ?? ["press": true, "down": true, "release": false, "up": false][type] else {
                throw DecodingError(description: "missing 'pressed' (true or false) in \(Self.quoted(line))")
            }
            self.init(time: time, kind: .button(try Self.button(fields["button"], in: line), pressed: isDown))
        case "scroll", "wheel", "axis":
            try allowing(["dx", "dy", "x", "y", "source"])
            let dx = try number("dx", "x", in: Limits.scroll), dy = try number("dy", "y", in: Limits.scroll)
            guard let name = text("source") else {
                self.init(time: time, kind: .scroll(dx: dx, dy: dy))
                return
            }
            guard let source = ScrollSource(rawValue: name) else {
                throw DecodingError(description: "unknown scroll source '\(name)' (wheel, finger, continuous) in \(Self.quoted(line))")
            }
            self.init(time: time, kind: .sourcedScroll(dx: dx, dy: dy, source: source))
        case "scroll-stop", "scroll_stop", "axis-stop", "axis_stop":
            try allowing([])
            self.init(time: time, kind: .scrollStop)
        case let type? where Self.touchTypes[type] != nil:
            let phase = Self.touchTypes[type]!
            let hasPoint = phase == .down || phase == .move
            try allowing(hasPoint ? ["id", "x", "y"] : ["id"])
            let idNumber = try number("id", in: Limits.touchID)
            guard let id = Int(exactly: idNumber) else {
                throw DecodingError(description: "'id' is \(idNumber), not a whole number, in \(Self.quoted(line))")
            }
            if hasPoint {
                let point = Point(x: try number("x", in: Limits.position), y: try number("y", in: Limits.position))
                self.init(time: time, kind: phase == .down ? .touchDown(id: id, point) : .touchMove(id: id, point))
            } else {
                self.init(time: time, kind: phase == .up ? .touchUp(id: id) : .touchCancel(id: id))
            }
        case let type? where ["key", "keydown", "keyup", "key_press", "key_release"].contains(type):
            try allowing(["key", "name", "mods", "modifiers", "pressed", "action", "state"])
            guard let name = text("key", "name") else {
                throw DecodingError(description: "missing key name in \(Self.quoted(line))")
            }
            guard let key = Self.key(named: name) else {
                throw DecodingError(description: "unknown key '\(name)' in \(Self.quoted(line))")
            }
            var modifiers: KeyModifiers = []
            guard case .array(let names) = fields["mods"] ?? fields["modifiers"] ?? .array([]) else {
                throw DecodingError(description: "modifiers are not a list in \(Self.quoted(line))")
            }
            for value in names {
                guard case .string(let name) = value else {
                    throw DecodingError(description: "a modifier is not a name in \(Self.quoted(line))")
                }
                switch name.lowercased() {
                case "shift": modifiers.insert(.shift)
                case "control", "ctrl": modifiers.insert(.control)
                case "alt": modifiers.insert(.alt)
                default: throw DecodingError(description: "unknown modifier '\(name)' in \(Self.quoted(line))")
                }
            }
            let isDown = try pressed() ?? !["keyup", "key_release"].contains(type)
            self.init(time: time, kind: .key(key, pressed: isDown, modifiers: modifiers))
        case "resize":
            try allowing(["width", "height", "w", "h"])
            let size = Size(width: try number("width", "w", in: Limits.size),
                            height: try number("height", "h", in: Limits.size))
            self.init(time: time, kind: .resize(size))
        case let type?:
            throw DecodingError(description: "unknown event type '\(type)' in \(Self.quoted(line))")
        case nil:
            throw DecodingError(description: "missing event type 'type' in \(Self.quoted(line))")
        }
    }

    /// `line` as a message quotes it: its first 100 characters, so that a
    /// long line (a file that is not a recording) still makes one short line.
    private static func quoted(_ line: String) -> String {
        line.count <= 100 ? line : line.prefix(100) + "…"
    }

    /// The ranges a recorded number must lie in; anything beyond is no input
    /// a real session makes (and would only overflow the layout).
    package enum Limits {
        /// Seconds since the first frame: up to about eleven days.
        package static let time = 0.0...1e6
        /// Window points, either side of the window.
        package static let position = -1e6...1e6
        /// One scroll event's delta, in notches or points.
        package static let scroll = -1e4...1e4
        /// A window's width or height in points: no more than `--size` takes.
        package static let size = 0.0...16384
        /// A finger's id (a touchscreen slot or X11 touch id).
        package static let touchID = 0.0...Double(UInt32.max)
    }

    /// Which touch event a type names.
    private enum TouchPhase { case down, move, up, cancel }

    /// The touch types by spelling (`touch-down` as `jsonLine` writes it, or
    /// with an underscore), to their phase.
    private static let touchTypes: [String: TouchPhase] = [
        "touch-down": .down, "touch_down": .down, "touch-move": .move, "touch_move": .move,
        "touch-up": .up, "touch_up": .up, "touch-cancel": .cancel, "touch_cancel": .cancel,
    ]

    /// The fields every event may carry: its time and type, under any spelling.
    private static let commonFields: Set<String> = ["t", "time", "type", "kind", "event"]

    private static let keyNames: [(Key, String)] = [
        (.escape, "escape"), (.f9, "f9"), (.m, "m"), (.up, "up"), (.down, "down"), (.enter, "enter"), (.tab, "tab"),
        (.left, "left"), (.right, "right"),
    ]

    /// Other spellings of the key names above.
    private static let keyAliases: [String: String] = [
        "esc": "escape", "return": "enter", "kp_enter": "enter", "arrowup": "up", "arrowdown": "down",
        "arrowleft": "left", "arrowright": "right",
    ]

    private static func name(of key: Key) -> String {
        if case .named(let name) = key { return "named:\(name)" }
        if case .digit(let digit) = key { return "\(digit)" }
        return keyNames.first { $0.0 == key }?.1 ?? "other"
    }

    private static func key(named name: String) -> Key? {
        if name.hasPrefix("named:"), name.count > 6 { return .named(String(name.dropFirst(6))) }
        if name.count == 1, let digit = Int(name) { return .digit(digit) }
        let canonical = keyAliases[name] ?? name
        return keyNames.first { $0.1 == canonical }?.0
    }

    private static func name(of button: PointerButton) -> String {
        switch button {
        case .primary: return "primary"
        case .secondary: return "secondary"
        case .middle: return "middle"
        case .other(let index): return "other:\(index)"
        }
    }

    /// `value` as a JSON number; nil for anything else, booleans included.
    private static func number(_ value: JSONValue?) -> Double? {
        guard case .number(let number) = value else { return nil }
        return number
    }

    /// A button by name (primary/left, secondary/right, middle, other:N) or
    /// number (0 or 1 primary, 2 middle, 3 secondary); primary when absent.
    private static func button(_ value: JSONValue?, in line: String) throws(DecodingError) -> PointerButton {
        if let number = Self.number(value) {
            switch Int(exactly: number) ?? -1 {
            case 0, 1: return .primary
            case 2: return .middle
            case 3: return .secondary
            case let index where (4...32).contains(index): return .other(index)
            default: throw DecodingError(description: "unknown button \(JSONValue.number(number)) in \(Self.quoted(line))")
            }
        }
        let name: String
        switch value {
        case nil: name = "primary"
        case .string(let text)?: name = text.lowercased()
        case let other?: throw DecodingError(description: "unknown button \(other) in \(Self.quoted(line))")
        }
        switch name {
        case "secondary", "right": return .secondary
        case "middle": return .middle
        case "primary", "left": return .primary
        case let name where name.hasPrefix("other:"):
            guard let index = Int(name.dropFirst(6)), (0...31).contains(index) else { fallthrough }
            return .other(index)
        case let name:
            throw DecodingError(description: "unknown button '\(name)' in \(Self.quoted(line))")
        }
    }
}
