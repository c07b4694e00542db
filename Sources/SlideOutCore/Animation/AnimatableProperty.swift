/// The one link between an animation and what it moves: how to read and
/// write a scalar (a layer coordinate, an opacity, a scroll offset, a style's
/// progress).
public struct AnimatableProperty {
    public let read: () -> Double
    public let write: (Double) -> Void

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
