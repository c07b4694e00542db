import Foundation
import XCTest

/// What a weston started with `--debug` shows: its whole screen, through
/// weston's screenshooter, as the compositor composed it from the clients' buffers.
enum WestonScreen {
    /// Takes the screen of the weston that `environment` names into a PNG in
    /// `directory` (made if missing; one picture a folder, as the
    /// screenshooter names its file by the second).
    static func take(into directory: URL, environment: [String: String],
                     file: StaticString = #filePath, line: UInt = #line) throws -> PNGImage {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let shooter = Process()
        shooter.executableURL = URL(fileURLWithPath: "/usr/bin/weston-screenshooter")
        shooter.currentDirectoryURL = directory
        shooter.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try shooter.run()
        let deadline = Date().addingTimeInterval(10)
        while shooter.isRunning && Date() < deadline { usleep(20_000) }
        if shooter.isRunning { shooter.terminate() }
        XCTAssertEqual(shooter.terminationStatus, 0, "weston-screenshooter", file: file, line: line)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("wayland-screenshot") && $0.hasSuffix(".png") }
        guard let name = files.first, let image = PNGImage(path: directory.appendingPathComponent(name).path) else {
            XCTFail("weston-screenshooter wrote no picture in \(directory.path)", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return image
    }
}

extension PNGImage {
    /// Where `picture` best matches this image: among the places where a few
    /// of its pixels spread over it match, the one where the fewest of all
    /// its pixels differ by more than `tolerance` (with the first of those);
    /// nil where it nowhere shows.
    func bestPlace(of picture: PNGImage, tolerance: Int = 1)
        -> (x: Int, y: Int, differing: Int, first: (x: Int, y: Int)?)? {
        guard width >= picture.width, height >= picture.height else { return nil }
        let probes = (0..<64).map { index in
            let (x, y) = ((index * 37 + 3) % picture.width, (index * 53 + 5) % picture.height)
            return (x: x, y: y, color: picture.pixel(x, y))
        }
        var best: (x: Int, y: Int, differing: Int, first: (x: Int, y: Int)?)?
        for y in 0...(height - picture.height) {
            for x in 0...(width - picture.width)
            where probes.allSatisfy({ pixel(x + $0.x, y + $0.y).isClose(to: $0.color, tolerance: tolerance) }) {
                var differing = 0
                var first: (x: Int, y: Int)?
                for py in 0..<picture.height {
                    for px in 0..<picture.width
                    where !pixel(x + px, y + py).isClose(to: picture.pixel(px, py), tolerance: tolerance) {
                        differing += 1
                        if first == nil { first = (px, py) }
                    }
                }
                if differing < best?.differing ?? .max { best = (x, y, differing, first) }
                if differing == 0 { return best }
            }
        }
        return best
    }
}
