import SlideOutCore

/// The app's icon as a vector drawing, for the window icon and the .desktop
/// file: a blue rounded-square tile showing a slide-out menu, a panel with
/// three rows sliding in from the left over a lighter page.
enum AppIcon {
    /// The icon art in the unit square; rasterize it at any size (48, 128, 256 pixels).
    static let drawing: Drawing = {
        var icon = Drawing()
        let tile = Rect(x: 0.04, y: 0.04, width: 0.92, height: 0.92)

        // The tile: a blue gradient, a glossy top light and a soft drop shadow.
        icon.add(.roundedRect(tile.offsetBy(0, 0.015), cornerRadius: 0.22),
                 fill: .solid(Color(red: 0.02, green: 0.1, blue: 0.3, alpha: 0.3)))
        icon.add(.roundedRect(tile, cornerRadius: 0.22),
                 fill: .linearGradient(start: Point(x: 0.3, y: 0.04), end: Point(x: 0.7, y: 0.96), stops: [
                     .init(0, Color(red: 0.36, green: 0.72, blue: 1)),
                     .init(1, Color(red: 0.05, green: 0.32, blue: 0.86)),
                 ]),
                 stroke: .init(color: Color(red: 0.02, green: 0.2, blue: 0.6, alpha: 0.6), width: 1))
        icon.add(.roundedRect(Rect(x: 0.07, y: 0.07, width: 0.86, height: 0.44), cornerRadius: 0.19),
                 fill: .linearGradient(start: Point(x: 0.5, y: 0.07), end: Point(x: 0.5, y: 0.51), stops: [
                     .init(0, Color(white: 1, alpha: 0.28)), .init(1, Color(white: 1, alpha: 0)),
                 ]))

        // The page the menu slides over: pale, with a title bar and faded text lines.
        let page = Rect(x: 0.26, y: 0.19, width: 0.58, height: 0.62)
        icon.add(.roundedRect(page, cornerRadius: 0.06),
                 fill: .linearGradient(start: Point(x: 0.5, y: 0.2), end: Point(x: 0.5, y: 0.8), stops: [
                     .init(0, Color(white: 1)), .init(1, Color(red: 0.86, green: 0.92, blue: 1)),
                 ]))
        icon.add(.roundedRect(Rect(x: 0.56, y: 0.27, width: 0.2, height: 0.075), cornerRadius: 0.0375),
                 fill: .solid(Color(red: 0.2, green: 0.55, blue: 1)))
        for (y, width) in [(0.44, 0.22), (0.54, 0.17), (0.64, 0.2)] {
            icon.add(.roundedRect(Rect(x: 0.56, y: y, width: width, height: 0.045), cornerRadius: 0.0225),
                     fill: .solid(Color(red: 0.62, green: 0.74, blue: 0.92)))
        }

        // The menu panel, casting a shadow to its right onto the page.
        let panel = Rect(x: 0.15, y: 0.19, width: 0.38, height: 0.62)
        icon.add(.roundedRect(Rect(x: panel.minX + 0.02, y: panel.minY + 0.02, width: panel.width + 0.02,
                                   height: panel.height), cornerRadius: 0.06),
                 fill: .linearGradient(start: Point(x: panel.maxX - 0.04, y: 0.5), end: Point(x: panel.maxX + 0.05, y: 0.5),
                                       stops: [.init(0, Color(red: 0, green: 0.1, blue: 0.35, alpha: 0.35)),
                                               .init(1, Color(red: 0, green: 0.1, blue: 0.35, alpha: 0))]))
        icon.add(.roundedRect(panel, cornerRadius: 0.06),
                 fill: .linearGradient(start: Point(x: panel.minX, y: panel.minY), end: Point(x: panel.maxX, y: panel.maxY),
                                       stops: [.init(0, Color(red: 0.2, green: 0.24, blue: 0.36)),
                                               .init(1, Color(red: 0.1, green: 0.12, blue: 0.22))]),
                 stroke: .init(color: Color(white: 1, alpha: 0.25), width: 1))

        // Three menu rows: a bullet and a label each, the first one selected.
        for (index, y) in [0.36, 0.5, 0.64].enumerated() {
            if index == 0 {
                icon.add(.roundedRect(Rect(x: panel.minX + 0.03, y: y - 0.05, width: panel.width - 0.06, height: 0.1),
                                      cornerRadius: 0.03),
                         fill: .solid(Color(red: 0.3, green: 0.66, blue: 1, alpha: 0.55)))
            }
            icon.add(.circle(center: Point(x: panel.minX + 0.08, y: y), radius: 0.025),
                     fill: .solid(Color(white: 1, alpha: index == 0 ? 1 : 0.85)))
            icon.add(.roundedRect(Rect(x: panel.minX + 0.14, y: y - 0.02, width: index == 1 ? 0.13 : 0.17,
                                       height: 0.04), cornerRadius: 0.02),
                     fill: .solid(Color(white: 1, alpha: index == 0 ? 1 : 0.85)))
        }

        return icon
    }()
}

extension Rect {
    /// This rectangle moved by (`dx`, `dy`).
    fileprivate func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
