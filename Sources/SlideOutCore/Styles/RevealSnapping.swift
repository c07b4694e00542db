/// Where a released pan or swipe settles: a flick goes the way it was thrown,
/// a slow release goes to the nearer end (like UIScrollView paging).
public enum RevealSnapping {
    /// Release speed (points per second) from which a release counts as a flick.
    public static let flickVelocity = 300.0

    /// 1 (revealed) or 0 (hidden) for a release at `progress` (0...1) moving at
    /// `velocity` points per second (positive toward revealing).
    public static func target(progress: Double, velocity: Double) -> Double {
        if abs(velocity) >= flickVelocity { return velocity > 0 ? 1 : 0 }
        return progress > 0.5 ? 1 : 0
    }
}
