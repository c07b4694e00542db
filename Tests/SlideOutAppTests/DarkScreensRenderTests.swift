import XCTest

/// Each style's demo screen, light and dark, closed and open (SPEC.md,
/// "Appearance"): system surfaces turn dark, each style's brand colours
/// stay, and row text (titles and the grey lines under them) keeps a
/// contrast ratio of at least 4.5:1 against its background in both,
/// measured on the picture (7:1 in high contrast, where the rows are not a
/// brand's colours). The
/// pictures stay in the test's artifact folder, named by appearance and state.
final class DarkScreensRenderTests: ScreenshotTestCase {
    typealias Region = (x: Int, y: Int, width: Int, height: Int)

    /// Where to look on one style's screen, at 390x700 points, scale 1.
    struct Screen {
        let style: String
        /// A point of a system surface (page or bar) with the menu closed, if the style has one.
        var surface: (x: Int, y: Int)?
        /// Points of brand colour, at closed or open, that no appearance changes.
        var brand: [(state: String, x: Int, y: Int)]
        /// A row's region (its text and background), or of its grey second line, at closed or open.
        var rows: [(state: String, region: Region)]
        /// The least contrast of row text in high contrast.
        var highContrastMinimum = 7.0
    }

    private func check(_ screen: Screen) throws {
        var brand: [String: [PNGImage.RGB]] = [:]
        for appearance in ["light", "dark"] {
            for state in ["closed", "open"] {
                let image = try screenshot(["--style", screen.style, "--size", "390x700", "--scale", "1",
                                            "--state", state, "--appearance", appearance],
                                           name: "\(appearance)-\(state)")
                if state == "closed", let surface = screen.surface {
                    let pixel = image.pixel(surface.x, surface.y)
                    let isDark = pixel.luminance < 0.03
                    XCTAssertEqual(isDark, appearance == "dark",
                                   "\(appearance): the surface at \(surface) is \(pixel); see \(picturePath)")
                }
                for point in screen.brand where point.state == state {
                    brand[state + "\(point)", default: []].append(image.pixel(point.x, point.y))
                }
                for row in screen.rows where row.state == state {
                    assertLegible(image, row.region, minimum: 4.5, "\(appearance) \(state)")
                }
            }
        }
        for (point, pixels) in brand {
            XCTAssertTrue(pixels[0].isClose(to: pixels[1], tolerance: 4),
                          "the brand colour at \(point) is \(pixels[0]) light, \(pixels[1]) dark")
        }
    }

    private func assertLegible(_ image: PNGImage, _ region: Region, minimum: Double, _ what: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let measured = image.textContrast(in: region)
        print("contrast \(name) \(what) \(region): \(String(format: "%.2f", measured.ratio)):1 "
              + "(text \(measured.text) on \(measured.background))")
        XCTAssertGreaterThanOrEqual(measured.ratio, minimum,
                                    "\(what): row text \(measured.text) on \(measured.background) in \(region); "
                                    + "see \(picturePath)", file: file, line: line)
    }

    static let push = Screen(style: "push", surface: (195, 150),
                             brand: [("open", 150, 400), ("closed", 195, 350)],
                             rows: [("open", (0, 44, 290, 44))])
    static let drawer = Screen(style: "drawer", surface: (195, 300), brand: [("closed", 17, 22)],
                               rows: [("open", (0, 80, 290, 48))])
    static let panels = Screen(style: "panels", surface: (20, 650), brand: [("open", 16, 56)],
                               rows: [("open", (76, 44, 240, 72)), ("open", (80, 87, 120, 15))])
    static let sidebar3D = Screen(style: "sidebar3d", surface: nil,
                                  brand: [("open", 4, 50), ("open", 4, 140), ("closed", 300, 10)],
                                  rows: [("open", (0, 44, 80, 82)), ("open", (0, 126, 80, 82))],
                                  highContrastMinimum: 4.5)
    static let slideDown = Screen(style: "slidedown", surface: (200, 650), brand: [("open", 5, 20)],
                                  rows: [("open", (0, 40, 390, 56)), ("open", (0, 96, 390, 56)),
                                         ("closed", (80, 44, 310, 75)), ("closed", (80, 88, 290, 16))])

    func testPush() throws { try check(Self.push) }
    func testDrawer() throws { try check(Self.drawer) }
    func testPanels() throws { try check(Self.panels) }
    func testSidebar3D() throws { try check(Self.sidebar3D) }
    func testSlideDown() throws { try check(Self.slideDown) }

    /// High contrast, dark and light, from the desktop (the stand-in
    /// portal): row text reaches 7:1 (4.5:1 on sidebar3d's coloured rows), and the news list's
    /// separators are stronger than in normal contrast.
    func testHighContrast() throws {
        for scheme in [1, 2] {
            let portal = try PortalStandIn(colorScheme: scheme, contrast: 1)
            for screen in [Self.push, Self.drawer, Self.panels, Self.sidebar3D, Self.slideDown] {
                for state in Set(screen.rows.map(\.state)) {
                    let image = try screenshot(["--style", screen.style, "--size", "390x700", "--scale", "1",
                                                "--state", state],
                                               name: "high-\(scheme)-\(screen.style)-\(state)",
                                               environment: portal.environment)
                    for row in screen.rows where row.state == state {
                        assertLegible(image, row.region, minimum: screen.highContrastMinimum,
                                      "high contrast \(scheme == 1 ? "dark" : "light") \(state)")
                    }
                }
            }
        }
        // The line under the first headline, against the page beside it.
        func separatorContrast(_ environment: [String: String], _ name: String) throws -> Double {
            let image = try screenshot(["--style", "slidedown", "--size", "390x700", "--scale", "1", "--state", "closed"],
                                       name: name, environment: environment)
            return image.pixel(200, 119).contrastRatio(to: image.pixel(200, 100))
        }
        let highPortal = try PortalStandIn(colorScheme: 1, contrast: 1)
        let high = try separatorContrast(highPortal.environment, "separator-high")
        let normalPortal = try PortalStandIn(colorScheme: 1)
        let normal = try separatorContrast(normalPortal.environment, "separator-normal")
        XCTAssertGreaterThan(high, normal + 1, "dark separators: high contrast \(high):1, normal \(normal):1")
    }
}
