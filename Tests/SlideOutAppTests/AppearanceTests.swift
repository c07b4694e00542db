import Foundation
import SlideOut
import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest

/// The desktop's appearance (SPEC.md, "Appearance"): read from the XDG
/// desktop portal before the first frame, followed live, overridden by
/// `--appearance` and `SLIDEOUT_APPEARANCE`, light and silent without a
/// portal. The portal is a stand-in on a session bus of the test's own.
final class AppearanceTests: XCTestCase {
    /// Starts the push demo with `--trace` on `portal`'s bus (or none).
    private func start(_ arguments: [String] = [], on portal: PortalStandIn?,
                       environment: [String: String] = [:]) throws -> AppProcess {
        try TestEnvironment.requireDisplay()
        // Only what the test gives: no bus of the tester's, no appearance of its environment.
        let unsetting = Set(["DBUS_SESSION_BUS_ADDRESS", "SLIDEOUT_APPEARANCE"].filter {
            (portal?.environment ?? [:]).merging(environment) { $1 }[$0] == nil
        })
        return try AppProcess(["--style", "push", "--size", "640x480", "--trace"] + arguments,
                              environment: (portal?.environment ?? ["NO_AT_BRIDGE": "1"]).merging(environment) { $1 },
                              unsetting: unsetting)
    }

    /// The `ready` event's appearance and contrast.
    private func ready(_ app: AppProcess, file: StaticString = #filePath,
                       line: UInt = #line) throws -> (appearance: String?, contrast: String?) {
        let event = try XCTUnwrap(app.waitForEvent(where: "ready", timeout: 20, file: file, line: line),
                                  file: file, line: line).event
        return (event["appearance"] as? String, event["contrast"] as? String)
    }

    func testADarkDesktopIsDarkFromTheFirstFrame() throws {
        let portal = try PortalStandIn(colorScheme: 1)
        let app = try start(on: portal)
        defer { app.process.terminate() }
        let (appearance, contrast) = try ready(app)
        XCTAssertEqual(appearance, "dark")
        XCTAssertEqual(contrast, "normal")
        XCTAssertEqual(try portal.calls().first, "ReadAll", "a version 2 portal is read in one call")
    }

    /// The desktop switching is followed without a restart, both ways.
    func testALiveSwitchIsFollowedBothWays() throws {
        let portal = try PortalStandIn(colorScheme: 1)
        let app = try start(on: portal)
        defer { app.process.terminate() }
        XCTAssertEqual(try ready(app).appearance, "dark")
        var mark = app.events.count
        try portal.set(["color-scheme": 2])
        let light = app.waitForEvent(where: "appearance", after: mark)?.event
        XCTAssertEqual(light?["scheme"] as? String, "light")
        XCTAssertEqual(light?["contrast"] as? String, "normal")
        mark = app.events.count
        try portal.set(["color-scheme": 1])
        XCTAssertEqual(app.waitForEvent(where: "appearance", after: mark)?.event["scheme"] as? String, "dark")
        XCTAssertTrue(app.process.isRunning, "the same process followed both switches")
        XCTAssertEqual(app.events.filter { $0["event"] as? String == "ready" }.count, 1)
    }

    func testHighContrastIsReadAndFollowed() throws {
        let portal = try PortalStandIn(contrast: 1)
        let app = try start(on: portal)
        defer { app.process.terminate() }
        let (appearance, contrast) = try ready(app)
        XCTAssertEqual(appearance, "light")
        XCTAssertEqual(contrast, "high")
        let mark = app.events.count
        // The accent colour alone is no traced change: the next event is the contrast's.
        try portal.set(["accent-color": [0.2, 0.4, 0.6]])
        try portal.set(["contrast": 0])
        let event = app.waitForEvent(where: "appearance", after: mark)?.event
        XCTAssertEqual(event?["contrast"] as? String, "normal")
        XCTAssertEqual(event?["scheme"] as? String, "light")
    }

    /// Portals older than version 2 answer `ReadOne` or only the
    /// deprecated `Read` (its value boxed once more); both give the appearance.
    func testOlderPortalsAreRead() throws {
        for methods in [["ReadOne", "Read"], ["Read"]] {
            let portal = try PortalStandIn(methods: methods, colorScheme: 1, contrast: 1)
            let app = try start(on: portal)
            defer { app.process.terminate() }
            let (appearance, contrast) = try ready(app)
            XCTAssertEqual(appearance, "dark", "\(methods)")
            XCTAssertEqual(contrast, "high", "\(methods)")
            XCTAssertTrue(try portal.calls().contains(methods[0]), "\(methods)")
        }
    }

