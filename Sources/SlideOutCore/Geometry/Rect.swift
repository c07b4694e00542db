/// An axis-aligned rectangle in points: origin at the top-left corner.
public struct Rect: Hashable, Sendable {
    /// The top-left corner in points.
    public var origin: Point
    /// The width and height in points.
    public var size: Size

    /// Creates a rectangle from its top-left corner and its size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle with its top-left corner at (`x`, `y`) and the given size, all in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The x coordinate of the left edge.
    package var minX: Double { origin.x }
    /// The y coordinate of the top edge.
    package var minY: Double { origin.y }
    /// The x coordinate of the right edge.
    package var maxX: Double { origin.x + size.width }
    /// The y coordinate of the bottom edge.
    package var maxY: Double { origin.y + size.height }
    /// The x coordinate of the horizontal centre.
    package var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the vertical centre.
    package var midY: Double { origin.y + size.height / 2 }
    /// The width in points.
    public var width: Double { size.width }
    /// The height in points.
    public var height: Double { size.height }

    /// True when `point` lies inside (edges on the minimum side included).
    /// True when the rectangle covers no area.
    package var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The part both rectangles cover (empty, at this one's origin, where they do not meet).
    package func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX), y = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > x, bottom > y else { return Rect(origin: origin, size: .zero) }
        return Rect(x: x, y: y, width: right - x, height: bottom - y)
    }

    /// The smallest rectangle around both.
    package func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
