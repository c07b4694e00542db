import Foundation
import XCTest

/// The assistive technology of the accessibility tests: Tests/Accessibility/
/// atspi-probe.py, pyatspi through the system's /usr/bin/python3, inside a
/// D-Bus session of its own (`dbus-run-session`) where it runs the
/// accessibility bus (`at-spi-bus-launcher --launch-immediately`). An app
/// started with `environment` joins that session and registers there.
final class AccessibilityProbe {
    private let process: AppProcess
    /// What an app needs to join the probe's session.
    let environment: [String: String]

    /// Starts the probe, its session's services (dconf's, say) seeing
    /// `sessionEnvironment` too; fails (or skips outside the test script) when
    /// dbus-run-session, the bus launcher or pyatspi is missing.
    init(sessionEnvironment: [String: String] = [:]) throws {
        for tool in ["/usr/bin/dbus-run-session", "/usr/libexec/at-spi-bus-launcher", "/usr/bin/python3"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw TestEnvironment.missing("no \(tool): scripts/ensure-packages test installs at-spi2-core, dbus-daemon")
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Accessibility/atspi-probe.py").standardized.path
        process = try AppProcess(["--", "/usr/bin/python3", script], environment: sessionEnvironment,
                                 unsetting: ["AT_SPI_BUS_ADDRESS"],
                                 executable: "/usr/bin/dbus-run-session", takesInput: true)
        guard let bus = process.waitForEvent(timeout: 20, { $0["bus"] != nil })?.event["bus"] as? String else {
            throw TestEnvironment.missing("the AT-SPI probe did not start (python3-pyatspi?): \(process.standardError)")
        }
        environment = ["DBUS_SESSION_BUS_ADDRESS": bus]
    }

    deinit {
        process.closeInput()
        _ = process.waitForExit(timeout: 10)
    }

    /// Sends one command and returns its reply; fails the test on timeout.
    func ask(_ command: [String: Any], timeout: TimeInterval = 15, file: StaticString = #filePath,
             line: UInt = #line) throws -> [String: Any] {
        let mark = process.events.count
        let data = try JSONSerialization.data(withJSONObject: command)
        process.send(String(decoding: data, as: UTF8.self))
        let reply = try XCTUnwrap(process.waitForEvent(after: mark, timeout: timeout, file: file, line: line) { _ in true },
                                  "no reply to \(command)", file: file, line: line).event
        if let error = reply["error"] { XCTFail("the probe failed on \(command): \(error)", file: file, line: line) }
        return reply
    }

    /// Waits until the application of process `pid` is on the desktop.
    func find(_ pid: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let found = try ask(["cmd": "find", "pid": Int(pid)], file: file, line: line)["found"] as? Bool
        guard found == true else { throw TestEnvironment.Missing(description: "the app never registered with AT-SPI") }
    }

    /// The application's tree now.
    func tree(file: StaticString = #filePath, line: UInt = #line) throws -> AccessibleObject {
        let tree = try ask(["cmd": "tree"], file: file, line: line)["tree"] as? [String: Any]
        return AccessibleObject(try XCTUnwrap(tree, file: file, line: line), path: [])
    }

    /// Does the object's first action (click).
    /// Does `object`'s action, checking that the app answers `done` (false: refused).
    func act(on object: AccessibleObject, expecting done: Bool = true, file: StaticString = #filePath,
             line: UInt = #line) throws {
        let answer = try ask(["cmd": "act", "path": object.path], file: file, line: line)["done"] as? Bool
        XCTAssertEqual(answer, done, "doAction on \(object.name)", file: file, line: line)
    }

    /// The deepest object at window pixel (`x`, `y`): its role and name.
    func object(atWindowPixel x: Int, _ y: Int) throws -> (role: String?, name: String?) {
        let reply = try ask(["cmd": "at", "x": x, "y": y])
        return (reply["role"] as? String, reply["name"] as? String)
    }

    /// Drops the events seen so far.
    func forgetEvents() throws {
        _ = try ask(["cmd": "events"])
    }

    /// Waits until the events seen so far (kept in `seen`) hold one matching
    /// `matches`; fails the test on timeout.
    @discardableResult
    func waitForEvent(in seen: inout [[String: Any]], timeout: TimeInterval = 10, file: StaticString = #filePath,
                      line: UInt = #line, _ matches: ([String: Any]) -> Bool) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            seen += try ask(["cmd": "events"], file: file, line: line)["events"] as? [[String: Any]] ?? []
            if let event = seen.first(where: matches) { return event }
        } while Date() < deadline
        XCTFail("no such AT-SPI event; saw \(seen.suffix(12))", file: file, line: line)
        return nil
    }
}

/// One object of an application's tree as the probe read it.
struct AccessibleObject {
    let role: String
    let name: String
    let states: Set<String>
    let window: [Int]
    let screen: [Int]
    let actions: [String]
    let children: [AccessibleObject]
    /// Child indices from the application.
    let path: [Int]

    init(_ json: [String: Any], path: [Int]) {
        role = json["role"] as? String ?? ""
        name = json["name"] as? String ?? ""
        states = Set(json["states"] as? [String] ?? [])
        window = json["window"] as? [Int] ?? []
        screen = json["screen"] as? [Int] ?? []
        actions = json["actions"] as? [String] ?? []
        let children = json["children"] as? [[String: Any]] ?? []
        self.children = children.enumerated().map { AccessibleObject($1, path: path + [$0]) }
        self.path = path
    }

    /// Every object under this one, depth first.
    var descendants: [AccessibleObject] { children.flatMap { [$0] + $0.descendants } }

    /// The first object below with `role`, named `name` when given.
    func first(_ role: String, named name: String? = nil) -> AccessibleObject? {
        descendants.first { $0.role == role && (name == nil || $0.name == name) }
    }

    /// An indented listing: role, name, window extents and states, a line each.
    func dump(depth: Int = 0) -> String {
        let line = String(repeating: "  ", count: depth) + "\(role) '\(name)' \(window) [\(states.sorted().joined(separator: " "))]"
        return ([line] + children.map { $0.dump(depth: depth + 1) }).joined(separator: "\n")
    }
}
