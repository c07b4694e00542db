extension Layer {
    /// The name assistive technology reads: `accessibilityLabel`, else the
    /// first text shown in the layer's tree (depth first), else `name`.
    package var accessibleName: String {
        accessibilityLabel ?? shownText ?? name
    }

    private var shownText: String? {
        if case .text(let text) = contents { return text.plainString }
        for sublayer in sublayers where !sublayer.isHidden {
            if let text = sublayer.shownText { return text }
        }
        return nil
    }

    /// The smallest upright rectangle around the layer as drawn, through
    /// every transform on the way up, in `root`'s superlayer's coordinates
    /// (window points for a style's root); nil when the layer is not in
    /// `root`'s tree or is hidden or transparent on the way.
    package func visibleFrame(in root: Layer) -> Rect? {
        var corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)]
        var layer: Layer? = self
        while let current = layer {
            guard !current.isHidden, current.opacity > 0 else { return nil }
            let transform = current.transformToSuperlayer
            corners = corners.map { transform.apply(to: $0) }
            if current === root { break }
            layer = current.superlayer
        }
        guard layer != nil else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension TextContent {
    /// The text without its markup tags and entities, as it reads.
    package var plainString: String {
        guard isMarkup else { return string }
        var plain = "", inTag = false
        for character in string {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag {
                plain.append(character)
            }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            plain = plain.replacing(entity, with: character)
        }
        return plain
    }
}
