import FoundationEssentials
import SlideOutCore
import SlideOutPlatform
import SlideOutRender

/// Runs a menu style in a window: input through `MenuInteraction`, time
/// through a `TimeSource`, animations on one `AnimationClock`, frames through
/// a `FrameRenderer`. The loop draws only while something moves (or the
/// window needs repainting), paced by the display; otherwise it blocks.
/// `run()` returning, `close()`, or dropping the host gives back everything
/// it holds.
public final class MenuHost {
    /// The window the style is drawn in and input comes from.
    package let window: Window
    /// Draws each frame (live texture and draw counts are on its backend).
    package let renderer: FrameRenderer
    /// Real or virtual time.
    package let time: any TimeSource
    /// The clock every animation of the hosted style runs on.
    public let clock: AnimationClock
    /// Measures text as the renderer draws it: what the host's text layers
    /// (`Layer(text:measurer:name:)`) and `MenuList`s are sized with.
    public let textMeasurer: any TextMeasuring
    /// Turns input into calls on the style; nil until `show` is called.
    package private(set) var interaction: MenuInteraction?
    /// The style shown, if any.
    package var style: (any MenuStyle)? { interaction?.style }
    /// Whether every transition is a short ease-out (0.1 s, no overshoot)
    /// instead of its full motion: nil, the default, follows the desktop
    /// (`SLIDEOUT_REDUCED_MOTION`, else GNOME's `enable-animations`, also when
    /// it changes while the host runs); true or false overrides it.
    public var reducedMotion: Bool? {
        didSet { applyReducedMotion() }
    }
    /// The appearance the window is drawn in: `appearanceOverride` if the
    /// host set one, else the desktop's (the XDG desktop portal's dark,
    /// high-contrast and accent-colour settings, read before the first frame
    /// and followed while the host runs; light where there is no portal),
    /// made light or dark by `darkOverride`. The library's focus ring, row
    /// highlight and dimming follow it, and the shown `MenuContent` is told of it.
    public var appearance: Appearance {
        if let appearanceOverride { return appearanceOverride }
        var desktop = desktopAppearance.current
        if let darkOverride { desktop.isDark = darkOverride }
        return desktop
    }
    /// The host's own appearance, over the desktop's; nil (the default)
    /// follows the desktop again.
    public var appearanceOverride: Appearance? {
        didSet { applyAppearance() }
    }
    /// Dark (true) or light (false) whatever the desktop prefers, its
    /// contrast and accent colour still followed, as an app's own style
    /// choice is in libadwaita; nil (the default) follows the desktop's.
    /// `appearanceOverride` wins over it.
    public var darkOverride: Bool? {
        didSet { applyAppearance() }
    }
    /// The appearance changed while the host runs (the desktop switched, or the host overrode it).
    public var onAppearanceChange: ((Appearance) -> Void)?
    /// Which way the window reads; by default the locale's, as GTK decides
    /// (`LayoutDirection(localeIn:)` of the environment). Right to left
    /// mirrors every style: its picture (text and pictures still read the
    /// right way), its input (pointer, drags, swipes, sideways wheel steps,
    /// Left and Right), and what assistive technology sees. The style shown
    /// reads it from its `reveal.layoutDirection`.
    public var layoutDirection = LayoutDirection(localeIn: ProcessInfo.processInfo.environment) {
        didSet {
            style?.reveal.layoutDirection = layoutDirection
            needsDisplay = true
            needsRepaint = true
            accessibleTreeIsStale = true
        }
    }
    /// The keys that close and toggle the menu (Esc; F9, Ctrl+M by default).
    public var shortcuts = MenuShortcuts() {
        didSet { interaction?.shortcuts = shortcuts }
    }
    /// When a dockable style (push, drawer, a host's `DockableMenuStyle`)
    /// docks its menu beside the content: nil (the default) overlays it at
    /// every width, as the original iOS tutorials do; `Docking()` docks at
    /// 840 points and up.
    /// A style shown with no docking state of its own gets a fresh one
    /// (menu shown, default width); one that has one keeps it, rules updated.
    public var docking: Docking? {
        didSet {
            (style as? any DockableMenuStyle)?.adoptDocking(docking)
            needsLayout = true
            needsDisplay = true
        }
    }
    /// Recorded input to feed at its times, through the path live input
    /// takes. A recorded resize lays the style out at its size from then on
    /// (the window keeps its own until the window system resizes it), so a
    /// replay that crosses the docking width switches modes frame for frame.
    /// Live input, the window's size apart, is dropped while it is set
    /// (assistive technology's actions too, which are refused).
    package var replay: ReplaySource? {
        didSet { accessibility?.refusesActions = replay != nil }
    }
    /// Sees every input event the host takes, live or replayed, before it is handled.
    package var onEvent: ((InputEvent) -> Void)?
    /// What the user did: taps (on which layer) and rows chosen.
    public var onReport: ((MenuReport) -> Void)? {
        didSet { interaction?.onReport = onReport }
    }
    /// The first frame is on screen.
    public var onFirstFrame: (() -> Void)?
    /// True (the default) to let a compositor that can put the frame
    /// together from planes do so (layers that only slide are moved, not
    /// redrawn); false for a host that reads the frame's pixels back in
    /// `onFrameDrawn` (the window's framebuffer then holds the whole frame).
    package var drawsPlanes = true
    /// Whether the last frame was drawn as planes.
    private var drewPlanes = false
    /// A frame was drawn but not yet shown (read its pixels here).
    package var onFrameDrawn: (() -> Void)?
    /// A frame was shown while something moved (or on the frame it stopped).
    package var onMovingFrame: (() -> Void)?
    /// Everything came to rest.
    public var onSettled: (() -> Void)?
    /// The view was laid out anew after the first frame: a new size in
    /// points, a new scale (pixels per point, e.g. once a Wayland surface
    /// entered a HiDPI output), or the style's mode or menu width changed
    /// (the window crossed the docking width, the handle was dragged).
    public var onLayout: ((Size, Double) -> Void)?
    /// Told each warning in one line: what the window goes without and how
    /// to get it (GLFW's build for the session's window system, so it runs
    /// on the other; a cursor shape the theme lacks). Nil, the default,
    /// ignores them: SlideOut writes nothing to standard error. Warnings
    /// raised while the host was made are handed over when this is set.
    public var onWarning: ((String) -> Void)? {
        didSet {
            guard let onWarning else { return }
            pendingWarnings.forEach(onWarning)
            pendingWarnings = []
        }
    }
    /// Why the last `run()` ended other than by `stop` or the window
    /// closing (`.displayLost` when it returned 3); nil otherwise.
    public private(set) var endReason: SlideOutError?
    /// The size the style is laid out for, in points.
    package private(set) var viewSize = Size.zero
    /// The scale the view is drawn at, in pixels per point.
    package private(set) var viewScale = 1.0
    /// Kept alive for the interaction, which holds it weakly.
    private var content: (any MenuContent)?
    private var layoutContent: ((Size) -> Void)?
    private var needsDisplay = true
    /// The window lost its pixels (exposed, resized): redraw even an unchanged frame.
    private var needsRepaint = true
    private var hasShownFirstFrame = false
    /// The style must be laid out again at the next chance, even at the same size and scale.
    private var needsLayout = true
    /// The size the last replayed resize asked for; a live resize ends it.
    private var replayedSize: Size?
    /// Warnings raised before `onWarning` was set (while the host was made).
    private var pendingWarnings: [String] = []
    /// The layout last reported through `onLayout`: size, scale, mode and menu width.
    private var reportedLayout: (size: Size, scale: Double, mode: MenuMode, menuWidth: Double)?
    private var wasMoving = false
    /// When the last frame counts as drawn (`FrameCadence`).
    private var lastFrameTime = -Double.infinity
    private var exitStatus: Int32?
    private var isClosed = false
    /// The window's side of AT-SPI; nil where the desktop has no accessibility bus.
    private var accessibility: AccessibilityBus?
    /// True once a frame was drawn since the accessible tree was last
    /// published; the window's focus and place as last published.
    private var accessibleTreeIsStale = true
    private var publishedWindow = (focused: false, x: 0, y: 0)
    private var treePublishedAt = -Double.infinity
    private static let accessibleTreeInterval = 0.1
    /// The desktop's wish for less motion, kept current.
    private let motionPreference: ReducedMotionPreference
    /// The desktop's appearance, kept current.
    private let desktopAppearance: DesktopAppearance
    /// The appearance the library's colours and the content last took.
    private var appliedAppearance = Appearance.light

