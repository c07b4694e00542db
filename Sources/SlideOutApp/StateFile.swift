import FoundationEssentials

/// Where and how the demo keeps its `DemoState`:
/// `$XDG_STATE_HOME/slideout/state.json` (`~/.local/state` when unset, as
/// the XDG base directory specification says). Reading a file that is not
/// one gives a warning and no state; writing replaces the file atomically
/// (a new file renamed over it), so a crash never leaves half a file.
struct StateFile {
    let path: String

    /// The state file of the user running the demo, by `environment`; nil
    /// where neither `XDG_STATE_HOME` nor `HOME` names a folder.
    init?(environment: [String: String]) {
        func absolute(_ name: String) -> String? { environment[name].flatMap { $0.hasPrefix("/") ? $0 : nil } }
        guard let stateHome = absolute("XDG_STATE_HOME") ?? absolute("HOME").map({ $0 + "/.local/state" }) else {
            return nil
        }
        path = stateHome + "/slideout/state.json"
    }

    /// The saved state; nil with no file. A file that cannot be read, does
    /// not parse, or holds a value out of range gives nil and the one-line `warning`.
    func load() -> (state: DemoState?, warning: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
        guard let data = FileManager.default.contents(atPath: path),
              let state = try? JSONDecoder().decode(DemoState.self, from: data), state.isValid else {
            return (nil, "slideout: warning: \(path) is not a state file SlideOut can read; starting with the defaults")
        }
        return (state, nil)
    }

    /// Writes `state`, making the folder if needed; throws what the file system says.
    func save(_ state: DemoState) throws {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(state).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
