import SlideOutCore

/// Where a line of text sits across its box: a text's leading or trailing
/// alignment taken in the layout's direction (leading is the left edge left
/// to right, the right edge right to left).
enum TextPlacement {
    case left, center, right

    init(_ alignment: TextContent.Alignment, in direction: LayoutDirection) {
        switch (alignment, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): self = .left
        case (.center, _): self = .center
        case (.trailing, .leftToRight), (.leading, .rightToLeft): self = .right
        }
    }
}
