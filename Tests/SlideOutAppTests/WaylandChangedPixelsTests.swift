import Foundation
import XCTest

/// On Wayland with a software renderer the app presents through buffers of
/// its own, copying into each only the pixels changed since it last held
/// the frame and damaging only those: after toggles, what the compositor
/// shows must be the picture of that state drawn whole. Runs on the scale-2
/// weston (whose screen can be read), so damage is also converted from
/// buffer pixels to surface units. Two levels of difference are allowed:
/// one as on X11 (ChangedPixelsEndToEndTests), and one more where weston
/// blends push's overlay plane in 8 bits and the whole picture folds the
/// overlay into each colour.
final class WaylandChangedPixelsTests: XCTestCase {
    private let (width, height) = (400, 300)

    func testTheCompositorShowsEachStateAfterTogglesAsItsWholePicture() throws {
        let wayland = try TestEnvironment.waylandClient(of: "SLIDEOUT_WAYLAND_HIDPI_DISPLAY")
        let directory = TestEnvironment.artifactDirectory(for: self)
        // Sidebar3d starts with its menu shown.
        for style in ["push", "drawer", "panels", "sidebar3d", "slidedown"] {
            let (first, second) = style == "sidebar3d" ? ("closed", "open") : ("open", "closed")
            for (toggles, state) in [(2, second), (3, first)] {
                let replay = directory.appendingPathComponent("\(style)-\(toggles).jsonl")
                try togglesThenStillness(toggles).write(to: replay, atomically: true, encoding: .utf8)
                let app = try AppProcess(["--style", style, "--size", "\(width)x\(height)", "--trace",
                                          "--replay", replay.path], environment: wayland)
                defer { app.process.terminate() }
                var mark = 0
                for _ in 0..<toggles {
                    let settled = try XCTUnwrap(app.waitForEvent(where: "settled", after: mark, timeout: 15))
                    mark = settled.index + 1
                }
                XCTAssertEqual(app.events.last { $0["event"] as? String == "settled" }?["state"] as? String, state)
                let scale = app.events.last { ["ready", "layout"].contains($0["event"] as? String) }?["scale"] as? Int
                XCTAssertEqual(scale, 2, "drawn for the scale-2 output")
                try assertScreen(shows: style, state: state, environment: wayland, tolerance: 2,
                                 pictures: directory.appendingPathComponent("\(style)-\(toggles)"))
            }
        }
    }

    /// Half-way, every style is put together by the compositor from planes
    /// (the layers that slide on subsurfaces of their own, push's overlay a
    /// stretched pixel): weston's screen must be the picture drawn whole.
    func testPlanesPutTogetherShowTheWholePictureHalfWay() throws {
        let wayland = try TestEnvironment.waylandClient(of: "SLIDEOUT_WAYLAND_HIDPI_DISPLAY")
        let directory = TestEnvironment.artifactDirectory(for: self)
        for (style, state) in [("push", "0.5"), ("drawer", "0.5"), ("panels", "0.5"), ("panels", "-0.5"),
                               ("sidebar3d", "0.5"), ("slidedown", "0.5")] {
            let app = try AppProcess(["--style", style, "--size", "\(width)x\(height)", "--trace", "--state", state],
                                     environment: wayland)
            defer { app.process.terminate() }
            let layout = try XCTUnwrap(app.waitForEvent(where: "layout", after: 0, timeout: 15), "\(style) at scale 2")
            XCTAssertEqual(layout.event["scale"] as? Int, 2)
            try assertScreen(shows: style, state: state, environment: wayland, tolerance: 2,
                             pictures: directory.appendingPathComponent("\(style)\(state)"))
        }
    }

    /// Mirrored (`--direction rtl`), each sliding plane is placed mirrored
    /// and drawn mirrored: the screen is still the picture drawn whole.
    func testMirroredPlanesPutTogetherShowTheWholePicture() throws {
        let wayland = try TestEnvironment.waylandClient(of: "SLIDEOUT_WAYLAND_HIDPI_DISPLAY")
        let directory = TestEnvironment.artifactDirectory(for: self)
        for (style, state) in [("push", "0.5"), ("drawer", "0.5"), ("panels", "0.5"), ("panels", "-0.5"),
                               ("sidebar3d", "0.5"), ("slidedown", "0.5")] {
            let app = try AppProcess(["--style", style, "--size", "\(width)x\(height)", "--trace", "--state", state,
                                      "--direction", "rtl"], environment: wayland)
            defer { app.process.terminate() }
            let layout = try XCTUnwrap(app.waitForEvent(where: "layout", after: 0, timeout: 15), "\(style) at scale 2")
            XCTAssertEqual(layout.event["scale"] as? Int, 2)
            try assertScreen(shows: style, state: state, environment: wayland, tolerance: 2, arguments: ["--direction", "rtl"],
                             pictures: directory.appendingPathComponent("\(style)\(state)"))
        }
    }

