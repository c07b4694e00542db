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

    /// Why no file can be made at `path`: the system's reason where it gives
    /// one (no such folder, permission denied), that it is a folder, or that
    /// files cannot be made there (a read-only or virtual file system).
    package static func reason(writing path: String) -> String {
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
            if access(path, W_OK) != 0 { return String(cString: strerror(errno)) }
        } else {
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            if access(folder.isEmpty ? "/" : folder, W_OK) != 0 { return String(cString: strerror(errno)) }
        }
        return "files cannot be made there"
    }
}
