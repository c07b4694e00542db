/// A node of the layer tree, modelled on Core Animation's `CALayer`.
///
/// Animations write these properties every frame through the animation clock,
/// so the values here are always what is on screen (the presentation values);
/// an animation's destination lives in the clock. Hit testing and drawing both
/// read these values.
public final class Layer {
    /// A name for traces and debugging ("overlay", "menu").
    public var name: String
    /// The layer's own coordinate space: its size, and the local coordinate of its top-left corner.
    public var bounds: Rect = .zero {
        didSet { if bounds != oldValue { subtreeChanged() } }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position: Point = .zero {
        didSet { if position != oldValue { superlayer?.subtreeChanged() } }
    }
    /// The point of `bounds` (in unit coordinates) that `position` places and
    /// `transform` pivots about.
    public var anchorPoint = Point(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { superlayer?.subtreeChanged() } }
    }
    /// A transform applied about the anchor point, perspective (m34) included.
    public var transform: Transform3D = .identity {
        didSet { if transform != oldValue { superlayer?.subtreeChanged() } }
    }
    /// How opaque the layer and its sublayers draw, 0 (invisible) ... 1, multiplied down the tree.
    public var opacity: Double = 1 {
        didSet { if opacity != oldValue { superlayer?.subtreeChanged() } }
    }
    /// The colour filling the layer's bounds under its contents; clear draws nothing.
    public var backgroundColor: Color = .clear {
        didSet { if backgroundColor != oldValue { subtreeChanged() } }
    }
    /// The radius in points that rounds the background's corners; 0 keeps them square.
    public var cornerRadius: Double = 0 {
        didSet { if cornerRadius != oldValue { subtreeChanged() } }
    }
    /// Core Animation's drop shadow: opacity 0 draws none. The shadow is the
    /// layer's bounds blurred by `shadowRadius`, moved by `shadowOffset`.
    public var shadowOpacity: Double = 0 {
        didSet { if shadowOpacity != oldValue { subtreeChanged() } }
    }
    /// The blur radius of the drop shadow, in points.
    public var shadowRadius: Double = 3 {
        didSet { if shadowRadius != oldValue { subtreeChanged() } }
    }
    /// How far the shadow is moved from the layer, in points (Core Animation's default is (0, -3)).
    public var shadowOffset = Point(x: 0, y: -3) {
        didSet { if shadowOffset != oldValue { subtreeChanged() } }
    }
    /// The colour of the drop shadow; its alpha multiplies `shadowOpacity`.
    public var shadowColor = Color.black {
        didSet { if shadowColor != oldValue { subtreeChanged() } }
    }
    /// True when the layer and its sublayers are neither drawn nor hit-tested.
    public var isHidden = false {
        didSet { if isHidden != oldValue { superlayer?.subtreeChanged() } }
    }
    /// Content drawn over the background, sized to the bounds.
    package var contents: LayerContents? {
        didSet {
            contentsHash = contents?.hashValue ?? 0
            if contents != oldValue { subtreeChanged() }
        }
    }
    /// `contents`' hash, taken once when they are set: a renderer keys its
    /// textures by contents every frame, and a large drawing is slow to hash.
    package private(set) var contentsHash = 0
    /// A layer that accepts input receives the pointer events that hit it and
    /// hides everything under it from them (a button, an overlay).
    public var acceptsInput = false
    /// What a tap on the layer does for the style, where it accepts input:
    /// close the menu, or nothing (`TapRole`). Nil for the host's layers.
    public var tapRole: TapRole?
    /// As Core Animation's: while the layer is turned, scaled or faded, it
    /// and its sublayers are drawn once into a texture that is shown in
    /// their place (drawn again only when what they show changes), so a
    /// turning menu costs one quad a frame instead of one per row.
    package var shouldRasterize = false {
        didSet { if shouldRasterize != oldValue { subtreeChanged() } }
    }
    /// A hint that the layer and its sublayers mostly slide as one piece
    /// (a pushed screen, a panel): where the window system composes surfaces
    /// itself (Wayland), the layer is drawn once into a surface of its own
    /// that the compositor moves, instead of into every frame it moves
    /// through. Honoured only while the layer is untransformed but for a
    /// translation and fully opaque down the tree; drawn in place otherwise.
    /// Inside such a layer, a sublayer that changes while the rest only
    /// slides (a button that turns) can ask for one of its own too.
    package var drawsOnOwnPlane = false {
        didSet { if drawsOnOwnPlane != oldValue { subtreeChanged() } }
    }
    /// Counts the changes to what the layer and its sublayers draw, the
    /// layer's own place aside (its position, anchor point, transform,
    /// opacity and visibility): a rasterized layer's picture is kept while
    /// this stays, and drawn again once it moves on.
    package private(set) var drawingRevision = 0
    /// The child layers, bottom to top in drawing order.
    public private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of, or nil at the root.
    package var superlayer: Layer? { parent?.takeUnretainedValue() }
    /// The superlayer, not counted: a layer is in one superlayer's
    /// `sublayers` at most, which holds it, and a superlayer going away
    /// clears it (`deinit`), so it never dangles. A weak reference cost each
    /// step of every frame's walks up the tree a side-table lookup.
    private var parent: Unmanaged<Layer>?
    /// What assistive technology (a screen reader) calls the layer, when it
    /// is a row or button: nil takes the text it shows (its first text
    /// sublayer's), else its `name`. Set it for a button that shows only an icon.
    public var accessibilityLabel: String?
    /// What assistive technology takes the layer for, when it is a row or a
    /// button: nil takes `MenuContent`'s default (a list item for a row, a
    /// push button for a button).
    public var accessibilityRole: AccessibilityRole?

