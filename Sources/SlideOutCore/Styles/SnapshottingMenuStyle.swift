/// A style that shows pictures of its own layers (`SlideDownMenu` pictures
/// the main screen while its menu is presented). The contents that show
/// such a picture are the renderer's business, so this is no public API yet.
package protocol SnapshottingMenuStyle: MenuStyle {
    /// The pictures of its own layers wanted since the last call: which
    /// `.snapshot(id:)` to file each under, and whose subtree to picture as
    /// it is now. The renderer takes them before each frame and keeps each
    /// picture unchanged while a layer shows it.
    func takeSnapshotRequests() -> [(id: Int, source: Layer)]
    /// Pictures its layers again where a snapshot shows them: they were
    /// restyled (a new appearance), which a frozen picture would not show.
    func retakeSnapshots()
}
