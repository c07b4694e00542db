import Glibc

/// Text written whole and unbuffered to a file descriptor: the one-line
/// messages on standard error, `--trace` lines, the lines of a `--record` file.
package enum TextOutput {
    /// Writes `text` to standard error (add the newline yourself).
    package static func toStandardError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Writes `text` to standard output at once, unbuffered (a `--trace`
    /// line reaches its reader as the frame it tells of is shown).
    package static func toStandardOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes all of `text` to `descriptor`, again after an interruption;
    /// stops at an error (a full disk, a closed pipe).
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
