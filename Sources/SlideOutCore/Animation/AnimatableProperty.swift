/// The one link between an animation and what it moves: how to read and
/// write a scalar (a layer coordinate, an opacity, a scroll offset, a style's
/// progress) of an owner object.
///
/// The property holds its owner weakly: an animation never keeps alive what
/// it moves, and once the owner is gone (a host dropped a style
/// mid-animation) the clock drops the animation instead of writing into it.
package struct AnimatableProperty {
    private weak var owner: AnyObject?
    private let readValue: (AnyObject) -> Double
    private let writeValue: (AnyObject, Double) -> Void

    /// A property of `owner` read and written through it, e.g.
    /// `AnimatableProperty(self, read: { $0.progress }, write: { $0.progress = $1 })`.
    package init<Owner: AnyObject>(_ owner: Owner, read: @escaping (Owner) -> Double,
                                  write: @escaping (Owner, Double) -> Void) {
        self.owner = owner
        // The owner passed back is the one stored above, so the casts hold.
        readValue = { read(unsafeDowncast($0, to: Owner.self)) }
        writeValue = { write(unsafeDowncast($0, to: Owner.self), $1) }
    }

    /// A scalar property of an object, e.g. `AnimatableProperty(layer, \.opacity)`
    /// or `AnimatableProperty(layer, \.position.x)`.
    package init<Owner: AnyObject>(_ owner: Owner, _ keyPath: ReferenceWritableKeyPath<Owner, Double>) {
        self.init(owner, read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = $1 })
    }

    /// False once the owner is gone; the property then reads and writes nothing.
    package var isAlive: Bool { owner != nil }

    /// The property's current (on-screen) value, or nil once its owner is gone.
    package func read() -> Double? {
        owner.map(readValue)
    }

    /// Stores a new value into the property (the clock does, every frame);
    /// false, storing nothing, once its owner is gone.
    @discardableResult
    package func write(_ value: Double) -> Bool {
        guard let owner else { return false }
        writeValue(owner, value)
        return true
    }
}
