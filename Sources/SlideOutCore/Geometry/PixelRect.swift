/// A rectangle of whole framebuffer pixels, y down: columns `minX..<maxX`,
/// rows `minY..<maxY`. What a frame changed, so a renderer draws and a
/// window presents only those pixels.
package struct PixelRect: Hashable, Sendable {
    /// The first column.
    package var minX: Int
    /// The first row (the top).
    package var minY: Int
    /// One past the last column.
    package var maxX: Int
    /// One past the last row.
    package var maxY: Int

    /// The pixels in columns `minX..<maxX` and rows `minY..<maxY`.
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// Every pixel of a `width` x `height` framebuffer.
    package init(width: Int, height: Int) {
        self.init(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    /// The number of columns (0 when empty).
    package var width: Int { max(maxX - minX, 0) }
    /// The number of rows (0 when empty).
    package var height: Int { max(maxY - minY, 0) }
    /// The number of pixels it holds.
    package var area: Int { width * height }
    /// True when it holds no pixel.
    package var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The smallest rectangle holding both (an empty one adds nothing).
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                         maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The pixels in both (empty when they do not overlap).
    package func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                  maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// True when every pixel of `other` is in this one (an empty one is in any).
    package func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
    }

    /// This rectangle less what `cover` hides of it, where what is left is
    /// one rectangle (the cover spans it from one side); unchanged otherwise.
    package func trimmed(by cover: PixelRect) -> PixelRect {
        var result = self
        if cover.minY <= minY && cover.maxY >= maxY {
            if cover.minX <= minX && cover.maxX > minX { result.minX = min(cover.maxX, maxX) }
            if cover.maxX >= maxX && cover.minX < maxX { result.maxX = max(cover.minX, result.minX) }
        } else if cover.minX <= minX && cover.maxX >= maxX {
            if cover.minY <= minY && cover.maxY > minY { result.minY = min(cover.maxY, maxY) }
            if cover.maxY >= maxY && cover.minY < maxY { result.maxY = max(cover.minY, result.minY) }
        }
        return result
    }
}
