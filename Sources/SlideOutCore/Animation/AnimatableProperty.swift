/// The one link between an animation and what it moves: how to read and
/// write a scalar (a layer coordinate, an opacity, a scroll offset, a style's
/// progress).
public struct AnimatableProperty {
    /// Returns the property's current (on-screen) value.
    public let read: () -> Double
    /// Stores a new value into the property; the clock calls it every frame.
    public let write: (Double) -> Void

    /// Creates a property from a getter and a setter closure.
    public init(read: @escaping () -> Double, write: @escaping (Double) -> Void) {
        self.read = read
        self.write = write
    }

    /// A scalar property of an object, e.g. `AnimatableProperty(layer, \.opacity)`
    /// or `AnimatableProperty(layer, \.position.x)`.
    public init<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Double>) {
        read = { [unowned object] in object[keyPath: keyPath] }
        write = { [unowned object] in object[keyPath: keyPath] = $0 }
    }
}
