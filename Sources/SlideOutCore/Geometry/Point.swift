/// A location in points, in some layer's coordinate space (y grows downward).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate in points, growing rightward.
    public var x: Double
    /// The vertical coordinate in points, growing downward.
    public var y: Double

    /// Creates a point at (`x`, `y`) points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}
