import Foundation
import SlideOutCore
import SlideOutPlatform
@testable import SlideOutRender
import XCTest
@testable import SlideOutApp

/// A renderer built after the first loads every program from the binary the
/// first stored and draws the same pixels; a binary that no longer fits its
/// sources, or that the driver rejects, is compiled again and replaced.
/// In process, on a hidden window, in a cache folder of the test's own.
final class ProgramBinaryCacheTests: XCTestCase {
    private let size = Size(width: 320, height: 240)
    private let programCount = 9
    private var folder: URL!
    private var window: Window!

    override func setUpWithError() throws {
        try TestEnvironment.requireX11Display("draws on an X11 window")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("programs-\(UUID().uuidString)")
        window = try Window(title: "program binaries", size: size, visible: false, forcedScale: 1, platform: .x11)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        window = nil
    }

    /// Each style's demo screen at rest, drawn by a renderer whose programs come through `cache`.
    private func pixels(using cache: ProgramBinaryCache) throws -> [[UInt8]] {
        let renderer = try FrameRenderer(shaders: ShaderLibrary(overrideDirectory: nil, binaries: cache))
        return Options.StyleName.allCases.map { styleName in
            let screen = SlideOutCommand.screenType(for: styleName).init(clock: AnimationClock(),
                                                                          measurer: PangoTextMeasurer())
            screen.style.layout(in: size)
            screen.layout(in: size)
            renderer.draw(screen.style, viewSize: size, scale: 1)
            return renderer.backend.readPixels(width: Int(size.width), height: Int(size.height))
        }
    }

    /// The stored binary of the unit quad's program with `fragment`.
    private func binary(_ fragment: String) -> URL {
        folder.appendingPathComponent("quad.vert+" + fragment + ".frag.bin")
    }

    func testTheSecondRendererLoadsEveryProgramFromItsBinaryAndDrawsTheSamePixels() throws {
        let first = ProgramBinaryCache(directory: folder)
        let compiled = try pixels(using: first)
        XCTAssertEqual(first.loadedCount, 0)
        XCTAssertEqual(first.storedCount, programCount, "every program compiled stores its binary")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, programCount)

        let second = ProgramBinaryCache(directory: folder)
        let loaded = try pixels(using: second)
        XCTAssertEqual(second.loadedCount, programCount, "no program compiled again")
        XCTAssertEqual(second.storedCount, 0)
        for (index, style) in Options.StyleName.allCases.enumerated() {
            XCTAssertTrue(compiled[index] == loaded[index], "\(style) drawn by loaded programs differs")
        }
    }

    func testABinaryStoredForOtherSourcesIsCompiledAgainAndReplaced() throws {
        _ = try pixels(using: ProgramBinaryCache(directory: folder))
        var stored = try Data(contentsOf: binary("solid"))
        let key = stored.prefix(8)
        stored[0] ^= 0xff
        try stored.write(to: binary("solid"))

        let second = ProgramBinaryCache(directory: folder)
        _ = try pixels(using: second)
        XCTAssertEqual(second.loadedCount, programCount - 1)
        XCTAssertEqual(second.storedCount, 1, "the solid program is compiled and stored again")
        XCTAssertEqual(try Data(contentsOf: binary("solid")).prefix(8), key)
    }

    func testABinaryTheDriverRejectsIsCompiledAgainAndDrawsTheSamePixels() throws {
        let compiled = try pixels(using: ProgramBinaryCache(directory: folder))
        let stored = try Data(contentsOf: binary("textured"))
        try (stored.prefix(12) + Data(repeating: 0x5a, count: stored.count - 12)).write(to: binary("textured"))

        let second = ProgramBinaryCache(directory: folder)
        let drawn = try pixels(using: second)
        XCTAssertEqual(second.loadedCount, programCount - 1)
        XCTAssertEqual(second.storedCount, 1, "the textured program is compiled and stored again")
        XCTAssertEqual(try Data(contentsOf: binary("textured")), stored)
        XCTAssertTrue(compiled == drawn, "a rejected binary changes no pixel")
    }
}
