import SlideOutCore

extension DrawList {
    /// The pixels that drawing this list changes in a framebuffer holding
    /// `previous`, as a few rectangles. A draw in one list and not the
    /// other changes what it covers; a draw in both whose bounds moved (a
    /// panel cut shorter by the screen sliding over it, a bar that slid
    /// along) changes only where one bounds hold it and the other not. The whole framebuffer when the
    /// size or the clear differs, or when draws both lists make come in
    /// another order (they would cover each other differently where they
    /// overlap). Empty when the two put the same pixels.
    package func changedPixels(since previous: DrawList) -> PixelRegion {
        let whole = PixelRegion(PixelRect(width: framebufferWidth, height: framebufferHeight))
        guard sharesFramebufferAndClear(with: previous) else { return whole }
        // Most frames keep a run of draws as they were (the screen under a sliding one).
        var start = 0
        while start < commands.count, start < previous.commands.count, commands[start] == previous.commands[start] {
            start += 1
        }
        // The earlier list's remaining draws by what they draw, in order.
        var earlier = [DrawCommand: [Int]](minimumCapacity: previous.commands.count - start)
        for index in previous.commands.indices.dropFirst(start) {
            earlier[previous.commands[index].unbounded, default: []].append(index)
        }
        var paired = [Bool](repeating: false, count: previous.commands.count)
        var changed = PixelRegion()
        var keptHere: [DrawCommand] = []
        for index in commands.indices.dropFirst(start) {
            let command = commands[index], drawing = command.unbounded, pixels = command.coveredRect
            guard var places = earlier[drawing],
                  let match = Self.pairing(for: pixels, placedByBounds: drawing.isPlacedByBounds,
                                           among: places, in: previous) else {
                changed.add(pixels)
                continue
            }
            let old = places[match]
            var difference = PixelRegion()
            Self.addDifference(of: previous.commands[old].coveredRect, and: pixels, to: &difference)
            for rect in difference.rects where !(showsBackground(rect, as: command, before: index)
                                                 && previous.showsBackground(rect, as: command, before: old)) {
                changed.add(rect)
            }
            paired[old] = true
            if drawing.isPlacedByBounds {
                // Same-coloured rectangles pair in order: those skipped are
                // never paired later, so two that traded places under a draw
                // between them cannot seem unchanged.
                places.removeFirst(match + 1)
            } else {
                places.remove(at: match)
            }
            earlier[drawing] = places
            keptHere.append(drawing)
        }
        // What the earlier list drew and this one does not, and the order of the rest.
        var keptThere: [DrawCommand] = []
        for index in previous.commands.indices.dropFirst(start) {
            if paired[index] {
                keptThere.append(previous.commands[index].unbounded)
            } else {
                changed.add(previous.commands[index].coveredRect)
            }
        }
        return keptHere == keptThere ? changed : whole
    }

    /// True when, as draw `index` is made, the pixels of `rect` hold the
    /// colour `command` puts, an opaque solid's. The renderer clears every
    /// pixel it draws to the background's colour, then makes the other draws
    /// in order; so it holds where the background is of that colour and no
    /// other draw before `index` covers `rect`, and for the background
    /// itself. There a solid that grew or shrank (a page laid out in the
    /// width a docked menu leaves, over a backdrop of its colour) changes nothing.
    private func showsBackground(_ rect: PixelRect, as command: DrawCommand, before index: Int) -> Bool {
        guard command.isOpaque, case .solid(let color) = command.fill, let background = backgroundIndex,
              case .solid(color) = commands[background].fill else { return false }
        return index == background || !commands.indices.prefix(index).contains { other in
            other != background && !commands[other].coveredRect.intersection(rect).isEmpty
        }
    }

