import SlideOutCore

/// The `wl_touch` events of one frame, batched until the frame ends, for the
/// touches that went down on the window's surface.
///
/// The seat groups a frame's downs, motions and ups and closes them with
/// `wl_touch.frame`; a frame's several motions of one finger come out as its
/// last. Motion and up name only the touch id, so the ids that went down on
/// the window are remembered until they lift. Mutter (43, measured) sends
/// **no** frame after an up, the last finger's or any other: the frame then
/// ends with the up, or the lift would wait for the next touch's frame. A
/// cancel (the compositor took the touches for a gesture of its own) ends
/// every touch at once.
struct WaylandTouchFrame {
    /// Events collected since the last frame ended, in arrival order.
    private var pending: [InputEvent.Kind] = []
    /// The ids of the touches down on the window's surface.
    private var touches: Set<Int> = []

    /// A touch `id` went down at `location` (surface coordinates), on the
    /// window's surface or another of the client's (`onWindow` false:
    /// GLFW's decorations), which is ignored till it lifts.
    mutating func down(id: Int, at location: Point, onWindow: Bool) {
        guard onWindow else { return }
        touches.insert(id)
        pending.append(.touchDown(id: id, location))
    }

    /// The touch `id` moved to `location`; a later move in the same frame replaces it.
    mutating func motion(id: Int, to location: Point) {
        guard touches.contains(id) else { return }
        if case .touchMove(id, _)? = pending.last {
            pending[pending.count - 1] = .touchMove(id: id, location)
        } else {
            pending.append(.touchMove(id: id, location))
        }
    }

    /// The touch `id` lifted: the frame ends here (mutter sends none after
    /// an up), and its events are returned. A compositor that does send a
    /// frame after it delivers nothing twice.
    mutating func up(id: Int) -> [InputEvent.Kind] {
        guard touches.remove(id) != nil else { return [] }
        pending.append(.touchUp(id: id))
        return frame()
    }

    /// `wl_touch.frame`: the frame's events, in order, to deliver now.
    mutating func frame() -> [InputEvent.Kind] {
        defer { pending = [] }
        return pending
    }

    /// `wl_touch.cancel`: every touch ends without completing; the window's
    /// come out as cancels (in id order), after what the frame held.
    mutating func cancel() -> [InputEvent.Kind] {
        let cancelled = touches.sorted().map { InputEvent.Kind.touchCancel(id: $0) }
        touches = []
        return frame() + cancelled
    }
}
