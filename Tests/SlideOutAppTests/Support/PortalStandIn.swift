import Foundation
import XCTest

/// The desktop of the appearance tests: Tests/Appearance/portal-stand-in.py,
/// the XDG desktop portal's Settings served with GIO through the system's
/// /usr/bin/python3, on a session bus of its own (`dbus-run-session` with
/// Tests/Appearance/session.conf, which starts no services). An app started
/// with `environment` reads its appearance there.
final class PortalStandIn {
    private let process: AppProcess
    /// What an app needs to join the stand-in's session.
    let environment: [String: String]

    /// Starts the stand-in answering `methods`, with `color-scheme` and
    /// `contrast` as given; `ownsName` false leaves the bus without a portal.
    /// Fails (or skips outside the test script) when dbus-run-session or python3-gi is missing.
    init(methods: [String] = ["ReadAll", "ReadOne", "Read"], colorScheme: Int = 0, contrast: Int = 0,
         ownsName: Bool = true) throws {
        for tool in ["/usr/bin/dbus-run-session", "/usr/bin/python3"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw TestEnvironment.missing("no \(tool): scripts/ensure-packages test installs dbus-daemon, python3-gi")
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Appearance").standardized.path
        var arguments = ["--config-file=\(folder)/session.conf", "--", "/usr/bin/python3",
                         "\(folder)/portal-stand-in.py", "--methods", methods.joined(separator: ","),
                         "--color-scheme", "\(colorScheme)", "--contrast", "\(contrast)"]
        if !ownsName { arguments.append("--no-name") }
        process = try AppProcess(arguments, executable: "/usr/bin/dbus-run-session", takesInput: true)
        guard let bus = process.waitForEvent(timeout: 20, { $0["bus"] != nil })?.event["bus"] as? String else {
            throw TestEnvironment.missing("the stand-in portal did not start (python3-gi?): \(process.standardError)")
        }
        environment = ["DBUS_SESSION_BUS_ADDRESS": bus, "NO_AT_BRIDGE": "1"]
    }

    deinit {
        process.closeInput()
        _ = process.waitForExit(timeout: 10)
    }

    /// Changes settings (`color-scheme` and `contrast` numbers, `accent-color`
    /// three) and emits `SettingChanged` for each.
    func set(_ settings: [String: Any], file: StaticString = #filePath, line: UInt = #line) throws {
        _ = try ask(["set": settings], file: file, line: line)
    }

    /// The methods the app called so far.
    func calls(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try ask(["calls": true], file: file, line: line)["calls"] as? [String] ?? []
    }

    private func ask(_ command: [String: Any], file: StaticString, line: UInt) throws -> [String: Any] {
        let mark = process.events.count
        process.send(String(decoding: try JSONSerialization.data(withJSONObject: command), as: UTF8.self))
        return try XCTUnwrap(process.waitForEvent(after: mark, timeout: 10, file: file, line: line) { _ in true },
                             "no reply to \(command)", file: file, line: line).event
    }
}
