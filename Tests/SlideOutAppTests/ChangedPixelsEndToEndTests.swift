import Foundation
import XCTest

/// Where the CPU draws, the app presents only the pixels a frame changed
/// (the rest of the window keeps the last frame's): after a toggle open and
/// one closed, what the X screen shows must be exactly the picture of that
/// state drawn whole.
final class ChangedPixelsEndToEndTests: XCTestCase {
    func testTheScreenShowsEachSettledStateAsItsWholePicture() throws {
        try TestEnvironment.requireX11Display("reads an X11 screen")
        let directory = TestEnvironment.artifactDirectory(for: self)
        let (width, height) = (600, 400)
        for style in ["panels", "slidedown", "push"] {
            let app = try AppProcess(["--style", style, "--trace", "--size", "\(width)x\(height)", "--scale", "1"])
            defer { app.process.terminate() }
            app.waitForEvent(where: "ready")
            let input = try XDoTool(app: app)
            let screen = try XCTUnwrap(ScreenPixels())
            for state in ["open", "closed"] {
                let mark = app.events.count
                try input.key("F9")
                XCTAssertNotNil(app.waitForEvent(where: "settled", after: mark), "\(style) settles \(state)")
                let path = directory.appendingPathComponent("\(style)-\(state).png").path
                let shot = try AppProcess(["--style", style, "--size", "\(width)x\(height)", "--scale", "1",
                                           "--state", state, "--screenshot", path])
                XCTAssertEqual(shot.waitForExit(), 0, shot.standardError)
                let picture = try XCTUnwrap(PNGImage(path: path))
                let shown = try XCTUnwrap(screen.picture(window: input.windowID, width: width, height: height))
                var differing = 0
                var first: (Int, Int)?
                for y in 0..<height {
                    for x in 0..<width {
                        let value = shown[y * width + x]
                        let expected = picture.pixel(x, y)
                        let actual = PNGImage.RGB(r: Int((value >> 16) & 0xff), g: Int((value >> 8) & 0xff),
                                                  b: Int(value & 0xff))
                        if actual != expected {
                            differing += 1
                            if first == nil { first = (x, y) }
                        }
                    }
                }
                XCTAssertEqual(differing, 0, "\(style) \(state): \(differing) pixels on screen differ from \(path), "
                               + "the first at \(String(describing: first))")
            }
        }
    }
}
