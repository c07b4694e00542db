import SlideOutCore

/// What a window draws into where the platform, not GLFW, makes the OpenGL
/// context, so that a frame can present only the pixels it changed.
protocol WindowSurface: AnyObject {
    /// How many frames back the frame the next one draws over was presented:
    /// 1 where the framebuffer keeps the last frame (a surface that presents
    /// only what changed), more for an older buffer of a swap chain, 0 where
    /// its pixels are unknown and the frame is drawn whole. Read just before
    /// the frame is drawn.
    var bufferAge: Int { get }

    /// How `present` shows a frame.
    var presentationPath: PresentationPath { get }

    /// Presents the frame just drawn, `framebufferHeight` pixels high, whose
    /// pixels outside `changed` (y down) are the last frame's.
    func present(_ changed: PixelRegion, framebufferHeight: Int)

    /// Follows the window's new framebuffer size in pixels, of which
    /// `pixelsPerSurfaceUnit` make one of the window system's units a side.
    func resize(width: Int, height: Int, pixelsPerSurfaceUnit: Int)

    /// Handles what the window system sent the surface; true when part of
    /// what it showed was lost and must be drawn again.
    func drainEvents() -> Bool

    /// Makes the surface's context current on the calling thread, drawing into the surface.
    func makeCurrent()

    /// True when frames may be shown as planes the compositor composes
    /// (`present(_:)` with `PlaneFrame`s).
    var composesPlanes: Bool { get }

    /// Makes plane `index`'s framebuffer the one drawn into, `width` x
    /// `height` pixels; true when it is new and holds nothing yet.
    func bindPlaneTarget(_ index: Int, width: Int, height: Int) -> Bool

    /// Shows a frame drawn as planes, the window's own surface first.
    func present(_ planes: [PlaneFrame])
}

extension WindowSurface {
    /// A surface composes no planes unless it says so.
    var composesPlanes: Bool { false }
    func bindPlaneTarget(_ index: Int, width: Int, height: Int) -> Bool { true }
    func present(_ planes: [PlaneFrame]) {}
}
