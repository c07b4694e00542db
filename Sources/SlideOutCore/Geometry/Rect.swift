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
    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
