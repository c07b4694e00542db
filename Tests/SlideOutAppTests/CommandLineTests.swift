import Foundation
import XCTest
@testable import SlideOutApp
@testable import SlideOutRender

/// The command line's contract: parsing, and exit codes with one-line errors.
final class CommandLineTests: XCTestCase {
    func testParsesEveryFlag() throws {
        let options = try Options.parse(["--style", "push", "--size", "640x480", "--scale", "2", "--state", "0.25",
                                         "--trace", "--bench", "20", "--virtual-clock",
                                         "--platform", "wayland", "--direction", "rtl", "--wayland-present", "egl",
                                         "--appearance", "light"])
        XCTAssertEqual(options.style, .push)
        XCTAssertEqual(options.size.width, 640)
        XCTAssertEqual(options.size.height, 480)
        XCTAssertEqual(options.scale, 2)
        XCTAssertEqual(options.state, .progress(0.25))
        XCTAssertEqual(try Options.parse(["--screenshot", "x.png"]).screenshotPath, "x.png")
        XCTAssertTrue(options.trace)
        XCTAssertEqual(options.benchToggles, 20)
        XCTAssertTrue(options.virtualClock)
        XCTAssertEqual(options.platform, .wayland)
        XCTAssertEqual(options.layoutDirection, .rightToLeft)
        XCTAssertEqual(options.waylandPresentation, .egl)
        XCTAssertEqual(options.appearance, .light)
        XCTAssertEqual(try Options.parse(["--direction", "ltr"]).layoutDirection, .leftToRight)
        XCTAssertNil(try Options.parse(["--direction", "rtl", "--direction", "auto"]).layoutDirection)
    }