    /// The part of `changed` that shows: less what opaque planes over this
    /// one hide (`hidden`), where a cover spans a rectangle from one side.
    /// The pixels left out then hold an older picture; they are added to
    /// `stale`, and drawn once a cover no longer hides them.
    package func shownPart(of changed: PixelRegion, stale: inout PixelRect) -> PixelRegion {
        guard !hidden.isEmpty || !stale.isEmpty else { return changed }
        var shown = PixelRegion()
        for rect in changed.rects {
            var part = rect
            for cover in hidden where !part.intersection(cover).isEmpty {
                let trimmed = part.trimmed(by: cover)
                if trimmed != part || cover.contains(part) { stale = stale.union(part.intersection(cover)) }
                part = cover.contains(part) ? PixelRect(width: 0, height: 0) : trimmed
            }
            if !part.isEmpty { shown.add(part) }
        }
        var stillStale = stale
        for cover in hidden { stillStale = stillStale.trimmed(by: cover) }
        if !stillStale.isEmpty {
            shown.add(stillStale)
            stale = hidden.reduce(PixelRect(width: 0, height: 0)) { $0.union(stale.intersection($1)) }
        }
        return shown
    }

    /// Which of `places` (indices into `previous`, in order, of draws
    /// putting what a draw covering `pixels` puts) the draw pairs with, or
    /// nil for a new draw. A solid placed by its bounds pairs with the one
    /// overlapping it most (the same bar, slid along; not another bar of its
    /// colour elsewhere), or with none when none shares half the smaller of
    /// the two (a strip at the edge of a bar is another bar); any other draw
    /// with the one at the same pixels, else the first.
    private static func pairing(for pixels: PixelRect, placedByBounds: Bool, among places: [Int],
                                in previous: DrawList) -> Int? {
        guard !places.isEmpty else { return nil }
        if placedByBounds {
            var best: (match: Int, shared: Int)?
            for (match, index) in places.enumerated() {
                let other = previous.commands[index].coveredRect
                let shared = other.intersection(pixels).area
                if shared > 0, shared * 2 >= min(other.area, pixels.area), shared > best?.shared ?? 0 {
                    best = (match, shared)
                }
            }
            return best?.match
        }
        return places.firstIndex { previous.commands[$0].coveredRect == pixels } ?? 0
    }

    /// Adds the pixels in one of `a` and `b` and not the other to `region`:
    /// a strip at each end where they share the other axis' extent, else both.
    private static func addDifference(of a: PixelRect, and b: PixelRect, to region: inout PixelRegion) {
        if a == b { return }
        if a.minY == b.minY, a.maxY == b.maxY {
            region.add(PixelRect(minX: min(a.minX, b.minX), minY: a.minY, maxX: max(a.minX, b.minX), maxY: a.maxY))
            region.add(PixelRect(minX: min(a.maxX, b.maxX), minY: a.minY, maxX: max(a.maxX, b.maxX), maxY: a.maxY))
        } else if a.minX == b.minX, a.maxX == b.maxX {
            region.add(PixelRect(minX: a.minX, minY: min(a.minY, b.minY), maxX: a.maxX, maxY: max(a.minY, b.minY)))
            region.add(PixelRect(minX: a.minX, minY: min(a.maxY, b.maxY), maxX: a.maxX, maxY: max(a.maxY, b.maxY)))
        } else {
            region.add(a)
            region.add(b)
        }
    }
}

extension DrawCommand {
    /// The draw with its bounds left out: what it puts in each pixel it
    /// covers. A square-cornered, axis-aligned solid puts its colour in
    /// every pixel of its bounds, wherever its quad lies (on whole pixels or
    /// not), so its placement is left out too: a bar that slid along changes
    /// only the strips at its ends.
    var unbounded: DrawCommand {
        var drawing = self
        drawing.pixelBounds = .zero
        if isPlacedByBounds {
            drawing.matrix = .zero
            drawing.pixelSize = .zero
            drawing.isPixelAligned = false
        }
        return drawing
    }

    /// True when the pixels the draw changes, and how, follow from its fill
    /// and bounds alone (a square-cornered, axis-aligned solid).
    var isPlacedByBounds: Bool {
        guard case .solid = fill else { return false }
        return isAxisAligned && cornerRadius == 0
    }
}
