import FoundationEssentials
import Glibc
import SlideOutCore

/// `--record FILE`: writes every raw input event as a JSON line, timed from
/// the first frame, in the format `--replay` reads.
package final class EventRecorder {
    private let descriptor: Int32
    private var origin: Double?

    /// Creates (or truncates) `path`; throws a one-line message when it cannot.
    package init(path: String) throws(BadFile) {
        // Created the way any saved file is (a place where files can be made), then appended to.
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw BadFile("cannot write the recording \(path): \(BadFile.reason(writing: path) ?? "files cannot be made there")")
        }
        descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw BadFile("cannot write the recording \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Times are measured from here (the first frame).
    package func start(at time: Double) { origin = time }

    /// Appends `event` as one JSON line, its time made relative to `start(at:)`; ignored before that.
    package func record(_ event: InputEvent) {
        guard let origin else { return }
        var relative = event
        relative.time = event.time - origin
        TextOutput.write(relative.jsonLine + "\n", to: descriptor)
    }
}
