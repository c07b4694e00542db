import Foundation
import XCTest

/// On a scale-2 output (a second headless weston, `--scale=2`) the native
/// Wayland client draws at two pixels per point: the 80-point menu is 160
/// pixels wide and text is rendered at that resolution, not magnified:
/// through the app's shared-memory buffers and through its EGL window
/// surface (the path a GPU takes), whose buffers follow the scale GLFW sets.
final class HiDPITests: XCTestCase {
    private static let bar = PNGImage.RGB(r: 23, g: 51, b: 41)

    func testScaleTwoOutputDrawsEightyPointsAsOneHundredSixtySharpPixels() throws {
        try assertScaleTwoDrawsSharp([])
    }

    func testScaleTwoThroughEGLDrawsEightyPointsAsOneHundredSixtySharpPixels() throws {
        try assertScaleTwoDrawsSharp(["--wayland-present", "egl"])
    }

    /// `--scale 2` asks for what the output gives: the window keeps its 400
    /// x 300 points when its surface enters the output (the buffer GLFW
    /// doubled there had laid the style out at 800 x 600 points).
    func testAForcedScaleOnAScaleTwoOutputKeepsTheSizeInPoints() throws {
        try assertScaleTwoDrawsSharp(["--scale", "2"])
    }

    /// The least size the window asks for stays the demo's 320 x 300 points
    /// when a forced scale's pixels change its size in screen units: asked
    /// as 640 x 600 units before the surface entered the scale-2 output, it
    /// was never asked again (in the client's protocol log).
    func testAForcedScaleOnAScaleTwoOutputKeepsTheLeastSizeInPoints() throws {
        let wayland = try TestEnvironment.waylandClient(of: "SLIDEOUT_WAYLAND_HIDPI_DISPLAY")
        let app = try AppProcess(["--style", "push", "--size", "400x300", "--scale", "2", "--trace"],
                                 environment: wayland.merging(["WAYLAND_DEBUG": "client"]) { $1 })
        defer { app.process.terminate() }
        func leastSize() -> String? {
            app.standardError.split(separator: "\n").last { $0.contains(".set_min_size(") }
                .flatMap { $0.split(separator: "set_min_size").last.map(String.init) }
        }
        let deadline = Date().addingTimeInterval(10)
        while leastSize() != "(320, 300)" && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertEqual(leastSize(), "(320, 300)", "screen units are points on the scale-2 output")
    }

    /// `--scale 2` on a scale-1 output beside a scale-2 one: the window, 2048
    /// screen units wide, reaches into the scale-2 output, where the pixels
    /// it keeps make it 1024 wide, back on the scale-1 output alone, where
    /// they make it 2048 again. It stops there (it resized itself some 40
    /// times a second, for ever): the window stays on the scale-1 output,
    /// and the layout follows its pixels, still two a point.
    func testAForcedScaleBesideOutputsOfTwoScalesSettlesOnOne() throws {
        try TestEnvironment.requireX11Display("weston's X11 backend, for two outputs")
        let glfw = try TestEnvironment.waylandClient().filter { $0.key == "LD_LIBRARY_PATH" }
        let xvfb = try PrivateDisplayServer.xvfb()
        let weston = try PrivateDisplayServer.weston(on: xvfb, outputScales: [1, 2])
        // Weston places a window on the output under its pointer: put it on
        // the scale-1 output (each output is a window of weston's on the X
        // server, the scale-2 one above it at first).
        let display = try XCTUnwrap(xvfb.clientEnvironment["DISPLAY"])
        for id in try XDoTool.run(["search", "--sync", "--class", "Weston Compositor"], display: display)
            .split(separator: "\n").map(String.init)
        where try XDoTool.run(["getwindowname", id], display: display).contains("screen0") {
            try XDoTool.run(["windowraise", id, "mousemove", "--window", id, "200", "200",
                             "mousemove", "--window", id, "100", "100"], display: display)
        }
        let app = try AppProcess(["--platform", "wayland", "--style", "push", "--size", "1024x700", "--scale", "2",
                                  "--trace"], environment: weston.clientEnvironment.merging(glfw.merging(["WAYLAND_DEBUG": "client"]) { $1 }) { $1 })
        defer { app.process.terminate() }
        let layout = app.waitForEvent(timeout: 15) { $0["event"] as? String == "layout" && $0["width"] as? Int == 512 }
        XCTAssertEqual(layout?.event["scale"] as? Int, 2, "two pixels a point: \(app.outputLines)")
        // Once settled, the surface stays where it is: no more crossings
        // (wl_surface.enter and leave, in the client's protocol log).
        func crossings() -> Int {
            app.standardError.split(separator: "\n").filter { $0.contains(".enter(wl_output") || $0.contains(".leave(wl_output") }.count
        }
        let settled = crossings()
        let deadline = Date().addingTimeInterval(1)
        while crossings() < settled + 4 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertLessThan(crossings(), settled + 4, "the window kept crossing between the outputs")
    }

