/// What a tap on one of a style's own layers does for the menu, whatever
/// the style: a style marks its layers with it (`Layer.tapRole`) and the
/// host acts on the mark, before the content is offered the tap.
public enum TapRole: Sendable {
    /// A tap closes the menu (push's dimming overlay, slide-down's picture
    /// of the screen). While such a layer shows, assistive technology sees
    /// the content as covered.
    case dismiss
    /// The layer takes clicks only so that they reach nothing beneath it (a
    /// menu's bare background): the pointer shows no hand over it.
    case inert
}
