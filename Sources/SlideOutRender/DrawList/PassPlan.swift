import SlideOutCore

/// How a list is drawn within a frame's changed rectangles: first the opaque
/// fills of all of them in one draw (each rectangle's background, and every
/// opaque axis-aligned solid that no draw left for later lies under), then,
/// rectangle by rectangle, the draws left, in order over those fills.
/// llvmpipe pays a change of state for every draw and every scissored
/// clear; a docked toggle's frame has a dozen small changed rectangles, each
/// with a bar or a background of its own.
struct PassPlan {
    /// An opaque rectangle of one colour (premultiplied), written as a clear would.
    struct Fill: Equatable {
        let pixels: PixelRect
        let color: SIMD4<Float>
    }

    /// One changed rectangle and the draws (indices into the list, in
    /// order) made in it after the fills.
    struct Pass: Equatable {
        let area: PixelRect
        var draws: [Int]
    }

    /// The fills, in the order they are written (later ones over earlier).
    private(set) var fills: [Fill] = []
    /// The rectangles and what is drawn in each over the fills.
    private(set) var passes: [Pass] = []

    /// The plan for drawing the part of `list` within `areas` (rectangles
    /// that do not overlap).
    init(_ list: DrawList, within areas: [PixelRect]) {
        for area in areas {
            // Where opaque rectangles drawn over the background cover the
            // area, nothing under them is drawn, nor the background.
            let first = list.firstCovering(area).flatMap { $0 > list.backgroundIndex ?? -1 ? $0 : nil }
            if first == nil, let index = list.backgroundIndex, case .solid(let color) = list.commands[index].fill {
                fills.append(Fill(pixels: area, color: color))
            } else if first == nil, list.needsClear {
                fills.append(Fill(pixels: area, color: list.clearColor))
            }
            var pass = Pass(area: area, draws: [])
            var left: [PixelRect] = []
            for index in (first ?? 0)..<list.commands.count where first != nil || index != list.backgroundIndex {
                let command = list.commands[index]
                let pixels = command.coveredRect.intersection(area)
                if pixels.isEmpty { continue }
                if command.isOpaque, command.isAxisAligned, case .solid(let color) = command.fill,
                   !left.contains(where: { !$0.intersection(pixels).isEmpty }) {
                    fills.append(Fill(pixels: pixels, color: color))
                } else {
                    pass.draws.append(index)
                    left.append(pixels)
                }
            }
            passes.append(pass)
        }
    }
}
