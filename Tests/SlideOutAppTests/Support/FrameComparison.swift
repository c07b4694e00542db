import Foundation
import SlideOutRender

/// Compares two frames read back as RGBA rows, keeping both as pictures when they differ.
enum FrameComparison {
    /// The first pixel, (x, y) from the top left, where `drawn` and
    /// `expected` (`width` x `height`) differ, and the folder where both
    /// were then written as `<drawnName>.png` and `<expectedName>.png`;
    /// nil when they are equal.
    static func firstDifference(_ drawn: inout [UInt8], _ expected: inout [UInt8], width: Int, height: Int,
                                pictures: (drawnName: String, expectedName: String))
        -> (x: Int, y: Int, folder: String)? {
        guard let index = drawn.indices.first(where: { drawn[$0] != expected[$0] }) else { return nil }
        let folder = FileManager.default.temporaryDirectory.path
        try? PNGWriter.write(&drawn, width: width, height: height, hasAlpha: false,
                             to: "\(folder)/\(pictures.drawnName).png")
        try? PNGWriter.write(&expected, width: width, height: height, hasAlpha: false,
                             to: "\(folder)/\(pictures.expectedName).png")
        return ((index / 4) % width, (index / 4) / width, folder)
    }
}
