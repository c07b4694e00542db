import Foundation
import XCTest

/// Where the CPU draws, the app presents only the pixels a frame changed
/// (the rest of the window keeps the last frame's): after a toggle, or a
/// switch to another style, what the X screen shows must be the picture of
/// that state drawn whole. One level of difference is allowed: llvmpipe
/// blends a 64-pixel tile in 8 bits or in floats depending on every draw in
/// it, so a pixel kept from an earlier frame, whose tile then held other
/// draws, may round the other way; a region left stale or copied short
/// differs by far more.
final class ChangedPixelsEndToEndTests: XCTestCase {
    private let (width, height) = (600, 400)

    func testTheScreenShowsEachSettledStateAsItsWholePicture() throws {
        try TestEnvironment.requireX11Display("reads an X11 screen")
        let directory = TestEnvironment.artifactDirectory(for: self)
        // Sidebar3d starts with its menu shown; its frames change two places apart (menu, title).
        let styles = [("panels", ["open", "closed"]), ("slidedown", ["open", "closed"]), ("push", ["open", "closed"]),
                      ("drawer", ["open", "closed"]), ("sidebar3d", ["closed", "open"])]
        for (style, states) in styles {
            let app = try AppProcess(["--style", style, "--trace", "--size", "\(width)x\(height)", "--scale", "1"])
            defer { app.process.terminate() }
            app.waitForEvent(where: "ready")
            let input = try XDoTool(app: app)
            try input.movePointerPast(width: width, height: height)
            for state in states {
                let mark = app.events.count
                try input.key("F9")
                XCTAssertNotNil(app.waitForEvent(where: "settled", after: mark), "\(style) settles \(state)")
                try assertScreen(of: input, shows: style, state: state, pictures: directory)
            }
        }
    }

    func testAStyleSwitchShowsTheNewStyleWhole() throws {
        try TestEnvironment.requireX11Display("reads an X11 screen")
        let directory = TestEnvironment.artifactDirectory(for: self)
        let app = try AppProcess(["--style", "push", "--trace", "--size", "\(width)x\(height)", "--scale", "1"])
        defer { app.process.terminate() }
        app.waitForEvent(where: "ready")
        let input = try XDoTool(app: app)
        try input.movePointerPast(width: width, height: height)
        // Keys 1-5 in seed order; sidebar3d starts with its menu shown.
        for (key, style, state) in [("3", "panels", "closed"), ("4", "sidebar3d", "open"), ("5", "slidedown", "closed")] {
            let mark = app.events.count
            try input.key(key)
            XCTAssertNotNil(app.waitForEvent(where: "settled", after: mark), "switched to \(style)")
            try assertScreen(of: input, shows: style, state: state, pictures: directory)
        }
    }

    /// Compares the window on the X screen with `--screenshot` of `style` at
    /// `state`, written into `pictures`.
    private func assertScreen(of input: XDoTool, shows style: String, state: String, pictures: URL,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let path = pictures.appendingPathComponent("\(style)-\(state).png").path
        let shot = try AppProcess(["--style", style, "--size", "\(width)x\(height)", "--scale", "1",
                                   "--state", state, "--screenshot", path])
        XCTAssertEqual(shot.waitForExit(), 0, shot.standardError, file: file, line: line)
        let picture = try XCTUnwrap(PNGImage(path: path), file: file, line: line)
        let screen = try XCTUnwrap(ScreenPixels(), file: file, line: line)
        let shown = try XCTUnwrap(screen.picture(window: input.windowID, width: width, height: height),
                                  file: file, line: line)
        var differing = 0
        var first: (x: Int, y: Int)?
        for y in 0..<height {
            for x in 0..<width {
                let value = shown[y * width + x]
                let actual = PNGImage.RGB(r: Int((value >> 16) & 0xff), g: Int((value >> 8) & 0xff), b: Int(value & 0xff))
                if !actual.isClose(to: picture.pixel(x, y), tolerance: 1) {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        XCTAssertEqual(differing, 0, "\(style) \(state): \(differing) pixels on screen differ from \(path), "
                       + "the first at \(String(describing: first))", file: file, line: line)
    }
}
