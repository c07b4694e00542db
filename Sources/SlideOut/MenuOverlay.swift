import FoundationEssentials
import SlideOutCore
import SlideOutRender

/// A menu style drawn into part of a frame a host draws itself: for a host
/// that owns its window, GL context and loop (a game, a media player, a
/// kiosk) where `MenuHost` would own them. The host passes its input events
/// on, tells the time and asks for the menu each frame; the overlay lays the
/// style out in `frame`, takes the events meant for it and draws it with the
/// host's GL state left as it was.
///
///     let overlay = try MenuOverlay(style: style, content: content, clock: clock,
///                                   frame: Rect(x: 520, y: 20, width: 360, height: 300))
///     // in the host's input callbacks:
///     overlay.handle(.pointerMove(to: point, at: glfwGetTime()))
///     // each frame, after drawing the scene:
///     overlay.advance(to: glfwGetTime())
///     overlay.draw(scale: scale, framebufferHeight: framebufferHeight)
public final class MenuOverlay {
    /// Turns the events meant for the menu into calls on the style.
    package let interaction: MenuInteraction
    /// The clock the style's animations run on, told the time by the host.
    package let clock: AnimationClock
    /// Draws the style into the host's frame.
    package let renderer: FrameRenderer
    /// Where the menu sits in the host's window, in points (y down, as
    /// pointer positions are); the style is laid out in its size.
    public var frame: Rect
    /// The style shown.
    package var style: any MenuStyle { interaction.style }
    /// What the user did: taps (on which layer) and rows chosen.
    public var onReport: ((MenuReport) -> Void)? {
        get { interaction.onReport }
        set { interaction.onReport = newValue }
    }
    /// The pointer's look the menu wants, when it changes (a pointing hand
    /// over a row, a closed hand while dragging, the arrow elsewhere): the
    /// host owns the window, so it sets the cursor itself.
    public var onCursorChange: ((CursorShape) -> Void)? {
        get { interaction.onCursorChange }
        set { interaction.onCursorChange = newValue }
    }
    /// True while a drag or swipe of the menu is under way: the menu follows
    /// it, so it has not settled even where its reveal rests.
    public var isTracking: Bool { interaction.isTracking }
    /// Which way the menu reads; by default the locale's
    /// (`LayoutDirection(localeIn:)` of the environment). Right to left
    /// mirrors the style in `frame`, and its input, as `MenuHost.layoutDirection` does.
    public var layoutDirection = LayoutDirection(localeIn: ProcessInfo.processInfo.environment) {
        didSet { style.reveal.layoutDirection = layoutDirection }
    }
    /// When a dockable style docks its menu beside the content, by the
    /// width of `frame`: nil (the default) overlays it at every width, as
    /// `MenuHost.docking` does for a window.
    public var docking: Docking? {
        didSet {
            (style as? any DockableMenuStyle)?.adoptDocking(docking)
            laidOutSize = nil
        }
    }
    /// Kept alive for the interaction, which holds it weakly; nil once closed.
    private var content: (any MenuContent)?
    private var layoutContent: ((Size) -> Void)?
    private var laidOutSize: Size?
    private var pointer = Point(x: -Double.infinity, y: -Double.infinity)
    /// True while a button pressed inside `frame` is held: its moves and release are the menu's.
    private var pressIsMenus = false
    /// The fingers that went down inside `frame`: the menu's until they lift.
    private var menusTouches: Set<Int> = []
    /// The keys down whose press the menu acted on: their releases are its too.
    private var menusKeys: Set<Key> = []

    /// Shows `style` (built on `clock`) in `frame`, with `content` declaring
    /// its rows and buttons; `layout` lays the host's own layers in the
    /// style out after the style's. Builds the renderer's programs in the
    /// current GL context, the host's, leaving its state as it was.
    public init(style: any MenuStyle, content: any MenuContent, clock: AnimationClock, frame: Rect,
                layout: ((Size) -> Void)? = nil) throws(SlideOutError) {
        do { renderer = try FrameRenderer() } catch { throw SlideOutError(error) }
        interaction = MenuInteraction(style: style, content: content, clock: clock)
        self.clock = clock
        self.frame = frame
        self.content = content
        layoutContent = layout
        style.reveal.layoutDirection = layoutDirection
    }

