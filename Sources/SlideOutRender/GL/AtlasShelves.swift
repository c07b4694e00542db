import SlideOutCore

/// Where small pictures go on one atlas page: rows ("shelves") of one height
/// class each, filled left to right, their spans given back when a picture
/// goes. Labels and icons come in a few heights, so a shelf of a class is
/// reused by the next picture of that height.
struct AtlasShelves {
    private struct Shelf {
        let y: Int
        let height: Int
        /// Free columns, ascending, none touching another.
        var free: [Range<Int>]
    }

    /// The page's size in texels.
    let width: Int
    let height: Int
    private var shelves: [Shelf] = []
    /// Rows from here down hold no shelf.
    private var nextY = 0

    /// A shelf's height: the picture's rounded up to a multiple of this.
    static let heightClass = 8

    init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// True when nothing is placed on the page.
    var isEmpty: Bool {
        shelves.allSatisfy { $0.free == [0..<width] }
    }

    /// A free `width` x `height` rectangle, now taken; nil when the page has none.
    mutating func allocate(width: Int, height: Int) -> PixelRect? {
        guard width > 0, height > 0, width <= self.width else { return nil }
        let rowHeight = (height + Self.heightClass - 1) / Self.heightClass * Self.heightClass
        for index in shelves.indices where shelves[index].height == rowHeight {
            if let x = take(width, from: index) {
                return PixelRect(minX: x, minY: shelves[index].y, maxX: x + width, maxY: shelves[index].y + height)
            }
        }
        guard nextY + rowHeight <= self.height else { return nil }
        let y = nextY
        shelves.append(Shelf(y: y, height: rowHeight, free: width < self.width ? [width..<self.width] : []))
        nextY += rowHeight
        return PixelRect(minX: 0, minY: y, maxX: width, maxY: y + height)
    }

    /// Gives back `rect`, a rectangle `allocate` returned.
    mutating func free(_ rect: PixelRect) {
        guard let index = shelves.firstIndex(where: { $0.y == rect.minY }) else { return }
        var free = shelves[index].free
        let insertAt = free.firstIndex { $0.lowerBound >= rect.maxX } ?? free.count
        var span = rect.minX..<rect.maxX
        if insertAt < free.count, free[insertAt].lowerBound == span.upperBound {
            span = span.lowerBound..<free[insertAt].upperBound
            free.remove(at: insertAt)
        }
        if insertAt > 0, free[insertAt - 1].upperBound == span.lowerBound {
            free[insertAt - 1] = free[insertAt - 1].lowerBound..<span.upperBound
        } else {
            free.insert(span, at: insertAt)
        }
        shelves[index].free = free
        // Empty shelves at the bottom go, so the rows can take another height.
        while let last = shelves.last, last.free == [0..<width] {
            nextY = last.y
            shelves.removeLast()
        }
    }

    /// The left column of `width` free columns on shelf `index`, now taken.
    private mutating func take(_ width: Int, from index: Int) -> Int? {
        guard let spanIndex = shelves[index].free.firstIndex(where: { $0.count >= width }) else { return nil }
        let span = shelves[index].free[spanIndex]
        if span.count == width {
            shelves[index].free.remove(at: spanIndex)
        } else {
            shelves[index].free[spanIndex] = span.lowerBound + width..<span.upperBound
        }
        return span.lowerBound
    }
}
