import SlideOutCore

extension DrawList {
    /// Appends `command`, or, when it is a translucent solid covering the
    /// whole framebuffer (a dimming overlay) over what this list holds, folds
    /// it into everything drawn so far (and the clear colour) instead of
    /// blending it over every pixel.
    mutating func append(_ command: DrawCommand) {
        if !isOverPlanes, case .solid(let color) = command.fill, !command.isOpaque, command.cornerRadius == 0,
           command.isAxisAligned, coversFramebuffer(command.pixelBounds) {
            fold(tint: color)
        } else {
            commands.append(command)
        }
    }

    /// Drops every command that a later opaque, axis-aligned command hides,
    /// and trims the rest to the part no later opaque rectangle covers edge
    /// to edge (a background behind a full-height panel only fills what
    /// shows beside it; a menu row half under the content only draws its
    /// visible half, as the backend scissors every draw to its bounds).
    mutating func removeOccluded() {
        // Index loops only: a slice of `commands` held across the write below
        // would make every write copy the whole array.
        var kept = 0
        var overlappingCovers: [SIMD4<Float>] = []
        for index in commands.indices {
            var command = commands[index]
            var isHidden = false
            overlappingCovers.removeAll(keepingCapacity: true)
            for later in (index + 1)..<commands.count where commands[later].isOpaque {
                let cover = commands[later]
                if cover.covers(command) {
                    isHidden = true
                    break
                }
                if cover.isAxisAligned {
                    command.pixelBounds = Self.trim(command.pixelBounds, by: cover.pixelBounds)
                    if Self.intersect(cover.pixelBounds, command.pixelBounds) {
                        overlappingCovers.append(cover.pixelBounds)
                    }
                }
            }
            if !isHidden && overlappingCovers.count > 1 {
                // Several covers together may hide more than each alone (a
                // bar above a panel hides a full-height strip beside them).
                if let box = Self.uncoveredBox(of: command.pixelBounds, by: overlappingCovers) {
                    command.pixelBounds = box
                } else {
                    isHidden = true
                }
            }
            let bounds = command.pixelBounds
            if isHidden || bounds.x >= bounds.z || bounds.y >= bounds.w { continue }
            commands[kept] = command
            kept += 1
        }
        commands.removeLast(commands.count - kept)
    }

    /// `bounds` less the part `cover` hides, when what is left is one
    /// rectangle (cover spans bounds' full height or width from one side).
    private static func trim(_ bounds: SIMD4<Float>, by cover: SIMD4<Float>) -> SIMD4<Float> {
        var result = bounds
        if cover.y <= bounds.y && cover.w >= bounds.w {
            if cover.x <= bounds.x && cover.z > bounds.x { result.x = min(cover.z, bounds.z) }
            if cover.z >= bounds.z && cover.x < bounds.z { result.z = max(cover.x, result.x) }
        } else if cover.x <= bounds.x && cover.z >= bounds.z {
            if cover.y <= bounds.y && cover.w > bounds.y { result.y = min(cover.w, bounds.w) }
            if cover.w >= bounds.w && cover.y < bounds.w { result.w = max(cover.y, result.y) }
        }
        return result
    }

    private static func intersect(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
        a.x < b.z && b.x < a.z && a.y < b.w && b.y < a.w
    }

    /// The bounding box of the part of `bounds` that no rectangle of
    /// `covers` hides (all minX, minY, maxX, maxY), found cell by cell
    /// between their edges; nil when together they hide all of it.
    static func uncoveredBox(of bounds: SIMD4<Float>, by covers: [SIMD4<Float>]) -> SIMD4<Float>? {
        let covers = covers.filter { intersect($0, bounds) }
        func edges(_ low: Float, _ high: Float, _ coverEdges: [Float]) -> [Float] {
            Array(Set([low, high] + coverEdges.filter { $0 > low && $0 < high })).sorted()
        }
        let xs = edges(bounds.x, bounds.z, covers.flatMap { [$0.x, $0.z] })
        let ys = edges(bounds.y, bounds.w, covers.flatMap { [$0.y, $0.w] })
        var box: SIMD4<Float>?
        for column in xs.indices.dropLast() {
            for row in ys.indices.dropLast() {
                let cell = SIMD4(xs[column], ys[row], xs[column + 1], ys[row + 1])
                let hidden = covers.contains { $0.x <= cell.x && $0.y <= cell.y && $0.z >= cell.z && $0.w >= cell.w }
                if hidden { continue }
                box = box.map { SIMD4(min($0.x, cell.x), min($0.y, cell.y), max($0.z, cell.z), max($0.w, cell.w)) }
                    ?? cell
            }
        }
        return box
    }

    /// Decides `needsClear`: true unless the opaque axis-aligned rectangles
    /// together cover every pixel.
    mutating func decideClear() {
        let frame = PixelRect(width: framebufferWidth, height: framebufferHeight)
        var covers: [PixelRect] = []
        for command in commands where command.isOpaque && command.isAxisAligned {
            let cover = command.coveredRect.intersection(frame)
            if !cover.isEmpty { covers.append(cover) }
        }
        needsClear = !Self.covered(frame, by: covers)
    }

