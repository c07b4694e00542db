/// The one link between an animation and what it moves: how to read and
/// write a scalar (a layer coordinate, an opacity, a style's progress).
public struct AnimatableProperty {
    public let read: () -> Double
    public let write: (Double) -> Void

    public init(read: @escaping () -> Double, write: @escaping (Double) -> Void) {
        self.read = read
        self.write = write
    }
}
