import FoundationEssentials
import Glibc
import SlideOut

/// `--tour DIR`: a scripted visit of every style on the virtual clock, for
/// the README's animated picture. Keys switch to each style in seed order,
/// close its menu if it starts out, open it, move the focus down and choose a row; every frame drawn is
/// written to DIR as `frame-NNNNN.png`, with its time on a line of
/// `DIR/frames.txt`, so an encoder can hold each picture until the next;
/// frames an earlier tour left there are removed.
final class Tour {
    /// Seconds each style is shown for.
    static let secondsPerStyle = 3.6

    /// The script: keys only, so it plays the same at any window size.
    static var events: [InputEvent] {
        var events: [InputEvent] = []
        func key(_ key: Key, at time: Double) {
            events.append(InputEvent(time: time, kind: .key(key, pressed: true, modifiers: [])))
            events.append(InputEvent(time: time + 0.05, kind: .key(key, pressed: false, modifiers: [])))
        }
        for index in Options.StyleName.allCases.indices {
            let start = 0.4 + Double(index) * secondsPerStyle
            key(.digit(index + 1), at: start)
            key(.escape, at: start + 0.3)   // sidebar3d starts with its menu out
            key(.f9, at: start + 0.9)
            key(.down, at: start + 1.8)
            key(.down, at: start + 2.1)
            key(.enter, at: start + 2.6)
        }
        return events
    }

    private let directory: String
    private var index = 0
    private var times = ""

    /// Writes into `directory`, which is created if missing; throws when it
    /// cannot be made or written into.
    init(directory: String) throws(BadFile) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BadFile("cannot write the tour into \(directory): it cannot be made a folder")
        }
        guard access(directory, W_OK) == 0 else {
            throw BadFile("cannot write the tour into \(directory): \(String(cString: strerror(errno)))")
        }
    }

    /// Where the next frame goes, shown from `time` on; `frames.txt` will list it.
    func nextFramePath(at time: Double) -> String {
        index += 1
        let name = String(cFormat: "frame-%05d.png", index)
        times += "\(name) \(String(cFormat: "%.4f", time))\n"
        return "\(directory)/\(name)"
    }

    /// Writes `frames.txt`, ending with the time the tour ended, and removes
    /// the frames a longer tour left in the folder after this one's last,
    /// so that it holds the frames `frames.txt` lists and no others.
    func finish(at time: Double) throws {
        try (times + "end \(String(cFormat: "%.4f", time))\n")
            .write(toFile: "\(directory)/frames.txt", atomically: true, encoding: .utf8)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory)
        where Self.frameNumber(of: name).map({ $0 > index }) ?? false {
            try FileManager.default.removeItem(atPath: "\(directory)/\(name)")
        }
    }

    /// N of a file named as a tour's frame, `frame-NNNNN.png`.
    private static func frameNumber(of name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return digits.count == 5 && digits.allSatisfy { ("0"..."9").contains($0) } ? Int(digits) : nil
    }
}
