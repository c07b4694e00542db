import Foundation
import XCTest
@testable import SlideOutPlatform

/// Which GLFW build serves which request, decided before GLFW's first call:
/// no display needed.
final class PlatformPlanTests: XCTestCase {
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

    func testGLFW34ServesEveryRequestItself() {
        for request in PlatformRequest.allCases {
            let plan = PlatformLaunch.plan(for: request, environment: session, build: bothBuild, canLoadAnother: true) { _ in
                XCTFail("3.4 needs no other build")
                return nil
            }
            XCTAssertEqual(plan, .use(request.resolved(in: session)))
        }
    }

    func testGLFW33LoadsTheOtherBuildWhenItIsNeeded() {
        let folder = "/opt/glfw-wayland"
        XCTAssertEqual(PlatformLaunch.plan(for: .auto, environment: session, build: x11Build, canLoadAnother: true) { _ in folder },
                       .load(.wayland, libraryFolder: folder))
        XCTAssertEqual(PlatformLaunch.plan(for: .auto, environment: ["DISPLAY": ":0"], build: x11Build,
                                           canLoadAnother: true) { _ in folder },
                       .use(.x11), "an X11 session keeps the X11 build")
        XCTAssertEqual(PlatformLaunch.plan(for: .x11, environment: session, build: waylandBuild, canLoadAnother: true) { _ in "/x" },
                       .load(.x11, libraryFolder: "/x"), "libglfw3-wayland installed, X11 asked for")
        XCTAssertEqual(PlatformLaunch.plan(for: .wayland, environment: session, build: nil, canLoadAnother: true) { _ in "/w" },
                       .load(.wayland, libraryFolder: "/w"), "no system GLFW at all, the unpacked build")
    }

    func testGLFW33WithoutTheOtherBuildOrOverTheHostsOwnIsUnavailable() {
        XCTAssertEqual(PlatformLaunch.plan(for: .wayland, environment: session, build: x11Build, canLoadAnother: true) { _ in nil },
                       .unavailable(.wayland))
        XCTAssertEqual(PlatformLaunch.plan(for: .wayland, environment: session, build: x11Build, canLoadAnother: false) { _ in "/w" },
                       .unavailable(.wayland), "a GLFW the host linked, or one in use, is kept")
        XCTAssertEqual(PlatformLaunch.plan(for: .auto, environment: session, build: nil, canLoadAnother: true) { _ in nil },
                       .unavailable(.wayland))
    }

    func testTheOtherBuildIsLookedForBesideTheExecutableUpToTheBuildFolder() {
        let executable = URL(fileURLWithPath: "/repo/.build/x86_64-unknown-linux-gnu/debug/slideout")
        let folders = PlatformLaunch.libraryFolderCandidates(for: .wayland, environment: ["SLIDEOUT_GLFW_LIBS": "/libs"],
                                                            executable: executable)
        XCTAssertEqual(folders.first, "/libs/wayland")
        XCTAssertTrue(folders.contains("/repo/.build/glfw-wayland"), "\(folders)")
    }

    /// The system's GLFW, loaded local to the caller as `prepare` loads it,
    /// names its build; the test process links no GLFW of its own (none is in
    /// its global scope; tests run before this one may have loaded one locally).
    func testTheSystemsGLFWLoadsLocallyAndNamesItsBuild() throws {
        XCTAssertNil(dlsym(nil, "glfwInit"), "nothing in the test process links GLFW")
        let handle = try LoadedGLFW.open(LoadedGLFW.soname)
        defer { dlclose(handle) }
        let build = try XCTUnwrap(GLFWBuild(library: handle))
        XCTAssertGreaterThanOrEqual(build.major * 10 + build.minor, 33, build.versionString)
        XCTAssertNil(dlsym(nil, "glfwInit"), "loaded local: not in the process's global scope")
    }

    /// The other build (scripts/glfw-build unpacks it) loads beside the
    /// system's, each answering for itself.
    func testTheOtherBuildLoadsBesideTheSystems() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let system = try LoadedGLFW.open(LoadedGLFW.soname)
        defer { dlclose(system) }
        let systemBuild = try XCTUnwrap(GLFWBuild(library: system))
        guard !systemBuild.choosesPlatformAtInit else { throw Requirement.missing("GLFW 3.4 comes as one build") }
        let other: DisplayPlatform = systemBuild.builtInPlatform == .x11 ? .wayland : .x11
        let path = repository.appendingPathComponent(".build/glfw-\(other.rawValue)/libglfw.so.3").path
        guard FileManager.default.fileExists(atPath: path) else {
            throw Requirement.missing("run scripts/glfw-build \(other.rawValue) first")
        }
        let handle = try LoadedGLFW.open(path)
        defer { dlclose(handle) }
        XCTAssertEqual(GLFWBuild(library: handle)?.builtInPlatform, other)
        XCTAssertEqual(GLFWBuild(library: system)?.builtInPlatform, systemBuild.builtInPlatform)
    }
}
