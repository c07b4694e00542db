import Foundation
import SlideOutCore

/// `--replay FILE`: recorded input events handed out when their time comes,
/// to go through exactly the path live input takes.
public struct ReplaySource {
    private var events: [InputEvent]
    private var next = 0
    private var origin = 0.0

    /// Reads and checks the whole file up front; a bad line is a one-line error.
    public init(path: String) throws(PlatformError) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .badFile("cannot read the replay file \(path)")
        }
        var parsed: [InputEvent] = []
        for (number, line) in text.split(whereSeparator: \.isNewline).enumerated()
        where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                parsed.append(try InputEvent(jsonLine: String(line)))
            } catch {
                throw .badFile("\(path):\(number + 1): \(error)")
            }
        }
        self.init(events: parsed)
    }

    /// Replays `events` (a script made in code), in time order.
    public init(events: [InputEvent]) {
        self.events = events.sorted { $0.time < $1.time }
    }

    /// Replay times count from here (the first frame).
    public mutating func start(at time: Double) { origin = time }

    /// True once every recorded event has been handed out.
    public var isFinished: Bool { next >= events.count }

    /// When the next event is due, on the same time base as `start(at:)`.
    public var nextTime: Double? { isFinished ? nil : origin + events[next].time }

    /// The next event if it is due at `time`, stamped with its due time.
    public mutating func popEvent(dueBy time: Double) -> InputEvent? {
        guard let due = nextTime, due <= time else { return nil }
        var event = events[next]
        event.time = due
        next += 1
        return event
    }
}
