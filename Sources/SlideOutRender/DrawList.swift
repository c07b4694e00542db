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
    /// Reused storage for the coverage test.
    var scratchEdges: [Int32] = []

    /// Creates an empty list for a 0 x 0 framebuffer.
    package init() {}

    /// True when drawing this list would put exactly the pixels `other` put:
    /// the same quads, clear and framebuffer (so an unchanged frame can be skipped).
    package func drawsSame(as other: DrawList) -> Bool {
        sharesFramebufferAndClear(with: other) && commands == other.commands
    }

    /// True when both lists are for one framebuffer size and fill what no
    /// quad covers alike.
    func sharesFramebufferAndClear(with other: DrawList) -> Bool {
        framebufferWidth == other.framebufferWidth && framebufferHeight == other.framebufferHeight
            && needsClear == other.needsClear && (!needsClear || clearColor == other.clearColor)
    }

    /// Empties the list, keeping its storage for the next frame.
    package mutating func reset(framebufferWidth: Int, framebufferHeight: Int) {
        commands.removeAll(keepingCapacity: true)
        referencedContents.removeAll(keepingCapacity: true)
        self.framebufferWidth = framebufferWidth
        self.framebufferHeight = framebufferHeight
        clearColor = Self.defaultClearColor
        needsClear = true
        backgroundIndex = nil
    }
}
