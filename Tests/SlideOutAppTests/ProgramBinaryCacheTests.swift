import Foundation
import SlideOutCore
import SlideOutPlatform
@testable import SlideOutRender
import XCTest
@testable import SlideOutApp

/// A renderer built after the first makes each program its draws need from
/// the binary the first stored, none before it is needed, and draws the same
/// pixels; a binary that no longer fits its sources is compiled at start and
/// replaced, one the driver rejects compiled when first needed. In process,
/// on a hidden window, in a cache folder of the test's own.
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

    /// Each style's demo screen at rest, drawn by a renderer whose programs
    /// come through `cache`, and the programs it had made before drawing and after.
    private func draw(using cache: ProgramBinaryCache) throws -> (pixels: [[UInt8]], madeAtStart: Int, made: Int) {
        let renderer = try FrameRenderer(shaders: ShaderLibrary(overrideDirectory: nil, binaries: cache))
        let madeAtStart = renderer.backend.madeProgramCount
        let pixels = Options.StyleName.allCases.map { styleName in
            let screen = SlideOutCommand.screenType(for: styleName).init(clock: AnimationClock(),
                                                                          measurer: PangoTextMeasurer())
            screen.style.layout(in: size)
            screen.layout(in: size)
            renderer.draw(screen.style, viewSize: size, scale: 1)
            return renderer.backend.readPixels(width: Int(size.width), height: Int(size.height))
        }
        return (pixels, madeAtStart, renderer.backend.madeProgramCount)
    }

    /// The stored binary of the unit quad's program with `fragment`.
    private func binary(_ fragment: String) -> URL {
        folder.appendingPathComponent("quad.vert+" + fragment + ".frag.bin")
    }

    func testTheSecondRendererMakesOnlyTheProgramsItDrawsWithFromTheirBinaries() throws {
        let first = ProgramBinaryCache(directory: folder)
        let compiled = try draw(using: first)
        XCTAssertEqual(compiled.madeAtStart, programCount, "with no binaries every program is built at start")
        XCTAssertEqual(first.loadedCount, 0)
        XCTAssertEqual(first.storedCount, programCount, "every program compiled stores its binary")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, programCount)

        let second = ProgramBinaryCache(directory: folder)
        let loaded = try draw(using: second)
        XCTAssertEqual(loaded.madeAtStart, 0, "no program made before a draw needs it")
        XCTAssertGreaterThan(loaded.made, 0)
        XCTAssertLessThan(loaded.made, programCount, "the programs no style at rest draws with are never made")
        XCTAssertEqual(second.loadedCount, loaded.made, "no program compiled again")
        XCTAssertEqual(second.storedCount, 0)
        for (index, style) in Options.StyleName.allCases.enumerated() {
            XCTAssertTrue(compiled.pixels[index] == loaded.pixels[index], "\(style) drawn by loaded programs differs")
        }
    }

    func testABinaryStoredForOtherSourcesIsCompiledAtStartAndReplaced() throws {
        _ = try draw(using: ProgramBinaryCache(directory: folder))
        var stored = try Data(contentsOf: binary("solid"))
        let key = stored.prefix(8)
        stored[0] ^= 0xff
        try stored.write(to: binary("solid"))

        let second = ProgramBinaryCache(directory: folder)
        let drawn = try draw(using: second)
        XCTAssertEqual(drawn.madeAtStart, 1, "the solid program is compiled at start")
        XCTAssertEqual(second.storedCount, 1, "and stored again")
        XCTAssertEqual(second.loadedCount, drawn.made - 1)
        XCTAssertEqual(try Data(contentsOf: binary("solid")).prefix(8), key)
    }

    func testABinaryTheDriverRejectsIsCompiledWhenFirstNeededAndDrawsTheSamePixels() throws {
        let compiled = try draw(using: ProgramBinaryCache(directory: folder))
        let stored = try Data(contentsOf: binary("textured"))
        try (stored.prefix(12) + Data(repeating: 0x5a, count: stored.count - 12)).write(to: binary("textured"))

        let second = ProgramBinaryCache(directory: folder)
        let drawn = try draw(using: second)
        XCTAssertEqual(drawn.madeAtStart, 0, "its key fits: it waits for a draw")
        XCTAssertEqual(second.storedCount, 1, "the textured program is compiled and stored again")
        XCTAssertEqual(second.loadedCount, drawn.made - 1)
        XCTAssertEqual(try Data(contentsOf: binary("textured")), stored)
        XCTAssertTrue(compiled.pixels == drawn.pixels, "a rejected binary changes no pixel")
    }
}
