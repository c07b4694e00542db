import Foundation
import XCTest

/// The X11 window names itself as desktops expect: `WM_CLASS` (instance
/// `slideout`, class `SlideOut`) to group it and match its `.desktop` file,
/// a drawn icon, a least size, and a title naming the style and the screen.
final class WindowClassTests: EndToEndTestCase {
    override var launchArguments: [String] { ["--style", "push", "--size", "400x300"] }

    private func property(_ name: String) throws -> String {
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xprop", "-id", input.windowID, name]
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    /// Waits (up to 10 s) until the window's property `name` contains `text`.
    private func waitForProperty(_ name: String, containing text: String) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var value = try property(name)
        while !value.contains(text) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            value = try property(name)
        }
        return value
    }

    func testWMClassIsSlideOut() throws {
        let text = try property("WM_CLASS")
        XCTAssertTrue(text.contains("\"slideout\", \"SlideOut\""), text)
    }

    func testIconAndLeastSizeAreSet() throws {
        let hints = try waitForProperty("WM_NORMAL_HINTS", containing: "minimum size")
        XCTAssertTrue(hints.contains("program specified minimum size: 320 by 300"), hints)
        let icon = try waitForProperty("_NET_WM_ICON", containing: "Icon (128 x 128)")
        for size in [16, 32, 48, 128] { XCTAssertTrue(icon.contains("Icon (\(size) x \(size))"), "\(size)") }
    }

    func testTitleNamesTheStyleAndFollowsTheScreen() throws {
        XCTAssertTrue(try waitForProperty("_NET_WM_NAME", containing: "First View").contains("SlideOut — push — First View"))
        let start = mark
        try input.key("F9")
        XCTAssertEqual(settledState(after: start), "open")
        try input.key("Down")
        try input.key("Down")
        try input.key("Return")   // the second row: "Second View"
        let title = try waitForProperty("_NET_WM_NAME", containing: "Second View")
        XCTAssertTrue(title.contains("SlideOut — push — Second View"), title)
    }
}
