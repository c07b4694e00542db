/// What the user did to the menu, as a host hears it (`MenuHost.onReport`,
/// `MenuOverlay.onReport`): for traces, logs, or acting after the style has.
public enum MenuReport {
    /// A tap landed on `target`, a layer of the style's tree or the host's
    /// (compare it with `===`; its `name` says which in a log).
    case tap(target: Layer)
    /// Row `row` of the host's `menuRows` was chosen (after the host acted on it).
    case chose(row: Int)
}
