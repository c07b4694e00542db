/// A style that shows pictures of its own layers (render-to-texture): before
/// each frame the renderer takes the pictures it asks for and keeps them as
/// `.snapshot(id:)` contents.
public protocol SnapshotRequesting: AnyObject {
    /// The pictures wanted since the last call: which id to file each under,
    /// and whose subtree to draw.
    func takeSnapshotRequests() -> [(id: Int, source: Layer)]
}
