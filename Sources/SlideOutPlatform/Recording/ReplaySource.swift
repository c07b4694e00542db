import FoundationEssentials
import SlideOutCore

/// `--replay FILE`: recorded input events handed out when their time comes,
/// to go through exactly the path live input takes.
package struct ReplaySource {
    private var events: [InputEvent]
    private var next = 0
    private var origin = 0.0

    /// Reads and checks the whole file up front; a bad line (see
    /// `InputEvent.init(jsonLine:)`, or a time before the line above it) is
    /// one line naming the file and the line number.
    package init(path: String) throws(BadFile) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BadFile("cannot read the replay file \(path): \(BadFile.reason(reading: path))")
        }
        var parsed: [InputEvent] = []
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            let event: InputEvent
            do {
                event = try InputEvent(jsonLine: String(line))
            } catch {
                throw BadFile("\(path):\(number + 1): \(error)")
            }
            if let previous = parsed.last, event.time < previous.time {
                throw BadFile("\(path):\(number + 1): time goes backwards, from \(previous.time) to \(event.time) s")
            }
            parsed.append(event)
        }
        self.init(events: parsed)
    }

    /// Replays `events` (a script made in code), in time order. When they
    /// end, every button and finger still down is lifted, as SPEC asks.
    package init(events: [InputEvent]) {
        let sorted = events.sorted { $0.time < $1.time }
        self.events = sorted + Self.lifts(after: sorted)
    }

    /// Releases for the buttons left down at the end of `events`, lifts for
    /// the fingers left on the touchscreen, and a scroll stop for fingers
    /// left on the touchpad, at the last event's time.
    static func lifts(after events: [InputEvent]) -> [InputEvent] {
        var buttons: [PointerButton] = []
        var touches: [Int] = []
        var fingersDown = false
        for event in events {
            switch event.kind {
            case .button(let button, pressed: true) where !buttons.contains(button): buttons.append(button)
            case .button(let button, pressed: false): buttons.removeAll { $0 == button }
            case .sourcedScroll(_, _, .finger), .sourcedScroll(_, _, .continuous): fingersDown = true
            case .scrollStop: fingersDown = false
            case .touchDown(let id, _) where !touches.contains(id): touches.append(id)
            case .touchUp(let id), .touchCancel(let id): touches.removeAll { $0 == id }
            default: break
            }
        }
        let end = events.last?.time ?? 0
        return buttons.map { InputEvent(time: end, kind: .button($0, pressed: false)) }
            + touches.map { InputEvent(time: end, kind: .touchUp(id: $0)) }
            + (fingersDown ? [InputEvent(time: end, kind: .scrollStop)] : [])
    }

    /// Replay times count from here (the first frame).
    package mutating func start(at time: Double) { origin = time }

    /// True once every recorded event has been handed out.
    package var isFinished: Bool { next >= events.count }

    /// When the next event is due, on the same time base as `start(at:)`.
    package var nextTime: Double? { isFinished ? nil : origin + events[next].time }

    /// The next event if it is due at `time`, stamped with its due time.
    package mutating func popEvent(dueBy time: Double) -> InputEvent? {
        guard let due = nextTime, due <= time else { return nil }
        var event = events[next]
        event.time = due
        next += 1
        return event
    }
}