    /// Hosts styles in `window`, drawing with `renderer` on `time`. Pass the
    /// `clock` and `textMeasurer` the styles were built with if they were
    /// built before the window opened (the clock's time then starts at 0, as
    /// `time`'s does); by default both are made. Likewise the desktop's
    /// settings, `desktop`, if they were read while the window opened (the
    /// first frame waits for them: GSettings, and the portal's first answer
    /// over D-Bus); by default they are read here.
    package init(window: Window, renderer: FrameRenderer, time: any TimeSource = RealTime(),
                clock: AnimationClock? = nil, textMeasurer: (any TextMeasuring)? = nil,
                desktop: (motion: ReducedMotionPreference, appearance: DesktopAppearance)? = nil) {
        self.window = window
        self.renderer = renderer
        self.time = time
        self.clock = clock ?? AnimationClock(startTime: time.now)
        self.textMeasurer = textMeasurer ?? PangoTextMeasurer()
        motionPreference = desktop?.motion ?? ReducedMotionPreference()
        desktopAppearance = desktop?.appearance ?? DesktopAppearance()
        window.onEvent = { [unowned self] in handle($0) }
        window.onRefresh = { [unowned self] in
            needsDisplay = true
            needsRepaint = true
        }
        window.onWarning = { [weak self] in self?.warn($0) }
        accessibility = AccessibilityBus.start(application: MenuHost.programName)
        applyReducedMotion()
        applyAppearance()
    }

