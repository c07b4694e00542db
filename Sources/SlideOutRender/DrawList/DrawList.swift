import SlideOutCore

/// A frame's worth of draw commands in back-to-front order, plus the contents
/// the visible tree references (the texture cache keeps exactly those).
package struct DrawList: Sendable {
    /// The quads to draw, back to front.
    package var commands: [DrawCommand] = []
    /// Every content the visible tree shows; the texture cache frees the rest.
    package var referencedContents: Set<ContentKey> = []
    /// The framebuffer's width in pixels.
    package var framebufferWidth = 0
    /// The framebuffer's height in pixels.
    package var framebufferHeight = 0
    /// Opaque black: what shows where no layer draws.
    package static let defaultClearColor = SIMD4<Float>(0, 0, 0, 1)
    /// The premultiplied RGBA colour the frame is cleared to; full-screen dimming overlays fold into it.
    package var clearColor = defaultClearColor
    /// False when opaque rectangles cover every pixel, so clearing first
    /// would only write each pixel twice.
    package var needsClear = true
    /// The command drawn by clearing the whole framebuffer to its colour
    /// before the others (nearly free for a software rasterizer, which shades
    /// a scissored fill like any quad); nil when none can be.
    package internal(set) var backgroundIndex: Int?
    /// True for a plane drawn over other planes: it is cleared to
    /// transparent, and a translucent fill over all of it is drawn, not
    /// folded into what lies under it (other planes hold that).
    package private(set) var isOverPlanes = false
    /// The pictures of the layers the list shows rasterized, by the
    /// `.snapshot` id of their texture (a hash of the picture).
    package var rasterized: [Int: DrawList] = [:]
    /// What opaque planes over this one hide, in its pixels: nothing drawn
    /// there shows (`shownPart(of:stale:)`).
    package var hidden: [PixelRect] = []

    /// Creates an empty list for a 0 x 0 framebuffer.
    package init() {}

    /// The one colour every pixel takes (premultiplied), when the list is a
    /// plane over others that one translucent fill covers whole.
    package var uniformColor: SIMD4<Float>? {
        guard isOverPlanes, needsClear, commands.count == 1, case .solid(let color) = commands[0].fill,
              commands[0].cornerRadius == 0, commands[0].isAxisAligned else { return nil }
        let bounds = commands[0].pixelBounds
        guard bounds.x <= 0, bounds.y <= 0, bounds.z >= Float(framebufferWidth), bounds.w >= Float(framebufferHeight)
        else { return nil }
        return color
    }

    /// The smallest rectangle holding every pixel the list's draws cover.
    package var drawnBounds: PixelRect {
        commands.reduce(PixelRect(width: 0, height: 0)) { $0.isEmpty ? $1.coveredRect : $0.union($1.coveredRect) }
    }

    /// True when both lists are for one framebuffer size and fill what no
    /// quad covers alike.
    func sharesFramebufferAndClear(with other: DrawList) -> Bool {
        framebufferWidth == other.framebufferWidth && framebufferHeight == other.framebufferHeight
            && needsClear == other.needsClear && (!needsClear || clearColor == other.clearColor)
    }

    /// Empties the list, keeping its storage for the next frame; `overPlanes`
    /// makes it a plane over others.
    package mutating func reset(framebufferWidth: Int, framebufferHeight: Int, overPlanes: Bool = false) {
        commands.removeAll(keepingCapacity: true)
        referencedContents.removeAll(keepingCapacity: true)
        rasterized.removeAll(keepingCapacity: true)
        hidden.removeAll(keepingCapacity: true)
        self.framebufferWidth = framebufferWidth
        self.framebufferHeight = framebufferHeight
        isOverPlanes = overPlanes
        clearColor = overPlanes ? .zero : Self.defaultClearColor
        needsClear = true
        backgroundIndex = nil
    }
}
