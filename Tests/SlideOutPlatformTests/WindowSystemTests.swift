import XCTest
@testable import SlideOutPlatform

/// Which window system a window talks to, chosen once from the platform GLFW
/// started on, and what each answers where `Window` once branched: no display needed.
final class WindowSystemTests: XCTestCase {
    private let build33 = GLFWBuild(major: 3, minor: 3, versionString: "3.3.8 Wayland EGL OSMesa clock_gettime evdev shared")
    private let build34 = GLFWBuild(major: 3, minor: 4, versionString: "3.4.0 Wayland X11 GLX EGL OSMesa monotonic shared")

    func testEachPlatformGetsItsOwnWindowSystem() {
        for platform in DisplayPlatform.allCases {
            let system = platform.windowSystem(presentation: .planes, build: build34)
            XCTAssertEqual(system.platform, platform)
        }
        XCTAssertTrue(DisplayPlatform.x11.windowSystem(presentation: .planes, build: build34) is X11WindowSystem)
        XCTAssertTrue(DisplayPlatform.wayland.windowSystem(presentation: .planes, build: build34) is WaylandWindowSystem)
    }

    func testOnlyX11TellsWhereTheWindowIs() {
        XCTAssertTrue(DisplayPlatform.x11.windowSystem(presentation: .planes, build: build34).reportsWindowPosition)
        XCTAssertFalse(DisplayPlatform.wayland.windowSystem(presentation: .planes, build: build34).reportsWindowPosition)
    }

    /// GLFW 3.3 on Wayland crashes on a cursor set after a pointer appears
    /// that was not there at start-up; 3.4 does not, and the seat is not asked.
    func testOnlyGLFW33OnASeatWithoutAPointerStartsCursorless() {
        XCTAssertTrue(WaylandWindowSystem.needsCursorless(buildChoosesPlatform: false) { false })
        XCTAssertFalse(WaylandWindowSystem.needsCursorless(buildChoosesPlatform: false) { true })
        XCTAssertFalse(WaylandWindowSystem.needsCursorless(buildChoosesPlatform: false) { nil },
                       "an unreachable compositor is not a seat without a pointer")
        XCTAssertFalse(WaylandWindowSystem.needsCursorless(buildChoosesPlatform: true) {
            XCTFail("3.4 needs no probe")
            return false
        })
        XCTAssertFalse(DisplayPlatform.x11.windowSystem(presentation: .planes, build: build33).startsCursorless,
                       "X11 never asks the Wayland seat")
        XCTAssertFalse(DisplayPlatform.wayland.windowSystem(presentation: .planes, build: build34).startsCursorless)
    }

    /// Without GLFW's connection there is nothing to lose, and no reader.
    func testAWaylandSystemWithoutAConnectionHasNoLossAndNoReader() {
        let system = WaylandWindowSystem(display: nil, presentation: .planes, startsCursorless: false)
        XCTAssertNil(system.connectionLoss(closeRequested: true))
        XCTAssertNil(system.inputReader(for: OpaquePointer(bitPattern: 1)!))
    }
}
