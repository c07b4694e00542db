/// What every slide-out menu style offers the app: a layer tree laid out from
/// one `progress` value, and the commands that move it.
public protocol MenuStyle: AnyObject {
    /// The root of the style's layer tree.
    var rootLayer: Layer { get }
    /// The primary menu's reveal: 0 closed ... 1 open.
    var progress: Double { get }
    /// True while the menu is neither settled open nor settled closed.
    var isMoving: Bool { get }
    /// The settled state's name for traces: "open", "closed" or "open-right".
    var stateName: String { get }

    /// Lays every layer out for a view of `size` points at the current progress.
    func layout(in size: Size)
    /// Jumps to `progress` without animating (start-up state, tests).
    func jump(to progress: Double)
    func open()
    func close()
    func toggle()
    /// Offers a tap that hit `layer`; returns true when the style consumed it.
    func handleTap(on layer: Layer) -> Bool

    /// Starts tracking a pan or trackpad swipe: any animation stops where it is.
    func beginInteractiveReveal()
    /// Follows the pointer: `translation` is in points since the start, along
    /// the reveal direction (positive reveals the menu).
    func updateInteractiveReveal(translation: Double)
    /// Settles from where the pointer left it, choosing by position and the
    /// release `velocity` (points per second, positive toward revealing).
    func endInteractiveReveal(velocity: Double)
    /// One wheel notch: positive pages toward the menu (shows it), negative
    /// away from it. Notches that arrive while already heading there coalesce.
    func page(by steps: Int)
}
