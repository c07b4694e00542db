import Glibc

/// Text written whole and unbuffered to a file descriptor: the one-line
/// messages on standard error, the lines of a `--record` file.
package enum TextOutput {
    /// Writes `text` to standard error (add the newline yourself).
    package static func toStandardError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`, again after an interruption;
    /// stops at an error (a full disk, a closed pipe).
    static func write(_ text: String, to descriptor: Int32) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            remaining = remaining.dropFirst(written)
        }
    }
}
