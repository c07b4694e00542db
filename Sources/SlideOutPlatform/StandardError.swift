import Glibc

/// The process's standard error, for one-line messages to the user.
public enum StandardError {
    /// Writes `text` unbuffered, as it is (add the newline yourself).
    public static func write(_ text: String) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            remaining = remaining.dropFirst(written)
        }
    }
}
