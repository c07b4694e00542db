import Foundation
import SlideOutCore

/// `--record FILE`: writes every raw input event as a JSON line, timed from
/// the first frame, in the format `--replay` reads.
public final class EventRecorder {
    private let handle: FileHandle
    private var origin: Double?

    /// Creates (or truncates) `path`; throws a one-line message when it cannot.
    public init(path: String) throws(PlatformError) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw .badFile("cannot write the recording \(path)")
        }
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Times are measured from here (the first frame).
    public func start(at time: Double) { origin = time }

    /// Appends `event` as one JSON line, its time made relative to `start(at:)`; ignored before that.
    public func record(_ event: InputEvent) {
        guard let origin else { return }
        var relative = event
        relative.time = event.time - origin
        handle.write(Data((relative.jsonLine + "\n").utf8))
    }
}
