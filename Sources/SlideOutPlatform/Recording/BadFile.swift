import Glibc

/// A recording or replay file that cannot be used, in one line naming the file.
package struct BadFile: Error, CustomStringConvertible {
    /// The line to show: the file, and the line number where one is at fault.
    package var description: String

    package init(_ description: String) {
        self.description = description
    }

    /// Why `path` cannot be read as text: the system's reason where it
    /// gives one (no such file, permission denied, a folder), else that it
    /// is not UTF-8 text.
    package static func reason(reading path: String) -> String {
        var status = stat()
        if stat(path, &status) != 0 { return String(cString: strerror(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
        if access(path, R_OK) != 0 { return String(cString: strerror(errno)) }
        return "it is not UTF-8 text"
    }

    /// Why no file can be written at `path`, or nil when one can be: it is
    /// a folder, or the system's reason (no such folder, permission denied).
    package static func reason(writing path: String) -> String? {
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists && status.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let checked = exists ? (path, W_OK) : (folder.isEmpty ? "/" : folder, W_OK | X_OK)
        return access(checked.0, checked.1) == 0 ? nil : String(cString: strerror(errno))
    }
}