    /// A screenshot's window is never shown, so its surface enters no
    /// output: it is drawn at the output's scale, as the window would be
    /// on screen (it was 1, a 300 x 400 picture for 600 x 800 pixels).
    func testAScreenshotOnAScaleTwoOutputHasTheOutputsPixels() throws {
        let wayland = try TestEnvironment.waylandClient(of: "SLIDEOUT_WAYLAND_HIDPI_DISPLAY")
        let path = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("push.png").path
        let app = try AppProcess(["--style", "push", "--size", "300x400", "--state", "open", "--screenshot", path],
                                 environment: wayland)
        XCTAssertEqual(app.waitForExit(), 0, app.standardError)
        let image = try XCTUnwrap(PNGImage(path: path), "no picture at \(path)")
        XCTAssertEqual([image.width, image.height], [600, 800])
    }

    private func assertScaleTwoDrawsSharp(_ arguments: [String]) throws {
        let wayland = try TestEnvironment.waylandClient(of: "SLIDEOUT_WAYLAND_HIDPI_DISPLAY")
        let app = try AppProcess(["--style", "sidebar3d", "--size", "400x300", "--trace"] + arguments,
                                 environment: wayland)
        let scaled = app.waitForEvent(timeout: 15) { ($0["scale"] as? Int) == 2 }
        _ = try XCTUnwrap(scaled, "the window learns its output's scale; stderr: \(app.standardError)")

        // The frame drawn at scale 2 reaches the screen a moment after the new
        // layout (GLFW commits the new buffer scale with the old frame first).
        let directory = TestEnvironment.artifactDirectory(for: self)
        var image: PNGImage
        var bar: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        var shots = 0
        let deadline = Date().addingTimeInterval(5)
        repeat {
            shots += 1
            image = try WestonScreen.take(into: directory.appendingPathComponent("screen-\(shots)"), environment: wayland)
            bar = image.boundingBox(where: { $0.isClose(to: Self.bar, tolerance: 2) })
        } while bar.map { $0.maxY - $0.minY + 1 } != 88 && Date() < deadline
        XCTAssertEqual(image.width, 2560, "a 1280x800 output at scale 2")
        guard let bar else { return XCTFail("no navigation bar on screen; see \(directory.path)") }
        XCTAssertEqual(bar.maxY - bar.minY + 1, 88, "the 44-point bar; see \(directory.path)")
        XCTAssertEqual(bar.maxX - bar.minX + 1, 800,
                       "the menu's 80-point strip and the 320-point detail bar; see \(directory.path)")
        // The second row (32 points high under the 44-point strip) ends where
        // the detail begins; its text sits in its middle 40 points.
        let rowMiddle = bar.minY + (44 + 32 + 16) * 2
        let rowColor = image.pixel(bar.minX + 124, rowMiddle)
        let rowEnd = (bar.minX + 124...bar.maxX).first { image.pixel($0, rowMiddle) != rowColor }
        XCTAssertEqual(rowEnd.map { $0 - bar.minX }, 160, "the 80-point menu; see \(directory.path)")

        // Magnified 1x text fills whole 2x2 blocks; text drawn at 2x does not.
        var textBlocks = 0, uniformBlocks = 0
        for y in stride(from: bar.minY, to: bar.maxY - 1, by: 2) {
            for x in stride(from: bar.minX, to: bar.maxX - 1, by: 2) {
                let block = [image.pixel(x, y), image.pixel(x + 1, y), image.pixel(x, y + 1), image.pixel(x + 1, y + 1)]
                guard block.contains(where: { !$0.isClose(to: Self.bar, tolerance: 2) }) else { continue }
                textBlocks += 1
                if block.allSatisfy({ $0 == block[0] }) { uniformBlocks += 1 }
            }
        }
        XCTAssertGreaterThan(textBlocks, 50, "the bar shows a title and a button; see \(directory.path)")
        XCTAssertLessThan(Double(uniformBlocks), 0.5 * Double(textBlocks),
                          "text is drawn at two pixels per point; see \(directory.path)")
        let sizes = app.events.filter { ["ready", "layout"].contains($0["event"] as? String) }
            .map { "\($0["width"] ?? "")x\($0["height"] ?? "")" }
        XCTAssertEqual(Set(sizes), ["400x300"], "laid out at its size in points throughout")
    }
}
