/// Where a released drag or swipe settles. The original iOS tutorials
/// differ only in these parameters, so one decision serves every style.
///
/// A slow release settles by `threshold`. A throw (at least `flickVelocity`)
/// projects its velocity through `deceleration`, as libadwaita's swipe
/// tracker does, and settles on the position nearest that projected end,
/// but always at least one position further the way it was thrown than the
/// one tracking started from (UIScrollView paging).
package struct RevealRelease: Sendable, Hashable {
    /// How a slow release chooses.
    package enum Threshold: Sendable, Hashable {
        /// The nearer rest position (sidebar3d's 40 of 80 points, push's half width).
        case nearest
        /// Panels: a side opens once the moved layer is more than `points`
        /// from closed toward it (panels: half the view width); else it closes.
        case position(points: Double)
        /// The drawer: from closed, opens once dragged more than `openDistance`
        /// points; from open, any drag toward closing closes.
        case dragDistance(openDistance: Double)
    }

    /// The release speed that counts as a throw (UIKit paging's 300 points per second).
    package static let standardFlickVelocity = 300.0

    /// How a release slower than `flickVelocity` chooses where to settle.
    package var threshold: Threshold
    /// Release speed (points per second) from which velocity decides; nil:
    /// it never does (the drawer and panels decide by distance alone).
    package var flickVelocity: Double?
    /// How a throw's velocity is projected to its resting point.
    package var deceleration = DecayAnimation.DecelerationRate.normal

    /// Creates a release rule; by default a throw is 300+ points per second,
    /// its velocity projected at UIKit's normal deceleration rate.
    package init(threshold: Threshold, flickVelocity: Double? = RevealRelease.standardFlickVelocity) {
        self.threshold = threshold
        self.flickVelocity = flickVelocity
    }

    /// Settles on the nearer position, a throw going the way it was thrown.
    package static let paging = RevealRelease(threshold: .nearest)

    /// Where a release settles.
    /// - Parameters:
    ///   - start: progress when tracking began.
    ///   - progress: progress at the release.
    ///   - velocity: release velocity, points per second (positive toward leading).
    ///   - distance: points per unit of progress.
    ///   - sides: the sides that can open.
    package func target(start: Double, progress: Double, velocity: Double, distance: Double,
                       sides: Set<RevealSide>) -> RevealPosition {
        let positions = Self.positions(for: sides)
        let nearest = { (value: Double) in positions.min { abs($0.progress - value) < abs($1.progress - value) }! }
        if let flickVelocity, abs(velocity) >= flickVelocity {
            let projected = progress + DecayAnimation(initialVelocity: velocity, decelerationRate: deceleration)
                .projectedDistance / max(distance, 1)
            let direction = velocity > 0 ? 1.0 : -1.0
            let next = nearest(start).progress + direction
            return nearest(direction > 0 ? max(projected, next) : min(projected, next))
        }
        switch threshold {
        case .nearest:
            return nearest(progress)
        case .position(let points):
            return abs(progress) * distance > points ? RevealPosition(side: progress).clamped(to: sides) : .closed
        case .dragDistance(let openDistance):
            let translation = (progress - start) * distance
            if abs(start) >= 0.5 {
                return translation * start < 0 ? .closed : RevealPosition(side: start)
            }
            return abs(translation) > openDistance ? RevealPosition(side: translation).clamped(to: sides) : .closed
        }
    }

    /// The rest positions in progress order.
    static func positions(for sides: Set<RevealSide>) -> [RevealPosition] {
        (sides.contains(.trailing) ? [.open(.trailing)] : []) + [.closed]
            + (sides.contains(.leading) ? [.open(.leading)] : [])
    }
}

extension RevealPosition {
    /// This position, or closed when its side cannot open.
    func clamped(to sides: Set<RevealSide>) -> RevealPosition {
        if case .open(let side) = self, !sides.contains(side) { return .closed }
        return self
    }
}