    /// A switch from panels, drawn as planes (its centre on a subsurface of
    /// its own), to push, docked and drawn whole on the window's surface:
    /// the window shows push's docked yellow menu. It was black: removing
    /// the planes deleted their framebuffers, which left none bound, and the
    /// frame was copied out of that. On weston's X11 backend, whose output
    /// (a window on an Xvfb of the test's own) is wide enough to dock.
    func testASwitchFromPlanesToADockedMenuShowsTheFrame() throws {
        let glfw = try TestEnvironment.waylandClient().filter { $0.key == "LD_LIBRARY_PATH" }
        let xvfb = try PrivateDisplayServer.xvfb(size: "1280x800")
        let weston = try PrivateDisplayServer.weston(on: xvfb, width: 1200, height: 760)
        let replay = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("switch.jsonl")
        try [#"{"t": 0.3, "type": "key", "key": "1", "pressed": true}"#,
             #"{"t": 0.35, "type": "key", "key": "1", "pressed": false}"#,
             #"{"t": 60, "type": "move", "x": 1, "y": 1}"#].joined(separator: "\n")
            .write(to: replay, atomically: true, encoding: .utf8)
        let app = try AppProcess(["--platform", "wayland", "--style", "panels", "--size", "900x600", "--scale", "1",
                                  "--trace", "--replay", replay.path],
                                 // Planes are the software path's: llvmpipe draws, also where a GPU is.
                                 environment: weston.clientEnvironment.merging(glfw) { $1 }
                                    .merging(["LIBGL_ALWAYS_SOFTWARE": "1"]) { $1 })
        defer { app.process.terminate() }
        let switched = try XCTUnwrap(app.waitForEvent(where: "style", timeout: 15))
        let settled = try XCTUnwrap(app.waitForEvent(where: "settled", after: switched.index))
        XCTAssertEqual(settled.event["mode"] as? String, "docked")
        XCTAssertEqual(app.events.first?["present"] as? String, "shm-planes")
        let picture = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("screen.png").path
        let yellow = PNGImage.RGB(r: 255, g: 255, b: 0)
        var menuPixels = 0
        let deadline = Date().addingTimeInterval(10)
        repeat {
            let shot = try AppProcess(["-display", try XCTUnwrap(xvfb.clientEnvironment["DISPLAY"]), "-window", "root",
                                       picture], executable: "/usr/bin/import")
            XCTAssertEqual(shot.waitForExit(), 0, shot.standardError)
            let screen = try XCTUnwrap(PNGImage(path: picture))
            menuPixels = stride(from: 0, to: screen.height, by: 4).reduce(0) { count, y in
                count + stride(from: 0, to: screen.width, by: 4).filter { screen.pixel($0, y).isClose(to: yellow, tolerance: 8) }.count
            }
        } while menuPixels < 5000 && Date() < deadline
        // The docked menu, 320 x 600 points, is 12,000 of every 4th pixel of every 4th row.
        XCTAssertGreaterThan(menuPixels, 5000, "push's docked menu on the screen; see \(picture)")
    }

    /// A replay pressing F9 `toggles` times, 1.2 s apart (each settles well
    /// within), then nothing for a minute: the window stays as it settled.
    private func togglesThenStillness(_ toggles: Int) -> String {
        var lines: [String] = []
        for index in 0..<toggles {
            let time = 0.3 + 1.2 * Double(index)
            lines.append(#"{"t": \#(time), "type": "key", "key": "f9", "pressed": true}"#)
            lines.append(#"{"t": \#(time + 0.05), "type": "key", "key": "f9", "pressed": false}"#)
        }
        lines.append(#"{"t": 60, "type": "move", "x": 1, "y": 1}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Compares the window on weston's screen with `--screenshot` of `style`
    /// at `state` and scale 2 (with `arguments`), both written into `pictures`.
    /// The screen is taken again (each in a folder of its own) until it
    /// shows the picture or 10 s pass: a window just drawn may not be on it yet.
    private func assertScreen(shows style: String, state: String, environment: [String: String], tolerance: Int = 1,
                              arguments: [String] = [], pictures: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let path = pictures.appendingPathComponent("\(style)-\(state)-whole.png").path
        let shot = try AppProcess(["--style", style, "--size", "\(width)x\(height)", "--scale", "2",
                                   "--state", state, "--screenshot", path] + arguments, environment: environment)
        XCTAssertEqual(shot.waitForExit(), 0, shot.standardError, file: file, line: line)
        let picture = try XCTUnwrap(PNGImage(path: path), file: file, line: line)
        XCTAssertEqual(picture.width, 2 * width, file: file, line: line)
        let deadline = Date().addingTimeInterval(10)
        var place: (x: Int, y: Int, differing: Int, first: (x: Int, y: Int)?)?
        var attempt = 0
        repeat {
            attempt += 1
            let screen = try WestonScreen.take(into: pictures.appendingPathComponent("screen-\(attempt)"),
                                               environment: environment, file: file, line: line)
            place = screen.bestPlace(of: picture, tolerance: tolerance)
        } while place?.differing != 0 && Date() < deadline
        guard let place else {
            return XCTFail("\(style) \(state): the window is not on the screen as \(path) shows it; see \(pictures.path)",
                           file: file, line: line)
        }
        XCTAssertEqual(place.differing, 0, "\(style) \(state): \(place.differing) pixels on screen differ from \(path), "
                       + "the first at \(String(describing: place.first)); see \(pictures.path)", file: file, line: line)
    }
}