    /// A bus without a portal, and no bus at all: light, normal contrast, and nothing printed.
    func testNoPortalIsLightAndSilent() throws {
        let busWithoutPortal = try PortalStandIn(ownsName: false)
        var portals: [PortalStandIn?] = [busWithoutPortal]
        let runtimeBus = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].map { "\($0)/bus" }
        if !FileManager.default.fileExists(atPath: runtimeBus ?? "") { portals.append(nil) }
        for portal in portals {
            let app = try start(on: portal)
            let (appearance, contrast) = try ready(app)
            XCTAssertEqual(appearance, "light")
            XCTAssertEqual(contrast, "normal")
            app.process.terminate()
            XCTAssertEqual(app.waitForExit(), 0)
            XCTAssertEqual(app.wholeStandardError(), "", portal == nil ? "no bus" : "no portal")
            XCTAssertFalse(app.outputLines.contains { $0.contains("\"event\":\"appearance\"") }, "no change event")
        }
    }

    /// `--appearance` wins over the desktop and over `SLIDEOUT_APPEARANCE`,
    /// which wins over the desktop.
    func testTheFlagAndTheVariableOverrideTheDesktop() throws {
        let portal = try PortalStandIn(colorScheme: 1)
        for (arguments, variable, expected) in [(["--appearance", "light"], nil, "light"),
                                                ([], "light", "light"),
                                                (["--appearance", "dark"], "light", "dark"),
                                                (["--appearance", "auto"], "light", "dark")] as [([String], String?, String)] {
            let app = try start(arguments, on: portal, environment: variable.map { ["SLIDEOUT_APPEARANCE": $0] } ?? [:])
            defer { app.process.terminate() }
            XCTAssertEqual(try ready(app).appearance, expected, "\(arguments) SLIDEOUT_APPEARANCE=\(variable ?? "")")
        }
    }

    /// `--appearance` chooses light or dark only: the desktop's high
    /// contrast still applies, and a change of it is still followed.
    func testTheFlagLeavesTheDesktopsContrast() throws {
        let portal = try PortalStandIn(colorScheme: 1, contrast: 1)
        let app = try start(["--appearance", "light"], on: portal)
        defer { app.process.terminate() }
        let first = try ready(app)
        XCTAssertEqual([first.appearance, first.contrast], ["light", "high"])
        let mark = app.events.count
        try portal.set(["contrast": 0])
        let change = try XCTUnwrap(app.waitForEvent(where: "appearance", after: mark)?.event)
        XCTAssertEqual(change["scheme"] as? String, "light", "still the flag's")
        XCTAssertEqual(change["contrast"] as? String, "normal")
    }

    /// A host's own appearance wins over the desktop's; nil gives it back.
    /// The content and `onAppearanceChange` are told of each change.
    func testAHostOverridesTheDesktopsAppearance() throws {
        try TestEnvironment.requireX11Display("opens an X11 window")
        let window = try Window(title: "appearance", size: Size(width: 200, height: 100), visible: false,
                                forcedScale: 1, platform: .x11)
        let host = MenuHost(window: window, renderer: try FrameRenderer())
        defer { host.close() }
        let desktops = host.appearance
        var told: [Appearance] = []
        host.onAppearanceChange = { told.append($0) }
        let content = ToldContent()
        let menu = Layer(name: "menu")
        host.show(PushMenu(content: Layer(name: "content"), menu: menu, clock: host.clock), content: content)
        XCTAssertEqual(content.told, [desktops], "told when shown")
        let dark = Appearance(isDark: !desktops.isDark, isHighContrast: true)
        host.appearanceOverride = dark
        XCTAssertEqual(host.appearance, dark)
        host.appearanceOverride = nil
        XCTAssertEqual(host.appearance, desktops, "the desktop's again")
        XCTAssertEqual(told, [dark, desktops])
        XCTAssertEqual(content.told, [desktops, dark, desktops])

        // Light or dark only: the desktop's contrast and accent stay.
        var flipped = desktops
        flipped.isDark.toggle()
        host.darkOverride = flipped.isDark
        XCTAssertEqual(host.appearance, flipped)
        host.appearanceOverride = dark
        XCTAssertEqual(host.appearance, dark, "the whole override wins")
        host.appearanceOverride = nil
        host.darkOverride = nil
        XCTAssertEqual(host.appearance, desktops)
        XCTAssertEqual(told, [dark, desktops, flipped, dark, flipped, desktops])
    }
}

/// A content that records the appearances it is told of.
private final class ToldContent: MenuContent {
    var told: [Appearance] = []
    var menuRows: [Layer] { [] }
    func chooseMenuRow(at index: Int) {}
    func appearanceDidChange(_ appearance: Appearance) { told.append(appearance) }
}