    private func warn(_ message: String) {
        if let onWarning { onWarning(message) } else { pendingWarnings.append(message) }
    }

    private func applyReducedMotion() {
        clock.reducedMotion = reducedMotion ?? motionPreference.isReduced
    }

    /// Hands a new appearance to the library's colours and the content, and tells the host.
    private func applyAppearance() {
        let current = appearance
        guard current != appliedAppearance else { return }
        appliedAppearance = current
        interaction?.appearance = current
        content?.appearanceDidChange(current)
        (style as? any SnapshottingMenuStyle)?.retakeSnapshots()
        needsDisplay = true
        onAppearanceChange?(current)
    }

    private static var programName: String {
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "SlideOut"
    }

    deinit {
        close()
    }

    /// Closes the window and gives back everything the host holds: the
    /// renderer's GL objects and textures, the window's connections,
    /// threads and window-system objects, the style and its animations, and
    /// the host's callbacks (set to nil, so a callback that captures the
    /// host no longer keeps it alive). `run()` closes the host as it
    /// returns; once closed, `run()` returns at once and the host cannot
    /// show anything again. Where the display went away, the GL objects and
    /// the window are only forgotten: nothing may touch the dead connection.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        accessibility?.stop()
        accessibility = nil
        motionPreference.stop()
        desktopAppearance.stop()
        clock.removeAllAnimations()
        interaction = nil
        content = nil
        layoutContent = nil
        onEvent = nil
        onFirstFrame = nil
        onFrameDrawn = nil
        onMovingFrame = nil
        onSettled = nil
        onLayout = nil
        onReport = nil
        onWarning = nil
        onAppearanceChange = nil
        window.onEvent = nil
        window.onRefresh = nil
        if window.makeContextCurrent() { renderer.backend.deleteGLObjects() }
        window.close()
    }

    /// Opens a window of `size` points on the desktop's platform (Wayland on
    /// a Wayland session) and its renderer, for a host on real time. Where
    /// GLFW 3.3's build for a Wayland session is missing, the window opens
    /// on X11 and `onWarning` is told.
    public convenience init(title: String, size: Size) throws(SlideOutError) {
        var warnings: [String] = []
        let window: Window
        let renderer: FrameRenderer
        // The renderer is made, and its first draws' code, while the window opens (see `Window`).
        let preparation = RendererPreparation()
        do {
            let platform = try PlatformLaunch.prepare(.auto) { warnings.append($0) }
            window = try Window(title: title, size: size, visible: true, forcedScale: nil, platform: platform,
                                preparing: preparation.prepare)
        } catch {
            throw SlideOutError(error)
        }
        do { renderer = try preparation.renderer() } catch { throw SlideOutError(error) }
        self.init(window: window, renderer: renderer)
        pendingWarnings = warnings
    }

    /// Shows `style`, with `content` declaring the rows and buttons around
    /// it; `layout` lays the host's own layers out after the style's.
    public func show(_ style: any MenuStyle, content: any MenuContent, layout: ((Size) -> Void)? = nil) {
        guard !isClosed else { return }
        self.content = content
        layoutContent = layout
        style.reveal.layoutDirection = layoutDirection
        (style as? any DockableMenuStyle)?.adoptDocking(docking)
        if let interaction {
            interaction.style = style
            interaction.content = content
        } else {
            interaction = MenuInteraction(style: style, content: content, clock: clock)
            interaction?.appearance = appliedAppearance
            interaction?.shortcuts = shortcuts
            interaction?.onReport = onReport
            interaction?.onCursorChange = { [unowned window] in window.setCursor($0) }
        }
        content.appearanceDidChange(appliedAppearance)
        needsLayout = true
        relayout(to: replayedSize ?? window.pointSize, scale: window.scale)
        // A style shown in place of another settles on its first frame.
        if hasShownFirstFrame { wasMoving = true }
    }

    /// True while anything moves (an animation that is motion, or the menu
    /// following the pointer); feedback fading draws frames but is no motion.
    package var isMoving: Bool { clock.hasMotion || (style?.reveal.isMoving ?? false) }

    /// Ends `run()` with `status` after the current step.
    public func stop(status: Int32 = 0) {
        exitStatus = status
    }

    /// Runs until the window closes or `stop` is called; returns the status:
    /// `stop`'s, 0 when the window closed, or 3 when
    /// the window system went away, on Wayland and on X11 alike (`endReason`
    /// is then `.displayLost`). A replay ends the run once it is finished and
    /// everything rests.
    ///
    /// The host runs once: as `run()` returns it closes (see `close()`), so a
    /// host written as `host.onSettled = { host.stop() }` frees everything
    /// without a `close()`. Afterwards its state can still be read (the
    /// clock, `endReason`; `style` is nil), `show` does nothing, and `run()`
    /// again returns the same status at once.
    public func run() -> Int32 {
        while exitStatus == nil && !window.shouldClose {
            applyReducedMotion()
            applyAppearance()
            deliverDueInput()
            updateAccessibility()
            // Frames come from changes (input, a repaint), running animations,
            // and one after motion stops to show the rest state and report the
            // settle; a drag held still or a swipe waiting out its silence draws nothing.
            if needsDisplay || !clock.isIdle || wasMoving != isMoving {
                let frameAt = time.nextFrame(after: lastFrameTime, refreshRate: window.refreshRate)
                time.wait(until: min(frameAt, inputDeadline ?? .infinity), on: window)
                if time.now >= frameAt && !window.shouldClose { drawFrame(due: frameAt) }
            } else if hasShownFirstFrame, let replay, replay.isFinished, !(interaction?.isTracking ?? false) {
                exitStatus = 0
            } else {
                time.wait(until: inputDeadline, on: window)
            }
        }
        let loss = window.connectionLoss
        endReason = loss.map(SlideOutError.init)
        let status = exitStatus ?? (loss == nil ? 0 : DisplayLoss.exitStatus)
        exitStatus = status
        close()
        return status
    }

    /// The next moment input needs attention without an event: a replayed
    /// event falling due, or a trackpad swipe ending by silence.
    private var inputDeadline: Double? {
        [replay?.nextTime, interaction?.deadline].compactMap { $0 }.min()
    }

    private func deliverDueInput() {
        guard hasShownFirstFrame else { return }
        while let event = replay?.popEvent(dueBy: time.now) {
            if case .resize(let size) = event.kind { replayedSize = size }
            handle(event, isReplayed: true)
        }
        // A swipe ending by silence is known to have ended only now: its
        // settle starts now, from where it rests, or its first frame would
        // land the whole silence (0.15 s) into the animation, a jump.
        if let deadline = interaction?.deadline, time.now >= deadline {
            clock.advance(to: time.now)
            interaction?.expire(at: time.now)
        }
    }

    private func drawFrame(due: Double) {
        lastFrameTime = FrameCadence.time(ofFrameDrawnAt: time.now, due: due, refreshRate: window.refreshRate)
        clock.advance(to: time.frameTime())
        needsDisplay = false
        let (width, height) = window.framebufferSize
        guard let style, width > 0, height > 0 else { return }
        relayout(to: replayedSize ?? window.pointSize, scale: window.scale)
        reportLayout(of: style)
        // An unchanged frame (the pointer moving where nothing reacts) is neither drawn nor shown.
        var repaint = needsRepaint || !hasShownFirstFrame
        // Planes where whole layers slide over the window (an overlay
        // toggle); not while docked: a docked toggle changes few pixels, but
        // its moving content plane makes the compositor repaint the whole
        // window every frame. A frame after a switch is drawn whole.
        let usesPlanes = drawsPlanes && window.composesPlanes && style.menuMode != .docked
        if usesPlanes != drewPlanes {
            repaint = true
            drewPlanes = usesPlanes
        }
        var shown = false
        if usesPlanes {
            if let planes = renderer.drawPlanes(style, viewSize: viewSize, scale: viewScale, repaint: repaint,
                                                bind: window.bindPlaneTarget) {
                needsRepaint = false
                onFrameDrawn?()
                if exitStatus != nil { return }
                window.present(planes)
                shown = true
            }
        } else if let changed = renderer.draw(style, viewSize: viewSize, scale: viewScale, repaint: repaint,
                                                   bufferAge: window.bufferAge) {
            needsRepaint = false
            onFrameDrawn?()
            if exitStatus != nil { return }
            window.present(changed)
            shown = true
        }
        accessibleTreeIsStale = true
        if !hasShownFirstFrame {
            hasShownFirstFrame = true
            replay?.start(at: time.now)
            onFirstFrame?()
        }
        let moving = isMoving
        // A gesture pushing against an end moves nothing on screen: no frame
        // is told. An animation's frames are, drawn or not (its last
        // frames may change no pixel), so the bench counts its cadence.
        let pinned = !shown && (interaction?.isTracking ?? false)
        if (wasMoving && !moving) || (moving && !pinned) { onMovingFrame?() }
        if wasMoving && !moving { onSettled?() }
        wasMoving = moving
    }

    private func relayout(to size: Size, scale: Double) {
        guard size != viewSize || scale != viewScale || needsLayout, let style else { return }
        needsLayout = false
        viewSize = size
        viewScale = scale
        style.layout(in: size)
        layoutContent?(size)
        interaction?.layoutChanged()
        needsDisplay = true
        needsRepaint = true
    }

    /// Tells `onLayout` of a new size, scale, mode or menu width, once the first frame is shown.
    private func reportLayout(of style: any MenuStyle) {
        let layout = (size: viewSize, scale: viewScale, mode: style.menuMode, menuWidth: style.menuWidth)
        if let reported = reportedLayout, reported == layout { return }
        let isFirst = reportedLayout == nil
        reportedLayout = layout
        guard !isFirst else { return }
        interaction?.layoutChanged()
        onLayout?(viewSize, viewScale)
    }

    /// Does what assistive technology asked for, as a click would, and
    /// publishes what it sees now when a frame or the window's focus or place
    /// changed it: while things move, at most every `accessibleTreeInterval`
    /// (building it is a fifth of a sidebar3d frame's CPU), then once at rest.
    private func updateAccessibility() {
        guard let accessibility, let interaction, hasShownFirstFrame else { return }
        // While a replay plays, actions are live input and dropped as such
        // (the bus refuses them; one asked for as the replay began goes too).
        for target in accessibility.takeActions() where replay == nil {
            clock.advance(to: time.now)
            interaction.perform(target)
            needsDisplay = true
        }
        let origin = window.screenOrigin
        let treeIsDue = accessibleTreeIsStale && (!isMoving || time.now - treePublishedAt >= Self.accessibleTreeInterval)
        guard treeIsDue || publishedWindow != (window.isFocused, origin.x, origin.y) else { return }
        accessibleTreeIsStale = false
        treePublishedAt = time.now
        publishedWindow = (window.isFocused, origin.x, origin.y)
        accessibility.publish(
            interaction.accessibleTree(application: MenuHost.programName, title: window.title, viewSize: viewSize,
                                       isActive: window.isFocused),
            placement: AccessibilityBus.Placement(originX: origin.x, originY: origin.y, pixelsPerPoint: viewScale))
    }

    /// Every input event, live or replayed, takes this path. While a replay
    /// plays, live input other than the window's size is not the replay's
    /// and is dropped: a key pressed or a click on the window changes nothing.
    private func handle(_ event: InputEvent, isReplayed: Bool = false) {
        if case .resize = event.kind {
            if !isReplayed { replayedSize = nil }
        } else if replay != nil, !isReplayed {
            return
        }
        onEvent?(event)
        clock.advance(to: time.followsEventTimes ? event.time : time.now)
        if case .resize(let size) = event.kind {
            relayout(to: size, scale: window.scale)
        } else {
            // Styles lay out leading edge left: input is mirrored back once, here.
            interaction?.handle(event.laidOut(for: layoutDirection, width: viewSize.width))
        }
        needsDisplay = true
    }
}
