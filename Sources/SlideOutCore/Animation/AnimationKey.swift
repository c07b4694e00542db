/// Names one animation slot of one object, as Core Animation keys animations
/// per layer: a new animation under the same key replaces the old one, and
/// two objects on one clock never touch each other's animations.
package struct AnimationKey: Hashable, Sendable {
    private let owner: ObjectIdentifier
    private let name: String

    /// The slot `name` (e.g. "progress") of `owner`, which must outlive the
    /// animations filed under it.
    package init(_ owner: AnyObject, _ name: String) {
        self.owner = ObjectIdentifier(owner)
        self.name = name
    }
}
