import Foundation
import XCTest

/// Renders one frame with `slideout --screenshot` into the test's artifact
/// folder and asserts on its pixels; the PNG stays there, so a failure's
/// message names a picture to look at.
class ScreenshotTestCase: XCTestCase {
    private(set) var picturePath = ""
    /// The test's artifact folder, emptied once: a test's pictures all stay.
    private lazy var folder = TestEnvironment.artifactDirectory(for: self)

    /// Renders `arguments`' frame into `name`.png, the app started with `environment` added.
    func screenshot(_ arguments: [String], name: String = "frame", environment: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> PNGImage {
        try TestEnvironment.requireDisplay(file: file, line: line)
        picturePath = folder.appendingPathComponent("\(name).png").path
        let app = try AppProcess(arguments + ["--screenshot", picturePath], environment: environment)
        let status = app.waitForExit()
        XCTAssertEqual(status, 0, "slideout failed: \(app.standardError)", file: file, line: line)
        guard let image = PNGImage(path: picturePath) else {
            throw TestEnvironment.Missing(description: "no readable PNG at \(picturePath)")
        }
        return image
    }

    func assertPixel(_ image: PNGImage, _ x: Int, _ y: Int, is expected: PNGImage.RGB, tolerance: Int = 3,
                     _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let actual = image.pixel(x, y)
        XCTAssertTrue(actual.isClose(to: expected, tolerance: tolerance),
                      "\(what): pixel (\(x), \(y)) is \(actual), expected \(expected); see \(picturePath)",
                      file: file, line: line)
    }
}

extension PNGImage.RGB {
    static let yellow = PNGImage.RGB(r: 255, g: 255, b: 0)
    static let white = PNGImage.RGB(r: 255, g: 255, b: 255)

    /// White content under the light-gray (2/3) overlay at `opacity`.
    static func whiteUnderOverlay(_ opacity: Double) -> PNGImage.RGB {
        let value = Int((255 * (1 - opacity) + 255 * 2 / 3 * opacity).rounded())
        return PNGImage.RGB(r: value, g: value, b: value)
    }

    /// Strongly red, as the button is (overlay or not).
    var isRed: Bool { r > 200 && g < 80 && b < 80 }
}
