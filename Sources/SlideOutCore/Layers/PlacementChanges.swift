/// The parts of a plane's placement that changed from one frame to the next.
package struct PlacementChanges: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Its size, visible part, or whether it shows one colour.
    package static let crop = PlacementChanges(rawValue: 1)
    /// Where it lies in the window.
    package static let position = PlacementChanges(rawValue: 2)
    /// Its opaque part.
    package static let opaque = PlacementChanges(rawValue: 4)
}