    /// Creates an empty layer with the given debugging name.
    public init(name: String = "") {
        self.name = name
    }

    deinit {
        for layer in sublayers { layer.parent = nil }
    }

    /// Adds `layer` on top of the existing sublayers.
    public func addSublayer(_ layer: Layer) {
        layer.removeFromSuperlayer()
        layer.parent = Unmanaged.passUnretained(self)
        sublayers.append(layer)
        subtreeChanged()
    }

    /// Adds `layers` bottom to top, each anchored at its top-left corner so
    /// its frame origin is its position (a style's stacked screens).
    public func stack(_ layers: [Layer]) {
        for layer in layers {
            layer.anchorPoint = .zero
            addSublayer(layer)
        }
    }

    /// Inserts `layer` just under `sibling` (or on top when `sibling` is not a sublayer).
    package func insertSublayer(_ layer: Layer, below sibling: Layer) {
        layer.removeFromSuperlayer()
        layer.parent = Unmanaged.passUnretained(self)
        let index = sublayers.firstIndex { $0 === sibling } ?? sublayers.count
        sublayers.insert(layer, at: index)
        subtreeChanged()
    }

    /// Removes the layer from its superlayer's sublayers; does nothing at the root.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        self.parent = nil
        parent.subtreeChanged()
    }

    /// Moves `drawingRevision` on, here and up the tree.
    private func subtreeChanged() {
        var layer: Layer? = self
        while let changed = layer {
            changed.drawingRevision &+= 1
            layer = changed.superlayer
        }
    }

    /// The untransformed rectangle the layer occupies in its superlayer.
    /// Setting it keeps the anchor point and moves `position` and `bounds`.
    public var frame: Rect {
        get {
            Rect(x: position.x - anchorPoint.x * bounds.width,
                 y: position.y - anchorPoint.y * bounds.height,
                 width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = Point(x: newValue.minX + anchorPoint.x * newValue.width,
                             y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Maps the layer's own coordinates into its superlayer's: move the anchor
    /// to the origin, apply `transform`, then move to `position`.
    package var transformToSuperlayer: Transform3D {
        let anchorX = bounds.minX + anchorPoint.x * bounds.width
        let anchorY = bounds.minY + anchorPoint.y * bounds.height
        return Transform3D.translation(x: -anchorX, y: -anchorY)
            .concatenating(transform)
            .concatenating(.translation(x: position.x, y: position.y))
    }
}
