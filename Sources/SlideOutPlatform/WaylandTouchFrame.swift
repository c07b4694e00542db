import SlideOutCore

/// The `wl_touch` events of one frame, batched until the frame ends, for the
/// touches that went down on the window's surface.
///
/// The seat groups a frame's downs, motions and ups and closes them with
/// `wl_touch.frame`; a frame's several motions of one finger come out as its
/// last. Motion and up name only the touch id, so the ids that went down on
/// the window are remembered until they lift. Mutter (43, measured) sends
/// **no** frame after the last finger lifts: the frame then ends with that
/// up, or the lift would wait for the next touch. A cancel (the compositor
/// took the touches for a gesture of its own) ends every touch at once.
struct WaylandTouchFrame {
    /// Events collected since the last frame ended, in arrival order.
    private var pending: [InputEvent.Kind] = []
    /// Every touch down on the client's surfaces, by id: true for the window's.
    private var touches: [Int: Bool] = [:]

    /// A touch `id` went down at `location` (surface coordinates), on the
    /// window's surface or another of the client's (`onWindow` false:
    /// GLFW's decorations), which is only remembered until it lifts.
    mutating func down(id: Int, at location: Point, onWindow: Bool) {
        touches[id] = onWindow
        if onWindow { pending.append(.touchDown(id: id, location)) }
    }

    /// The touch `id` moved to `location`; a later move in the same frame replaces it.
    mutating func motion(id: Int, to location: Point) {
        guard touches[id] == true else { return }
        if case .touchMove(id, _)? = pending.last {
            pending[pending.count - 1] = .touchMove(id: id, location)
        } else {
            pending.append(.touchMove(id: id, location))
        }
    }

    /// The touch `id` lifted. Returns the frame's events when it was the last
    /// touch down (mutter sends no frame then); else nothing until `frame()`.
    mutating func up(id: Int) -> [InputEvent.Kind] {
        guard let onWindow = touches.removeValue(forKey: id) else { return [] }
        if onWindow { pending.append(.touchUp(id: id)) }
        return touches.isEmpty ? frame() : []
    }

    /// `wl_touch.frame`: the frame's events, in order, to deliver now.
    mutating func frame() -> [InputEvent.Kind] {
        defer { pending = [] }
        return pending
    }

    /// `wl_touch.cancel`: every touch ends without completing; the window's
    /// come out as cancels (in id order), after what the frame held.
    mutating func cancel() -> [InputEvent.Kind] {
        let cancelled = touches.filter(\.value).keys.sorted().map { InputEvent.Kind.touchCancel(id: $0) }
        touches = [:]
        return frame() + cancelled
    }
}
