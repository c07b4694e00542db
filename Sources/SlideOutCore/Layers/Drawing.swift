/// A shaded vector picture (an illustration, an app icon) described as data:
/// filled and stroked paths drawn in order, in the layer's unit square.
///
/// Coordinates run 0...1 on both axes (y grows downward) and are scaled to the
/// layer's pixel size, so one `Drawing` serves a 48-point row picture and a
/// 240-point hero picture alike. Gradients are placed in the same unit
/// coordinates; stroke widths are in points, so lines keep their weight at any
/// size. Being `Hashable`, a drawing is its own texture-cache key: the renderer
/// rasterizes it once per size and reuses the texture until it changes.
///
/// ```swift
/// let dot = Drawing([.init(.ellipse(in: Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)),
///                          fill: .solid(.red), stroke: .init(color: .black, width: 1))])
/// ```
package struct Drawing: Hashable, Sendable {
    /// The drawing's elements, painted first to last (later ones on top).
    package var elements: [Element]

    /// Creates a drawing of `elements`, painted in order.
    package init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// Appends an element filling and/or stroking `path`, on top of those already there.
    package mutating func add(_ path: Path, fill: Paint? = nil, stroke: Stroke? = nil) {
        elements.append(Element(path, fill: fill, stroke: stroke))
    }

    /// One painted path: its fill first, then its stroke over it.
    package struct Element: Hashable, Sendable {
        /// The outline, in unit-square coordinates.
        package var path: Path
        /// What fills the inside (non-zero winding), or nil for a stroke only.
        package var fill: Paint?
        /// The line drawn along the path, or nil for a fill only.
        package var stroke: Stroke?

        /// Creates an element that fills `path` with `fill` and then strokes it with `stroke`.
        package init(_ path: Path, fill: Paint? = nil, stroke: Stroke? = nil) {
            self.path = path
            self.fill = fill
            self.stroke = stroke
        }
    }

    /// How an area is coloured: one colour or a gradient.
    package enum Paint: Hashable, Sendable {
        /// A single colour.
        case solid(Color)
        /// Colours blended along the line from `start` (offset 0) to `end`
        /// (offset 1), in unit-square coordinates; beyond the ends the end
        /// colours continue.
        case linearGradient(start: Point, end: Point, stops: [GradientStop])
        /// Colours blended outward from a circle of radius 0 at `focus` to
        /// the circle of `radius` around `center` (unit-square coordinates);
        /// a focus off the centre gives the lit look of a sphere. Beyond
        /// the outer circle the last colour continues.
        case radialGradient(center: Point, radius: Double, focus: Point, stops: [GradientStop])

        /// A radial gradient whose focus is its centre: rings of even colour.
        package static func radialGradient(center: Point, radius: Double, stops: [GradientStop]) -> Paint {
            .radialGradient(center: center, radius: radius, focus: center, stops: stops)
        }
    }

    /// A colour at a position along a gradient.
    package struct GradientStop: Hashable, Sendable {
        /// Where the colour sits: 0 at the gradient's start, 1 at its end.
        package var offset: Double
        /// The colour at that position (straight alpha).
        package var color: Color

        /// Creates a stop of `color` at `offset` (0...1).
        package init(_ offset: Double, _ color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    /// A line drawn along a path, with round caps and joins.
    package struct Stroke: Hashable, Sendable {
        /// The line's colour.
        package var color: Color
        /// The line's width in points (not unit-square units), so it keeps
        /// its weight whatever the layer's size.
        package var width: Double

        /// Creates a `width`-point line in `color`.
        package init(color: Color, width: Double) {
            self.color = color
            self.width = width
        }
    }

    /// An outline made of straight and cubic Bézier segments, in unit-square
    /// coordinates; it may hold several closed or open subpaths.
    package struct Path: Hashable, Sendable {
        /// One step of drawing a path, as in Cairo and Core Graphics.
        package enum Command: Hashable, Sendable {
            /// Starts a new subpath at a point.
            case move(to: Point)
            /// A straight segment from the current point.
            case line(to: Point)
            /// A cubic Bézier segment from the current point, bent toward the two control points.
            case curve(to: Point, control1: Point, control2: Point)
            /// A straight segment back to the subpath's start, closing it.
            case close
        }

        /// The path's steps, in order.
        package var commands: [Command]

        /// Creates a path from `commands`; empty by default, to build with `move(to:)` and friends.
        package init(_ commands: [Command] = []) {
            self.commands = commands
        }

        /// Starts a new subpath at `point`.
        package mutating func move(to point: Point) { commands.append(.move(to: point)) }

        /// Adds a straight segment to `point`.
        package mutating func line(to point: Point) { commands.append(.line(to: point)) }

        /// Adds a cubic Bézier segment to `point` bent toward `control1` then `control2`.
        package mutating func curve(to point: Point, control1: Point, control2: Point) {
            commands.append(.curve(to: point, control1: control1, control2: control2))
        }

        /// Closes the current subpath with a straight segment to its start.
        package mutating func close() { commands.append(.close) }

        /// Appends every subpath of `other` (a compound path, filled as one).
        package mutating func append(_ other: Path) { commands += other.commands }

        /// A closed polygon through `points`, in order.
        package static func polygon(_ points: [Point]) -> Path {
            guard let first = points.first else { return Path() }
            return Path([.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.close])
        }

        /// The ellipse inscribed in `rect`, as four Bézier quarter arcs
        /// (clockwise on screen, from the rightmost point).
        package static func ellipse(in rect: Rect) -> Path {
            // The control-point distance that makes a cubic closest to a quarter circle.
            let k = 0.5522847498
            let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
            let ox = rx * k, oy = ry * k
            return Path([
                .move(to: Point(x: cx + rx, y: cy)),
                .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + oy),
                       control2: Point(x: cx + ox, y: cy + ry)),
                .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - ox, y: cy + ry),
                       control2: Point(x: cx - rx, y: cy + oy)),
                .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - oy),
                       control2: Point(x: cx - ox, y: cy - ry)),
                .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + ox, y: cy - ry),
                       control2: Point(x: cx + rx, y: cy - oy)),
                .close,
            ])
        }

        /// The circle of `radius` around `center`.
        package static func circle(center: Point, radius: Double) -> Path {
            ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }

        /// `rect` with its corners rounded by quarter ellipses of `cornerRadius`
        /// (clamped to half the shorter side).
        package static func roundedRect(_ rect: Rect, cornerRadius: Double) -> Path {
            let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
            let o = r * (1 - 0.5522847498)   // From the corner to a quarter arc's control points.
            let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
            return Path([
                .move(to: Point(x: x0 + r, y: y0)),
                .line(to: Point(x: x1 - r, y: y0)),
                .curve(to: Point(x: x1, y: y0 + r), control1: Point(x: x1 - o, y: y0), control2: Point(x: x1, y: y0 + o)),
                .line(to: Point(x: x1, y: y1 - r)),
                .curve(to: Point(x: x1 - r, y: y1), control1: Point(x: x1, y: y1 - o), control2: Point(x: x1 - o, y: y1)),
                .line(to: Point(x: x0 + r, y: y1)),
                .curve(to: Point(x: x0, y: y1 - r), control1: Point(x: x0 + o, y: y1), control2: Point(x: x0, y: y1 - o)),
                .line(to: Point(x: x0, y: y0 + r)),
                .curve(to: Point(x: x0 + r, y: y0), control1: Point(x: x0, y: y0 + o), control2: Point(x: x0 + o, y: y0)),
                .close,
            ])
        }

        /// The path mirrored left to right about the unit square's vertical
        /// centre line (x becomes 1 - x): the other half of a symmetric picture.
        package var mirrored: Path {
            func flip(_ p: Point) -> Point { Point(x: 1 - p.x, y: p.y) }
            return Path(commands.map { command in
                switch command {
                case .move(let to): .move(to: flip(to))
                case .line(let to): .line(to: flip(to))
                case .curve(let to, let c1, let c2): .curve(to: flip(to), control1: flip(c1), control2: flip(c2))
                case .close: .close
                }
            })
        }
    }
}
