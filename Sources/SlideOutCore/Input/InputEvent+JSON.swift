import Foundation

/// The record/replay format: one JSON object per line, e.g.
/// `{"t":0.512,"type":"scroll","dx":-0.25,"dy":0}`. Times are seconds since
/// the first frame; positions and sizes are in window points.
extension InputEvent {
    public struct DecodingError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The event as one JSON line (no newline).
    public var jsonLine: String {
        var fields: [String: Any] = ["t": (time * 1e6).rounded() / 1e6]
        switch kind {
        case .pointerMove(let point):
            fields.merge(["type": "move", "x": point.x, "y": point.y]) { $1 }
        case .button(let button, let pressed):
            fields.merge(["type": "button", "button": Self.name(of: button), "pressed": pressed]) { $1 }
        case .scroll(let dx, let dy):
            fields.merge(["type": "scroll", "dx": dx, "dy": dy]) { $1 }
        case .key(let key, let pressed, let modifiers):
            var names: [String] = []
            if modifiers.contains(.shift) { names.append("shift") }
            if modifiers.contains(.control) { names.append("control") }
            if modifiers.contains(.alt) { names.append("alt") }
            fields.merge(["type": "key", "key": Self.name(of: key), "pressed": pressed, "mods": names]) { $1 }
        case .resize(let size):
            fields.merge(["type": "resize", "width": size.width, "height": size.height]) { $1 }
        }
        let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Parses one line of the format; throws a message naming what is wrong.
    public init(jsonLine line: String) throws(DecodingError) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
              let fields = object as? [String: Any] else {
            throw DecodingError(description: "not a JSON object: \(line)")
        }
        func number(_ key: String) throws(DecodingError) -> Double {
            guard let value = fields[key] as? NSNumber else {
                throw DecodingError(description: "missing number '\(key)' in \(line)")
            }
            return value.doubleValue
        }
        let time = try number("t")
        switch fields["type"] as? String {
        case "move":
            self.init(time: time, kind: .pointerMove(Point(x: try number("x"), y: try number("y"))))
        case "button":
            let button = Self.button(named: fields["button"] as? String ?? "primary")
            self.init(time: time, kind: .button(button, pressed: fields["pressed"] as? Bool ?? false))
        case "scroll":
            self.init(time: time, kind: .scroll(dx: try number("dx"), dy: try number("dy")))
        case "key":
            guard let name = fields["key"] as? String, let key = Self.key(named: name) else {
                throw DecodingError(description: "unknown key in \(line)")
            }
            var modifiers: KeyModifiers = []
            for name in fields["mods"] as? [String] ?? [] {
                switch name {
                case "shift": modifiers.insert(.shift)
                case "control": modifiers.insert(.control)
                case "alt": modifiers.insert(.alt)
                default: throw DecodingError(description: "unknown modifier '\(name)' in \(line)")
                }
            }
            self.init(time: time, kind: .key(key, pressed: fields["pressed"] as? Bool ?? true, modifiers: modifiers))
        case "resize":
            self.init(time: time, kind: .resize(Size(width: try number("width"), height: try number("height"))))
        default:
            throw DecodingError(description: "unknown event type in \(line)")
        }
    }

    private static let keyNames: [(Key, String)] = [
        (.escape, "escape"), (.f9, "f9"), (.m, "m"), (.up, "up"), (.down, "down"), (.enter, "enter"), (.tab, "tab"),
    ]

    private static func name(of key: Key) -> String {
        if case .other(let code) = key { return "other:\(code)" }
        return keyNames.first { $0.0 == key }?.1 ?? "other"
    }

    private static func key(named name: String) -> Key? {
        if name.hasPrefix("other:"), let code = Int(name.dropFirst(6)) { return .other(code) }
        return keyNames.first { $0.1 == name }?.0
    }

    private static func name(of button: PointerButton) -> String {
        switch button {
        case .primary: return "primary"
        case .secondary: return "secondary"
        case .middle: return "middle"
        case .other(let index): return "other:\(index)"
        }
    }

    private static func button(named name: String) -> PointerButton {
        switch name {
        case "secondary": return .secondary
        case "middle": return .middle
        case "primary": return .primary
        default: return .other(Int(name.dropFirst(6)) ?? 0)
        }
    }
}
