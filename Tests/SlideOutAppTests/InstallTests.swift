import Foundation
import XCTest

/// `scripts/install` puts a working program, its icon and a desktop entry
/// whose StartupWMClass matches the window's class under PREFIX (that it
/// carries GLFW 3.3's other build is FreshCloneWaylandTests').
final class InstallTests: XCTestCase {
    func testInstallsAProgramThatRunsWithItsIconAndDesktopEntry() throws {
        try TestEnvironment.requireDisplay()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let artifacts = TestEnvironment.artifactDirectory(for: self)
        let prefix = artifacts.appendingPathComponent("prefix").path
        try? FileManager.default.removeItem(atPath: prefix)
        let install = Process()
        install.executableURL = root.appendingPathComponent("scripts/install")
        install.arguments = ["--from", URL(fileURLWithPath: TestEnvironment.binary).deletingLastPathComponent().path]
        install.environment = ProcessInfo.processInfo.environment.merging(["PREFIX": prefix]) { $1 }
        try install.run()
        install.waitUntilExit()
        XCTAssertEqual(install.terminationStatus, 0)

        let entry = try String(contentsOfFile: prefix + "/share/applications/slideout.desktop", encoding: .utf8)
        XCTAssertTrue(entry.contains("StartupWMClass=SlideOut\n"), entry)
        XCTAssertTrue(entry.contains("Exec=\(prefix)/bin/slideout\n"), entry)
        XCTAssertTrue(entry.contains("Icon=slideout\n"), entry)
        let icon = try XCTUnwrap(PNGImage(path: prefix + "/share/icons/hicolor/256x256/apps/slideout.png"))
        XCTAssertEqual(icon.width, 256)
        let tile = icon.pixel(128, 230)
        XCTAssertTrue(tile.b > 150 && tile.r < 120, "the blue tile: \(tile)")

        // The installed program draws a frame.
        let shot = artifacts.appendingPathComponent("installed.png").path
        let run = Process()
        run.executableURL = URL(fileURLWithPath: prefix + "/bin/slideout")
        run.arguments = ["--style", "push", "--size", "400x300", "--screenshot", shot]
        try run.run()
        run.waitUntilExit()
        XCTAssertEqual(run.terminationStatus, 0)
        XCTAssertNotNil(PNGImage(path: shot))
    }
}
