/// What a layer shows besides its background colour, described as data so the
/// renderer can rasterize it once and reuse the texture until it changes.
package enum LayerContents: Hashable, Sendable {
    case text(TextContent)
    case shape(ShapeContent)
    /// A PNG file, stretched to the layer's bounds (Core Animation's default
    /// `contentsGravity`, resize).
    case image(path: String)
    /// A picture of another layer's subtree as it was when the renderer took
    /// it (its draws, recorded; rendered to a texture where the picture is
    /// faded, scaled or turned), named by the id of that request.
    case snapshot(id: Int)
    /// A shaded vector picture (filled and stroked paths with gradients) in
    /// the layer's unit square, rasterized at the layer's pixel size.
    case drawing(Drawing)
}

/// A run of text laid out by the renderer's text engine (Pango).
public struct TextContent: Hashable, Sendable {
    /// How a text block is placed horizontally in the layer and how its lines align.
    public enum Alignment: Hashable, Sendable {
        /// At the leading edge, centred, or at the trailing edge.
        case leading, center, trailing
    }

    /// The text to draw, plain or Pango markup depending on `isMarkup`.
    package var string: String
    /// A Pango-style font family, e.g. "Sans".
    package var fontFamily: String
    /// Font size in points.
    package var fontSize: Double
    /// True to draw the text in bold weight.
    package var isBold: Bool
    /// The colour of the text.
    package var color: Color
    /// How the block sits in the layer, and how its lines align with each other.
    package var alignment: Alignment
    /// True when `string` is Pango markup (spans for weight, relative sizes
    /// such as `size="300%"`), so one texture can hold mixed styles.
    package var isMarkup: Bool
    /// The widest the text may draw, in points: longer lines end in an
    /// ellipsis ("…") instead of running into their neighbours. Nil: no limit.
    package var maxWidth: Double?

    /// Creates text content; the defaults give centred, black, 17-point regular "Sans" plain text
    /// of any width.
    public init(_ string: String, fontFamily: String = "Sans", fontSize: Double = 17,
                isBold: Bool = false, color: Color = .black, alignment: Alignment = .center,
                isMarkup: Bool = false, maxWidth: Double? = nil) {
        self.string = string
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.isBold = isBold
        self.color = color
        self.alignment = alignment
        self.isMarkup = isMarkup
        self.maxWidth = maxWidth
    }

    /// This text limited to `width` points (nil: unlimited), ellipsized beyond.
    package func limited(to width: Double?) -> TextContent {
        var text = self
        text.maxWidth = width.map { max($0, 0) }
        return text
    }

    /// `text` with the characters markup gives meaning to escaped.
    package static func escapedMarkup(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// Simple vector drawings (icons, avatars), in the layer's unit square
/// coordinates (0...1 on both axes) so they scale with the layer.
package struct ShapeContent: Hashable, Sendable {
    /// One element of a shape drawing, in unit-square coordinates.
    package enum Primitive: Hashable, Sendable {
        /// A circle inscribed in the unit square.
        case circle
        /// A line between two unit-square points.
        case line(from: Point, to: Point)
        /// An axis-aligned rectangle in unit-square coordinates.
        case rectangle(Rect)
    }

    /// The elements of the drawing, drawn in order.
    package var primitives: [Primitive]
    /// The colour used to stroke or fill every primitive.
    package var color: Color
    /// Stroke width in points; nil fills the primitives instead.
    package var lineWidth: Double?

    /// Creates a drawing of `primitives` in `color`, stroked `lineWidth` points wide or filled when nil.
    package init(_ primitives: [Primitive], color: Color, lineWidth: Double? = nil) {
        self.primitives = primitives
        self.color = color
        self.lineWidth = lineWidth
    }
}
