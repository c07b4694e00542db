/// A recording or replay file that cannot be used, in one line naming the file.
package struct BadFile: Error, CustomStringConvertible {
    /// The line to show: the file, and the line number where one is at fault.
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
