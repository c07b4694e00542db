import Foundation
import XCTest
@testable import SlideOutPlatform

/// Which window system the app talks to, and how it gets GLFW to talk to it:
/// the decision on every kind of GLFW, then the real binary's choice.
final class PlatformChoiceTests: XCTestCase {
    private let x11Build = GLFWBuild(major: 3, minor: 3, versionString: "3.3.8 X11 GLX EGL OSMesa clock_gettime evdev shared")
    private let waylandBuild = GLFWBuild(major: 3, minor: 3, versionString: "3.3.8 Wayland EGL OSMesa clock_gettime evdev shared")
    private let bothBuild = GLFWBuild(major: 3, minor: 4, versionString: "3.4.0 Wayland X11 GLX EGL OSMesa monotonic shared")
    private let session = ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]

    func testAutoIsWaylandOnAWaylandSessionOnly() {
        XCTAssertEqual(PlatformRequest.auto.resolved(in: session), .wayland)
        XCTAssertEqual(PlatformRequest.auto.resolved(in: ["DISPLAY": ":0"]), .x11)
        XCTAssertEqual(PlatformRequest.auto.resolved(in: ["DISPLAY": ":0", "WAYLAND_DISPLAY": ""]), .x11)
        XCTAssertEqual(PlatformRequest.x11.resolved(in: session), .x11)
    }

    func testGLFW34ChoosesAtInitWhateverTheRequest() {
        for request in PlatformRequest.allCases {
            let plan = PlatformLaunch.plan(for: request, environment: session, build: bothBuild) { _ in
                XCTFail("3.4 needs no other build")
                return nil
            }
            XCTAssertEqual(plan, .run(request.resolved(in: session)))
        }
    }

    func testGLFW33RelaunchesOverTheOtherBuildWhenItIsNeeded() {
        let folder = "/opt/glfw-wayland"
        XCTAssertEqual(PlatformLaunch.plan(for: .auto, environment: session, build: x11Build) { _ in folder },
                       .relaunch(.wayland, libraryFolder: folder))
        XCTAssertEqual(PlatformLaunch.plan(for: .auto, environment: ["DISPLAY": ":0"], build: x11Build) { _ in folder },
                       .run(.x11), "an X11 session keeps the X11 build")
        XCTAssertEqual(PlatformLaunch.plan(for: .x11, environment: session, build: waylandBuild) { _ in "/x" },
                       .relaunch(.x11, libraryFolder: "/x"), "libglfw3-wayland installed, X11 asked for")
    }

    func testGLFW33WithoutTheOtherBuildOrAfterARelaunchIsUnavailable() {
        XCTAssertEqual(PlatformLaunch.plan(for: .wayland, environment: session, build: x11Build) { _ in nil },
                       .unavailable(.wayland))
        var relaunched = session
        relaunched[PlatformLaunch.relaunchedVariable] = "1"
        XCTAssertEqual(PlatformLaunch.plan(for: .wayland, environment: relaunched, build: x11Build) { _ in "/w" },
                       .unavailable(.wayland), "a relaunch never relaunches again")
    }

    func testTheOtherBuildIsLookedForBesideTheExecutableUpToTheBuildFolder() {
        let executable = URL(fileURLWithPath: "/repo/.build/x86_64-unknown-linux-gnu/debug/slideout")
        let folders = PlatformLaunch.libraryFolderCandidates(for: .wayland, environment: ["SLIDEOUT_GLFW_LIBS": "/libs"],
                                                            executable: executable)
        XCTAssertEqual(folders.first, "/libs/wayland")
        XCTAssertTrue(folders.contains("/repo/.build/glfw-wayland"), "\(folders)")
    }

    /// The real binary: with both WAYLAND_DISPLAY and DISPLAY set (a GNOME
    /// session), the default launch is a Wayland client; `--platform x11`
    /// stays on X11; GLFW's Wayland build is found in .build (no LD_LIBRARY_PATH).
    func testTheBinaryIsAWaylandClientOnAWaylandSession() throws {
        try TestEnvironment.requireDisplay()
        let environment = ProcessInfo.processInfo.environment
        guard let socket = environment["SLIDEOUT_WAYLAND_DISPLAY"], let runtime = environment["SLIDEOUT_WAYLAND_RUNTIME_DIR"],
              let display = environment["DISPLAY"] else {
            throw TestEnvironment.missing("needs scripts/with-weston and an X display")
        }
        let session = ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime, "DISPLAY": display, "LD_LIBRARY_PATH": ""]
        for (arguments, expected) in [([String](), "wayland"), (["--platform", "x11"], "x11"),
                                      (["--platform", "wayland"], "wayland")] {
            let app = try AppProcess(["--style", "push", "--size", "400x300", "--trace", "--bench", "1"] + arguments,
                                     environment: session)
            XCTAssertEqual(app.waitForExit(timeout: 30), 0, app.standardError)
            let ready = app.events.first { $0["event"] as? String == "ready" }
            XCTAssertEqual(ready?["platform"] as? String, expected, "\(arguments): \(app.standardError)")
        }
    }

    func testAPlatformThatCannotBeHadIsOneLineAndExitThree() throws {
        try TestEnvironment.requireDisplay()
        let app = try AppProcess(["--platform", "wayland", "--screenshot", "/tmp/never.png"],
                                 environment: ["WAYLAND_DISPLAY": "", "SLIDEOUT_GLFW_LIBS": "/nonexistent",
                                               PlatformLaunch.relaunchedVariable: "1", "LD_LIBRARY_PATH": ""])
        XCTAssertEqual(app.waitForExit(), 3)
        XCTAssertEqual(app.standardError.split(separator: "\n").count, 1, app.standardError)
        XCTAssertTrue(app.standardError.contains("wayland"), app.standardError)
    }
}