    /// Every flag the parser accepts (each `case "--..."` in Options.swift)
    /// is in `--help`, with a line of its own.
    func testHelpListsEveryFlag() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/SlideOutApp/Options.swift").standardized, encoding: .utf8)
        let flags = source.split(separator: "\n").filter { $0.contains("case \"-") }
            .flatMap { $0.split(separator: "\"").filter { $0.hasPrefix("-") } }
        XCTAssertGreaterThan(flags.count, 14)
        // Each flag line starts with its spellings, before the description's two spaces.
        let spellings = Options.usage.split(separator: "\n").map { line in
            line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]
                .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        }
        for flag in flags {
            XCTAssertTrue(spellings.contains { $0.contains(String(flag)) }, "\(flag) has no line in --help")
        }
    }

    func testTourVisitsEveryStyleAndWritesItsFrames() throws {
        try TestEnvironment.requireDisplay()
        let directory = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("tour").path
        try? FileManager.default.removeItem(atPath: directory)
        // What a longer tour before it left, and a file of the user's.
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in ["frame-99999.png", "notes.txt"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()))
        }
        let app = try AppProcess(["--tour", directory, "--size", "320x300", "--scale", "1", "--trace"])
        XCTAssertEqual(app.waitForExit(timeout: 60), 0, app.standardError)
        // It starts at push, whatever style was remembered, and goes on in seed order.
        let styles = app.events.filter { ["ready", "style"].contains($0["event"] as? String) }
            .compactMap { $0["style"] as? String }
        XCTAssertEqual(styles, ["push", "drawer", "panels", "sidebar3d", "slidedown"])
        XCTAssertEqual(app.events.filter { $0["event"] as? String == "select" }.count, 5, "a row chosen in each")
        let lines = try String(contentsOfFile: directory + "/frames.txt", encoding: .utf8).split(separator: "\n")
        let times = lines.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
        XCTAssertGreaterThan(times.count, 100)
        XCTAssertEqual(times, times.sorted(), "frames in time order")
        XCTAssertTrue(lines.last?.hasPrefix("end ") ?? false)
        let listed = lines.dropLast().map { String($0.split(separator: " ")[0]) }
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        XCTAssertEqual(present.symmetricDifference(listed + ["frames.txt", "notes.txt"]).sorted(), [],
                       "the folder holds the frames frames.txt lists, the user's file, and no frame of the tour before")
    }

    func testDefaults() throws {
        let options = try Options.parse([])
        XCTAssertEqual(options.style, .sidebar3d)
        XCTAssertEqual(options.size.width, 1024)
        XCTAssertEqual(options.size.height, 700)
        XCTAssertNil(options.scale)
        XCTAssertNil(options.state)
        XCTAssertEqual(options.platform, .auto)
        XCTAssertNil(options.layoutDirection, "auto: the locale's direction")
        XCTAssertEqual(options.waylandPresentation, .planes)
        XCTAssertEqual(options.appearance, .auto, "the desktop's appearance")
    }

    /// `--appearance` and `SLIDEOUT_APPEARANCE`: the flag wins, even over a bad variable.
    func testParsesTheAppearance() throws {
        XCTAssertEqual(try Options.parse(["--appearance", "dark"]).appearance, .dark)
        XCTAssertEqual(try Options.parse([], environment: ["SLIDEOUT_APPEARANCE": "light"]).appearance, .light)
        XCTAssertEqual(try Options.parse(["--appearance", "auto"], environment: ["SLIDEOUT_APPEARANCE": "dark"])
            .appearance, .auto)
        XCTAssertEqual(try Options.parse(["--appearance", "dark"], environment: ["SLIDEOUT_APPEARANCE": "grey"])
            .appearance, .dark)
        XCTAssertThrowsError(try Options.parse([], environment: ["SLIDEOUT_APPEARANCE": "grey"]))
        XCTAssertEqual(Options.AppearanceChoice.dark.isDark, true)
        XCTAssertEqual(Options.AppearanceChoice.light.isDark, false)
        XCTAssertNil(Options.AppearanceChoice.auto.isDark)
    }

    func testRejectsBadValues() {
        for arguments in [["--style", "flap"], ["--size", "0x10"], ["--size", "800"], ["--scale", "-1"],
                          ["--state", "half"], ["--state", "1.5"], ["--bench", "0"], ["--screenshot", "x.jpg"],
                          ["--size"], ["--wat"], ["--platform", "mir"],
                          ["--direction", "left"], ["--direction"], ["--wayland-present", "off"],
                          ["--appearance", "dim"], ["--appearance"]] {
            XCTAssertThrowsError(try Options.parse(arguments), "\(arguments)")
        }
    }

    /// A screenshot, a bench, a tour and a replay each run the app their own
    /// way: two of them at once, or a recording of a run that takes no live
    /// input, are refused, not half done.
    func testRejectsTwoWaysOfRunningAtOnce() {
        let refused: [([String], String)] = [
            (["--tour", "t", "--replay", "r.jsonl"], "--tour and --replay cannot be given together"),
            (["--tour", "t", "--screenshot", "x.png"], "--screenshot and --tour cannot be given together"),
            (["--bench", "2", "--tour", "t"], "--bench and --tour cannot be given together"),
            (["--bench", "2", "--screenshot", "x.png"], "--screenshot and --bench cannot be given together"),
            (["--replay", "r.jsonl", "--bench", "2"], "--bench and --replay cannot be given together"),
            (["--replay", "r.jsonl", "--record", "r2.jsonl"], "--record writes live input, and --replay takes none"),
            (["--tour", "t", "--record", "r.jsonl"], "--record writes live input, and --tour takes none"),
        ]
        for (arguments, message) in refused {
            XCTAssertThrowsError(try Options.parse(arguments), "\(arguments)") {
                XCTAssertTrue("\($0)".contains(message), "\(arguments): \($0)")
            }
        }
        XCTAssertNoThrow(try Options.parse(["--bench", "2", "--bench-warm-up", "1", "--record", "r.jsonl"]))
        XCTAssertNoThrow(try Options.parse(["--bench-warm-up", "2"]), "bench/run's start-up runs")
    }

    /// A scale that draws the window in less than a pixel is a bad argument,
    /// not an OpenGL failure (it was exit 3, "Invalid window size 0x0").
    func testAScaleThatLeavesNoPixelIsRefused() throws {
        XCTAssertThrowsError(try Options.parse(["--size", "100x100", "--scale", "0.004"]).checkScale()) {
            XCTAssertTrue("\($0)".contains("less than a pixel; give a scale of at least 0.01"), "\($0)")
        }
        XCTAssertNoThrow(try Options.parse(["--size", "100x100", "--scale", "0.01"]).checkScale())
        XCTAssertNoThrow(try Options.parse(["--scale", "0.002"]).checkScale(), "700 points at 0.002 is 1.4 pixels")
        let (status, message) = try run(["--size", "100x100", "--scale", "1e-9", "--screenshot", "/tmp/never.png"])
        XCTAssertEqual(status, 2, message)
        assertOneLine(message, contains: "less than a pixel")
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
        guard FileManager.default.isExecutableFile(atPath: TestEnvironment.binary) else {
            XCTFail("no slideout binary at \(TestEnvironment.binary): run `swift build` first")
            return (-1, "")
        }
        let app = try AppProcess(arguments, environment: environment)
        let status = app.waitForExit()
        return (status, app.standardError)
    }

    private func assertOneLine(_ message: String, contains text: String, file: StaticString = #filePath,
                               line: UInt = #line) {
        let lines = message.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "one line: \(message)", file: file, line: line)
        XCTAssertTrue(message.contains(text), "'\(message)' should mention \(text)", file: file, line: line)
    }

    /// A negative progress is the right panel's: panels takes it, the others
    /// do not, also when their style comes from the remembered state.
    func testOnlyPanelsStartsAtANegativeProgress() throws {
        XCTAssertNoThrow(try Options.parse(["--style", "panels", "--state", "-0.5"]).checkStartState())
        XCTAssertNoThrow(try Options.parse(["--style", "push", "--state", "0.5"]).checkStartState())
        for style in ["push", "drawer", "sidebar3d", "slidedown"] {
            XCTAssertThrowsError(try Options.parse(["--style", style, "--state", "-0.5"]).checkStartState(), style)
        }
        var remembered = try Options.parse(["--state", "-1"])
        XCTAssertThrowsError(try remembered.checkStartState(), "the default style, sidebar3d")
        DemoState(style: .panels).apply(to: &remembered)
        XCTAssertNoThrow(try remembered.checkStartState(), "panels remembered")
    }

    func testBadArgumentsExitTwo() throws {
        let (status, message) = try run(["--size", "huge"])
        XCTAssertEqual(status, 2)
        assertOneLine(message, contains: "--size")
        let (directionStatus, directionMessage) = try run(["--direction", "sideways"])
        XCTAssertEqual(directionStatus, 2)
        assertOneLine(directionMessage, contains: "--direction")
        let (appearanceStatus, appearanceMessage) = try run(["--appearance", "dim"])
        XCTAssertEqual(appearanceStatus, 2)
        assertOneLine(appearanceMessage, contains: "--appearance")
        let (stateStatus, stateMessage) = try run(["--style", "drawer", "--state", "-0.5"])
        XCTAssertEqual(stateStatus, 2, "a right panel's progress, and drawer has none")
        assertOneLine(stateMessage, contains: "--state -0.5")
        let (shotStatus, shotMessage) = try run(["--screenshot", "/no-such-folder/shot.png"])
        XCTAssertEqual(shotStatus, 2, "refused before the window opens")
        assertOneLine(shotMessage, contains: "cannot write /no-such-folder/shot.png")
        let folder = TestEnvironment.artifactDirectory(for: self).appendingPathComponent("a-folder.png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let (folderStatus, folderMessage) = try run(["--screenshot", folder])
        XCTAssertEqual(folderStatus, 2, "a folder named FILE.png")
        assertOneLine(folderMessage, contains: "it is a folder")
        let (variableStatus, variableMessage) = try run([], environment: ["SLIDEOUT_APPEARANCE": "dim"])
        XCTAssertEqual(variableStatus, 2)
        assertOneLine(variableMessage, contains: "SLIDEOUT_APPEARANCE")
    }

    func testNoDisplayExitsThree() throws {
        let (status, message) = try run(["--style", "push"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(status, 3)
        assertOneLine(message, contains: "display")
        let (waylandStatus, waylandMessage) = try run(["--style", "push"], environment: [
            "DISPLAY": "", "WAYLAND_DISPLAY": "no-such-socket", "XDG_RUNTIME_DIR": NSTemporaryDirectory(),
        ])
        XCTAssertEqual(waylandStatus, 3, "a Wayland socket that is not there")
        assertOneLine(waylandMessage, contains: "display")
        let (runtimeStatus, runtimeMessage) = try run(["--style", "push"], environment: [
            "DISPLAY": "", "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "",
        ])
        XCTAssertEqual(runtimeStatus, 3, "no XDG_RUNTIME_DIR to find the socket in")
        // Without GLFW's Wayland build (scripts/glfw-build wayland) that is what the line names instead.
        assertOneLine(runtimeMessage, contains: "display")
        XCTAssertTrue(runtimeMessage.contains("XDG_RUNTIME_DIR") || runtimeMessage.contains("wayland build was not found"),
                      runtimeMessage)
    }

    /// A start that fails once the first screen's and the desktop's threads
    /// run (no Wayland display to connect to) exits 3 with its line, not
    /// while one of them loads a library: glibc's exit marks every library's
    /// constructors as not run before its destructors, so GIO's settings
    /// module loaded then ran GObject's set-up again, which aborts (CI, 7
    /// December). libstdc++'s destructors are made to wait 300 ms here (an
    /// `LD_PRELOAD`ed `__cxa_finalize`), which holds that moment open: 7 of
    /// 20 such starts aborted before the fix.
    func testAFailedStartExitsOnlyOnceItsThreadsEnd() throws {
        let shim = try Self.build(library: "slow-exit", from: """
            #define _GNU_SOURCE
            #include <dlfcn.h>
            #include <string.h>
            #include <unistd.h>
            void __cxa_finalize(void *object) {
                void (*real)(void *) = (void (*)(void *))dlsym(RTLD_NEXT, "__cxa_finalize");
                Dl_info info;
                if (object && dladdr(object, &info) && info.dli_fname && strstr(info.dli_fname, "libstdc++"))
                    usleep(300000);
                real(object);
            }
            """, in: TestEnvironment.artifactDirectory(for: self))
        for attempt in 1...8 {
            let (status, message) = try run(["--style", "push"], environment: [
                "DISPLAY": "", "WAYLAND_DISPLAY": "no-such-socket", "XDG_RUNTIME_DIR": NSTemporaryDirectory(),
                "LD_PRELOAD": shim,
            ])
            XCTAssertEqual(status, 3, "start \(attempt): \(message)")
            assertOneLine(message, contains: "display")
        }
    }

    /// `source` compiled with the toolchain's C compiler into a shared library in `directory`; its path.
    private static func build(library name: String, from source: String, in directory: URL) throws -> String {
        let file = directory.appendingPathComponent("\(name).c")
        let library = directory.appendingPathComponent("\(name).so").path
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["clang", "-shared", "-fPIC", "-O2", "-o", library, file.path, "-ldl"]
        try compiler.run()
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0 else { throw ShimBuildFailure(source: file.path) }
        return library
    }

    private struct ShimBuildFailure: Error, CustomStringConvertible {
        let source: String
        var description: String { "clang could not build \(source) (the Swift toolchain ships it)" }
    }

    func testOpenGLBelowThreeThreeExitsThree() throws {
        try TestEnvironment.requireDisplay()
        for version in ["2.1", "3.0"] {
            let (status, message) = try run(["--style", "push", "--screenshot", "/tmp/never.png"],
                                            environment: ["MESA_GL_VERSION_OVERRIDE": version])
            XCTAssertEqual(status, 3, version)
            assertOneLine(message, contains: "OpenGL 3.3")
        }
    }

    /// The shaders are compiled in: the program alone in a folder, with no
    /// shader files anywhere and no override, draws a frame.
    func testRunsWithNoShaderFilesNearIt() throws {
        try TestEnvironment.requireDisplay()
        let directory = TestEnvironment.artifactDirectory(for: self)
        let program = directory.appendingPathComponent("slideout").path
        try FileManager.default.copyItem(atPath: TestEnvironment.binary, toPath: program)
        let shot = directory.appendingPathComponent("alone.png").path
        let app = try AppProcess(["--style", "push", "--size", "400x300", "--screenshot", shot],
                                 unsetting: ["SLIDEOUT_SHADER_DIR"], executable: program)
        XCTAssertEqual(app.waitForExit(), 0, app.standardError)
        let image = try XCTUnwrap(PNGImage(path: shot))
        XCTAssertEqual(image.width, 400)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       ["alone.png", "slideout"], "nothing beside the program but its screenshot")
    }

    func testMissingOverrideShaderIsNamed() throws {
        try TestEnvironment.requireDisplay()
        let (status, message) = try run(["--style", "push", "--screenshot", "/tmp/never.png"],
                                        environment: ["SLIDEOUT_SHADER_DIR": "/nonexistent/shaders"])
        XCTAssertEqual(status, 3)
        assertOneLine(message, contains: "/nonexistent/shaders/quad.vert")
    }

    func testBrokenShaderIsNamedWithTheGLLog() throws {
        try TestEnvironment.requireDisplay()
        let directory = TestEnvironment.artifactDirectory(for: self)
        for (name, source) in BuiltInShaders.sources {
            try source.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try "#version 330 core\nvoid main() { this is not glsl }\n"
            .write(to: directory.appendingPathComponent("textured.frag"), atomically: true, encoding: .utf8)
        let (status, message) = try run(["--style", "push", "--screenshot", "/tmp/never.png"],
                                        environment: ["SLIDEOUT_SHADER_DIR": directory.path])
        XCTAssertEqual(status, 3)
        assertOneLine(message, contains: directory.appendingPathComponent("textured.frag").path)
        XCTAssertTrue(message.contains("compile"), message)
    }
}
