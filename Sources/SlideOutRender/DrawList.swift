import SlideOutCore

/// A frame's worth of draw commands in back-to-front order, plus the contents
/// the visible tree references (the texture cache keeps exactly those).
public struct DrawList: Sendable {
    public var commands: [DrawCommand] = []
    public var referencedContents: Set<ContentKey> = []
    public var framebufferWidth = 0
    public var framebufferHeight = 0
    /// Opaque black: what shows where no layer draws.
    public static let defaultClearColor = SIMD4<Float>(0, 0, 0, 1)
    public var clearColor = defaultClearColor
    /// False when opaque rectangles cover every pixel, so clearing first
    /// would only write each pixel twice.
    public var needsClear = true
    /// True when drawing into a texture, whose first row must hold the top
    /// of the picture (GL puts row 0 at the bottom).
    public var flipsY = false
    /// Reused storage for the coverage test.
    var scratchEdges: [Int32] = []

    public init() {}

    /// Empties the list, keeping its storage for the next frame.
    public mutating func reset(framebufferWidth: Int, framebufferHeight: Int) {
        commands.removeAll(keepingCapacity: true)
        referencedContents.removeAll(keepingCapacity: true)
        self.framebufferWidth = framebufferWidth
        self.framebufferHeight = framebufferHeight
        clearColor = Self.defaultClearColor
        flipsY = false
        needsClear = true
    }
}
