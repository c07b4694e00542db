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

    /// Adds the pixels of `rect`. A rectangle it overlaps, or whose bounding
    /// box with it is mostly theirs, becomes one with it; past
    /// `maximumCount` rectangles, the two whose bounding box adds the fewest
    /// pixels become one.
    package mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        while let index = rects.firstIndex(where: { Self.belongTogether($0, merged) }) {
            merged = merged.union(rects.remove(at: index))
        }
        rects.append(merged)
        if rects.count > Self.maximumCount { mergeCheapestPair() }
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
        add(pair)
    }

    /// True when `a` and `b` overlap, or their bounding box holds at most a
    /// quarter more pixels than the two, or at most `passWorth` more.
    private static func belongTogether(_ a: PixelRect, _ b: PixelRect) -> Bool {
        !a.intersection(b).isEmpty || addedArea(a, b) * 4 <= a.area + b.area || addedArea(a, b) <= passWorth
    }

    /// The pixels that `a` and `b`'s bounding box holds beyond theirs (for non-overlapping rectangles).
    private static func addedArea(_ a: PixelRect, _ b: PixelRect) -> Int {
        a.union(b).area - a.area - b.area
    }
}
