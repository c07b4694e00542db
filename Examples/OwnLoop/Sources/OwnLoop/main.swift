import Foundation

/// Why the host could not start.
struct OwnLoopError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// `--smoke`: open the menu on the first frame, and exit once it has settled open.
do {
    try Game().run(smoke: CommandLine.arguments.contains("--smoke"))
} catch {
    FileHandle.standardError.write(Data("OwnLoop: \(error)\n".utf8))
    exit(3)
}
