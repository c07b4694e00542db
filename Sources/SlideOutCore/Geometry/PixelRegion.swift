/// Pixels as a few rectangles that do not overlap: what a frame changed,
/// kept apart where the changes lie apart (a turning menu at one edge, a
/// moving label in the middle), so a renderer draws and a window presents
/// only those, and merged where keeping them apart would save little.
package struct PixelRegion: Hashable, Sendable {
    /// The most rectangles a region keeps: each costs the renderer a pass
    /// over the frame's draws and the window a copy to the display server.
    package static let maximumCount = 8
    /// Pixels worth drawing to save a pass: each pass draws its draws again,
    /// and every draw costs llvmpipe a change of state (measured with
    /// callgrind: a docked push frame's three tab rectangles, icon and label
    /// apart, cost 6% more than each tab in one).
    package static let passWorth = 2048

    /// The rectangles, none empty and no two overlapping.
    package private(set) var rects: [PixelRect] = []

    /// No pixel.
    package init() {}

    /// The pixels of `rect`.
    package init(_ rect: PixelRect) {
        add(rect)
    }

    /// True when it holds no pixel.
    package var isEmpty: Bool { rects.isEmpty }

    /// The number of pixels it holds.
    package var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// The pixels it holds within `rect`.
    package func intersection(_ rect: PixelRect) -> PixelRegion {
        var clipped = PixelRegion()
        for own in rects { clipped.add(own.intersection(rect)) }
        return clipped
    }

    /// Adds the pixels of `rect`. Of a rectangle it overlaps whose bounding
    /// box with it would add many pixels (a button over a tall strip), only
    /// its parts outside are added. A rectangle it overlaps otherwise, or
    /// whose box with it holds few pixels beyond theirs, becomes one with it.
    /// Past `maximumCount` rectangles, the two whose box adds the fewest pixels become one.
    package mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        if let other = rects.first(where: { !$0.intersection(rect).isEmpty && !Self.belongTogether($0, rect) }) {
            for piece in Self.pieces(of: rect, outside: other) { add(piece) }
        } else {
            takeIn(rect)
        }
    }

    /// Adds `rect` as one with every rectangle it overlaps or whose box
    /// with it holds few pixels beyond theirs (never more rectangles than
    /// it was given, so merging ends).
    private mutating func takeIn(_ rect: PixelRect) {
        var merged = rect
        while let index = rects.firstIndex(where: { !$0.intersection(merged).isEmpty || Self.belongTogether($0, merged) }) {
            merged = merged.union(rects.remove(at: index))
        }
        rects.append(merged)
        if rects.count > Self.maximumCount { mergeCheapestPair() }
    }

    /// The parts of `rect` outside `other`: bands above and below it, and
    /// beside it between them.
    private static func pieces(of rect: PixelRect, outside other: PixelRect) -> [PixelRect] {
        let top = max(rect.minY, other.minY), bottom = min(rect.maxY, other.maxY)
        return [PixelRect(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: top),
                PixelRect(minX: rect.minX, minY: bottom, maxX: rect.maxX, maxY: rect.maxY),
                PixelRect(minX: rect.minX, minY: top, maxX: min(rect.maxX, other.minX), maxY: bottom),
                PixelRect(minX: max(rect.minX, other.maxX), minY: top, maxX: rect.maxX, maxY: bottom)]
            .filter { !$0.isEmpty }
    }

    private mutating func mergeCheapestPair() {
        var cheapest = (first: 0, second: 1, added: Int.max)
        for first in rects.indices {
            for second in rects.indices where second > first {
                let added = Self.addedArea(rects[first], rects[second])
                if added < cheapest.added { cheapest = (first, second, added) }
            }
        }
        let pair = rects[cheapest.first].union(rects[cheapest.second])
        rects.remove(at: cheapest.second)
        rects.remove(at: cheapest.first)
        takeIn(pair)
    }

    /// True when `a` and `b`'s bounding box holds at most a quarter more
    /// pixels than the two, or at most `passWorth` more.
    private static func belongTogether(_ a: PixelRect, _ b: PixelRect) -> Bool {
        addedArea(a, b) * 4 <= a.area + b.area || addedArea(a, b) <= passWorth
    }

    /// The pixels that `a` and `b`'s bounding box holds beyond theirs (their
    /// overlap counted twice).
    private static func addedArea(_ a: PixelRect, _ b: PixelRect) -> Int {
        a.union(b).area - a.area - b.area
    }
}