    /// Decides `backgroundIndex`: the largest opaque rectangle that nothing
    /// drawn before it overlaps, when clearing the whole frame to its colour
    /// leaves every other pixel as it would be (the frame needed no clear, or
    /// its clear colour is that colour).
    mutating func chooseBackground() {
        backgroundIndex = nil
        var largestArea: Int64 = 0
        for index in commands.indices {
            let command = commands[index]
            guard command.isOpaque, command.isAxisAligned, command.cornerRadius == 0,
                  case .solid(let color) = command.fill, !needsClear || color == clearColor else { continue }
            let pixels = command.coveredPixels
            let area = Int64(pixels.x1 - pixels.x0) * Int64(pixels.y1 - pixels.y0)
            guard area > largestArea,
                  !commands[..<index].contains(where: { Self.overlap($0.coveredPixels, pixels) }) else { continue }
            backgroundIndex = index
            largestArea = area
        }
    }

    /// The draw from which on the opaque axis-aligned rectangles drawn
    /// cover all of `area` together (the last such draw): nothing drawn
    /// before it shows there, nor the clear. Nil when they never do.
    func firstCovering(_ area: PixelRect) -> Int? {
        var covers: [PixelRect] = []
        var reach = PixelRect(width: 0, height: 0)
        for index in commands.indices.reversed() where commands[index].isOpaque && commands[index].isAxisAligned {
            let cover = commands[index].coveredRect.intersection(area)
            guard !cover.isEmpty else { continue }
            covers.append(cover)
            reach = covers.count == 1 ? cover : reach.union(cover)
            if reach == area && Self.covered(area, by: covers) { return index }
        }
        return nil
    }

    /// True when `rects`, all within `area`, together hold every pixel of
    /// it, checked column by column between their edges.
    private static func covered(_ area: PixelRect, by rects: [PixelRect]) -> Bool {
        guard rects.count > 1 else { return rects.first == area || area.isEmpty }
        var edges = [area.minX, area.maxX]
        for rect in rects {
            edges.append(rect.minX)
            edges.append(rect.maxX)
        }
        edges.sort()
        return zip(edges, edges.dropFirst()).allSatisfy { left, right in
            guard left < right else { return true }
            var reached = area.minY
            var advanced = true
            while advanced && reached < area.maxY {
                advanced = false
                for rect in rects where rect.minX <= left && rect.maxX >= right && rect.minY <= reached && rect.maxY > reached {
                    reached = rect.maxY
                    advanced = true
                }
            }
            return reached >= area.maxY
        }
    }

    /// True when every pixel command `index` covers is opaque black before
    /// it draws: the last draw before it that overlaps it is an opaque black
    /// rectangle holding it, or none does and the frame is cleared to opaque
    /// black. An opaque picture faded to opacity a and drawn there
    /// unblended, colour times a and alpha kept, leaves what blending it
    /// over that black leaves, without reading the framebuffer.
    func liesOnOpaqueBlack(_ index: Int) -> Bool {
        let pixels = commands[index].coveredPixels
        guard let under = commands[..<index].lastIndex(where: { Self.overlap($0.coveredPixels, pixels) }) else {
            var cleared: SIMD4<Float>? = needsClear ? clearColor : nil
            if let background = backgroundIndex, case .solid(let color) = commands[background].fill { cleared = color }
            return cleared == Self.defaultClearColor
        }
        let command = commands[under]
        guard command.isOpaque, command.isAxisAligned, command.cornerRadius == 0,
              case .solid(let color) = command.fill, color == Self.defaultClearColor else { return false }
        let holder = command.coveredPixels
        return holder.x0 <= pixels.x0 && holder.y0 <= pixels.y0 && holder.x1 >= pixels.x1 && holder.y1 >= pixels.y1
    }

    /// True when every pixel of the list's frame ends opaque: its clear is,
    /// or opaque rectangles cover it (a rasterized layer's picture so drawn
    /// hides whatever it is drawn over).
    var isOpaque: Bool {
        !needsClear || clearColor.w >= 1
    }

    private static func overlap(_ a: (x0: Int32, y0: Int32, x1: Int32, y1: Int32),
                                _ b: (x0: Int32, y0: Int32, x1: Int32, y1: Int32)) -> Bool {
        a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
    }

    private func coversFramebuffer(_ bounds: SIMD4<Float>) -> Bool {
        bounds.x <= 0 && bounds.y <= 0 && bounds.z >= Float(framebufferWidth) && bounds.w >= Float(framebufferHeight)
    }

    private mutating func fold(tint: SIMD4<Float>) {
        clearColor = Tint.apply(tint, to: clearColor)
        for index in commands.indices {
            switch commands[index].fill {
            case .solid(let color):
                commands[index].fill = .solid(Tint.apply(tint, to: color))
            case .shadow(let color, let rect, let sigma):
                commands[index].fill = .shadow(Tint.apply(tint, to: color), rect: rect, sigma: sigma)
            case .texture(let key, let opacity, let previous):
                commands[index].fill = .texture(key, opacity: opacity, tint: Tint.compose(previous, tint))
            }
        }
    }
}
