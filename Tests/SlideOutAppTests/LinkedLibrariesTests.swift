import Foundation
import XCTest

/// The app and the library modules in it use FoundationEssentials, never
/// Foundation: one `import Foundation` links CoreFoundation and ICU (its data
/// alone 34 MB, a release binary 77 MB instead of 28) and costs the start
/// 1-4 ms of the main thread's CPU (docs/performance.md, "Start-up").
final class LinkedLibrariesTests: XCTestCase {
    func testTheAppLinksNeitherFoundationNorICU() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [TestEnvironment.binary]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        XCTAssertEqual(ldd.terminationStatus, 0, listing)
        XCTAssertTrue(listing.contains("libc.so.6"), "ldd listed the app's libraries: \(listing)")
        let linked = listing.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            XCTAssertFalse(linked.contains(library), "\(library) is linked: a module imports Foundation")
        }
    }
}
