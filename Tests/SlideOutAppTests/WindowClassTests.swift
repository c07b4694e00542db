import Foundation
import XCTest

/// The X11 window names its class, so desktops group it and match its
/// `.desktop` file: `WM_CLASS` is instance `slideout`, class `SlideOut`.
final class WindowClassTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--style", "push", "--size", "400x300"] }

    func testWMClassIsSlideOut() throws {
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xprop", "-id", input.windowID, "WM_CLASS"]
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(text.contains("\"slideout\", \"SlideOut\""), text)
    }
}