    /// Passes on one of the host's events (window points, seconds) if it is
    /// the menu's, first advancing the clock to its time, and returns
    /// whether it was: a button pressed inside `frame` and what it does
    /// until released, a finger that touched down inside `frame` until it
    /// lifts, scrolling over `frame` (or a swipe under way), and a key the
    /// menu acts on (a shortcut, or moving or choosing with its focus) until
    /// released; any other key is the host's. Pointer moves always reach the
    /// menu (for its hover feedback) and count as its own over `frame` or
    /// while it tracks a gesture.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        var event = event
        var isMenus = true
        var pressedKey: Key?
        switch event.kind {
        case .pointerMove(let point):
            pointer = point
            event.kind = .pointerMove(Point(x: point.x - frame.minX, y: point.y - frame.minY))
            isMenus = pressIsMenus || frame.contains(point) || interaction.isTracking
        case .button(_, pressed: true):
            pressIsMenus = frame.contains(pointer)
            guard pressIsMenus else { return false }
        case .button(_, pressed: false):
            guard pressIsMenus else { return false }
            pressIsMenus = false
        case .touchDown(let id, let point):
            guard frame.contains(point) else { return false }
            menusTouches.insert(id)
            event.kind = .touchDown(id: id, Point(x: point.x - frame.minX, y: point.y - frame.minY))
        case .touchMove(let id, let point):
            guard menusTouches.contains(id) else { return false }
            event.kind = .touchMove(id: id, Point(x: point.x - frame.minX, y: point.y - frame.minY))
        case .touchUp(let id), .touchCancel(let id):
            guard menusTouches.remove(id) != nil else { return false }
        case .scroll, .sourcedScroll, .scrollStop:
            guard frame.contains(pointer) || interaction.isTracking else { return false }
        case .key(let key, pressed: true, _):
            pressedKey = key
        case .key(let key, pressed: false, _):
            guard menusKeys.remove(key) != nil else { return false }
        case .resize:
            return false
        }
        clock.advance(to: event.time)
        let acted = interaction.handle(event.laidOut(for: layoutDirection, width: frame.width))
        guard let pressedKey else { return isMenus }
        // A key held down repeats as presses: once the menu's, it stays the menu's until released.
        if acted { menusKeys.insert(pressedKey) }
        return acted || menusKeys.contains(pressedKey)
    }

    /// Advances the style's animations to `time` (seconds, on the clock the
    /// events' times are on) and ends a trackpad swipe whose silence has run out.
    public func advance(to time: Double) {
        clock.advance(to: time)
        interaction.expire(at: time)
    }

    /// Draws the menu into `frame` of the current framebuffer, `scale`
    /// pixels per point and `framebufferHeight` pixels tall, laying the
    /// style out first when `frame`'s size changed. Every pixel of the
    /// frame is drawn; the GL state is left as it was.
    public func draw(scale: Double, framebufferHeight: Int) {
        if laidOutSize != frame.size {
            laidOutSize = frame.size
            style.layout(in: frame.size)
            layoutContent?(frame.size)
            interaction.layoutChanged()
        }
        func pixel(_ points: Double) -> Int { Int((points * scale).rounded()) }
        let viewport = PixelRect(minX: pixel(frame.minX), minY: pixel(frame.minY),
                                 maxX: pixel(frame.maxX), maxY: pixel(frame.maxY))
        renderer.draw(style, scale: scale, into: viewport, framebufferHeight: framebufferHeight)
    }

    /// Deletes the renderer's GL objects, the host's context current: a
    /// host gives them back before its context goes. It also lets go of the
    /// content and the host's callbacks (`layout`, the interaction's
    /// `onReport` and `onCursorChange`), so that one capturing the host no
    /// longer keeps it alive. It draws nothing afterwards; closing again does nothing.
    public func close() {
        guard content != nil else { return }
        clock.removeAllAnimations()
        renderer.backend.deleteGLObjects()
        content = nil
        layoutContent = nil
        interaction.onReport = nil
        interaction.onCursorChange = nil
    }
}
