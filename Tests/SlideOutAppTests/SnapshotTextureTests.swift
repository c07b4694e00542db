import SlideOutCore
import SlideOutPlatform
import SlideOutRender
import XCTest

/// A snapshot that does not sit opaque on whole pixels (faded, scaled) is
/// rendered into a texture from its recorded picture and drawn from it: in
/// process, on a hidden window, read back.
final class SnapshotTextureTests: XCTestCase {
    /// A black view showing only a snapshot of a white screen with a red square at its top-left.
    private final class PictureStyle: SnapshottingMenuStyle {
        let rootLayer = Layer(name: "root")
        let reveal = RevealController(clock: AnimationClock(), motion: .curve(.linear, duration: 0.1))
        let screen = Layer(name: "screen")
        var menuWidth: Double { rootLayer.bounds.width }
        let snapshot = Layer(name: "snapshot")
        private var requested = false

        init() {
            rootLayer.backgroundColor = .black
            screen.backgroundColor = .white
            let square = Layer(name: "square")
            square.backgroundColor = .red
            square.frame = Rect(x: 0, y: 0, width: 20, height: 20)
            screen.addSublayer(square)
            snapshot.contents = .snapshot(id: 1)
            // The screen is pictured, never shown itself.
            rootLayer.stack([snapshot])
        }

        func layout(in size: Size) {
            rootLayer.frame = Rect(origin: .zero, size: size)
            screen.frame = Rect(origin: .zero, size: size)
        }

        func takeSnapshotRequests() -> [(id: Int, source: Layer)] {
            defer { requested = true }
            return requested ? [] : [(1, screen)]
        }

        func retakeSnapshots() { requested = false }
    }

    private func render(_ place: (Layer) -> Void) throws -> (pixels: [UInt8], width: Int) {
        try TestEnvironment.requireX11Display("draws on an X11 window")
        let size = Size(width: 100, height: 80)
        let window = try Window(title: "snapshot test", size: size, visible: false, forcedScale: 1, platform: .x11)
        let renderer = try FrameRenderer()
        let style = PictureStyle()
        style.layout(in: size)
        place(style.snapshot)
        renderer.draw(style, viewSize: size, scale: 1)
        XCTAssertEqual(renderer.backend.textureCount, 1, "the snapshot's texture")
        let pixels = renderer.backend.readPixels(width: 100, height: 80)
        _ = window
        return (pixels, 100)
    }

    private func rgb(_ image: (pixels: [UInt8], width: Int), _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let index = (y * image.width + x) * 4
        return (Int(image.pixels[index + 2]), Int(image.pixels[index + 1]), Int(image.pixels[index]))
    }

    private func assertColor(_ actual: (Int, Int, Int), _ expected: (Int, Int, Int), _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(max(abs(actual.0 - expected.0), abs(actual.1 - expected.1), abs(actual.2 - expected.2)),
                                 2, "\(message): \(actual) instead of \(expected)", file: file, line: line)
    }

    func testAHalfFadedSnapshotBlendsItsPictureOverWhatLiesBelow() throws {
        let image = try render { snapshot in
            snapshot.frame = Rect(x: 0, y: 30, width: 100, height: 80)
            snapshot.opacity = 0.5
        }
        assertColor(rgb(image, 50, 10), (0, 0, 0), "black above the snapshot")
        assertColor(rgb(image, 10, 40), (128, 0, 0), "half the red square over black")
        assertColor(rgb(image, 60, 60), (128, 128, 128), "half the white screen over black")
    }

    func testAHalfSizeSnapshotShowsTheWholePictureScaled() throws {
        let image = try render { snapshot in
            snapshot.frame = Rect(x: 50, y: 40, width: 50, height: 40)
        }
        assertColor(rgb(image, 25, 20), (0, 0, 0), "black beside the snapshot")
        assertColor(rgb(image, 54, 44), (255, 0, 0), "the red square, half its size")
        assertColor(rgb(image, 58, 60), (255, 255, 255), "the white screen under it")
        assertColor(rgb(image, 90, 45), (255, 255, 255), "the screen's right half, scaled into the view")
    }
}
