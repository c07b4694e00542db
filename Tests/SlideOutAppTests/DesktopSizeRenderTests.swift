import Foundation
import XCTest

/// SPEC "Desktop sizes": real frames of every style at desktop and phone
/// window sizes. Menus stop at their caps (push 320, drawer 360, panels'
/// side panel 400; sidebar3d 80 and slidedown as the seeds have them); push
/// and drawer dock beside live, undimmed content from 840 points and overlay
/// below. The seeds' pictures at phone sizes are the other render tests'.
final class DesktopSizeRenderTests: ScreenshotTestCase {
    private static let sizes = [(1920, 1080), (1280, 800), (800, 600), (400, 700)]
    private static let dockedSizes = [(1920, 1080), (1280, 800)]
    private static let overlaidSizes = [(800, 600), (400, 700)]

    private let panel = PNGImage.RGB(r: 247, g: 247, b: 247)
    private let separator = PNGImage.RGB(r: 204, g: 204, b: 204)
    private let slideDownMenu = PNGImage.RGB(r: 31, g: 31, b: 31)

    private func pushWidth(_ width: Int) -> Int { min(width * 3 / 4, 320) }
    private func drawerWidth(_ width: Int) -> Int { min(width * 4 / 5, 360) }

    /// One frame, kept under a name of its own: `screenshot` reuses one file per test.
    private struct Picture {
        let image: PNGImage
        let path: String
        var width: Int { image.width }
        var height: Int { image.height }
        func pixel(_ x: Int, _ y: Int) -> PNGImage.RGB { image.pixel(x, y) }
    }

    private func render(_ style: String, _ width: Int, _ height: Int, _ state: String,
                        file: StaticString = #filePath, line: UInt = #line) throws -> Picture {
        let image = try screenshot(["--style", style, "--size", "\(width)x\(height)", "--scale", "1", "--state", state],
                                   file: file, line: line)
        let folder = URL(fileURLWithPath: picturePath).deletingLastPathComponent().path + "-pictures"
        let kept = URL(fileURLWithPath: folder).appendingPathComponent("\(style)-\(width)x\(height)-\(state).png")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: kept)
        try FileManager.default.copyItem(atPath: picturePath, toPath: kept.path)
        XCTAssertEqual(image.width, width, "framebuffer width at scale 1; see \(kept.path)", file: file, line: line)
        XCTAssertEqual(image.height, height, "framebuffer height at scale 1; see \(kept.path)", file: file, line: line)
        return Picture(image: image, path: kept.path)
    }

    private func expect(_ picture: Picture, _ x: Int, _ y: Int, is expected: PNGImage.RGB, _ what: String,
                        file: StaticString = #filePath, line: UInt = #line) {
        let actual = picture.pixel(x, y)
        XCTAssertTrue(actual.isClose(to: expected), "\(what): pixel (\(x), \(y)) is \(actual), expected \(expected); "
                      + "see \(picture.path)", file: file, line: line)
    }

    private func expect(_ picture: Picture, _ x: Int, _ y: Int, isNot unexpected: PNGImage.RGB, _ what: String,
                        file: StaticString = #filePath, line: UInt = #line) {
        let actual = picture.pixel(x, y)
        XCTAssertFalse(actual.isClose(to: unexpected), "\(what): pixel (\(x), \(y)) is \(actual), should not be "
                       + "\(unexpected); see \(picture.path)", file: file, line: line)
    }

    /// The horizontal centre of what `test` picks in `region` (the whole picture by default).
    private func centreX(of test: (PNGImage.RGB) -> Bool, in picture: Picture,
                         region: (x: Int, y: Int, width: Int, height: Int)? = nil) -> Double? {
        picture.image.boundingBox(where: test, in: region).map { Double($0.minX + $0.maxX) / 2 }
    }

    private func isBlue(_ pixel: PNGImage.RGB) -> Bool { pixel.b > 200 && pixel.r < 80 }

    /// Drawer's selected Home tab (icon and title, blue) in the tab bar's bottom 49 points.
    private func homeTabCentre(in picture: Picture) -> Double? {
        centreX(of: isBlue, in: picture, region: (0, picture.height - 49, picture.width, 49))
    }

    // MARK: Caps

    func testPushMenuIsYellowUpToItsCap() throws {
        for (width, height) in Self.sizes {
            let picture = try render("push", width, height, "open")
            let menu = pushWidth(width)
            for y in [1, height / 2, height - 2] {
                expect(picture, 0, y, is: .yellow, "\(width)x\(height): the menu's leading edge")
                expect(picture, menu - 1, y, is: .yellow, "\(width)x\(height): the menu's last column, min(floor(0.75 w), 320) - 1")
                expect(picture, menu, y, isNot: .yellow, "\(width)x\(height): past the menu's cap")
            }
        }
    }

    func testDrawerMenuEndsInItsSeparatorAtItsCap() throws {
        for (width, height) in Self.sizes {
            let picture = try render("drawer", width, height, "open")
            let menu = drawerWidth(width)
            for y in [height / 2, height - 2] {
                expect(picture, 0, y, is: .white, "\(width)x\(height): the white menu at its leading edge")
                expect(picture, menu - 2, y, is: .white, "\(width)x\(height): the white menu before its separator")
                expect(picture, menu - 1, y, is: separator, "\(width)x\(height): the 1-point separator at min(0.8 w, 360) - 1")
                expect(picture, menu, y, isNot: separator, "\(width)x\(height): the content after the separator")
            }
            expect(picture, menu, height / 2, is: .white, "\(width)x\(height): the content's page begins at the menu's edge")
        }
    }

    func testPanelsSidePanelEndsWhereTheCentreBegins() throws {
        for (width, height) in Self.sizes {
            let picture = try render("panels", width, height, "open")
            let travel = min(width - 60, 400), y = height - 20
            expect(picture, 2, y, is: panel, "\(width)x\(height): the light-grey side panel")
            expect(picture, travel - 10, y, is: panel, "\(width)x\(height): the side panel up to the centre's shadow")
            expect(picture, travel - 1, y, isNot: .white, "\(width)x\(height): the centre's shadow, not the centre")
            expect(picture, travel - 1, y, isNot: panel, "\(width)x\(height): the centre's shadow on the panel")
            expect(picture, travel, y, is: .white, "\(width)x\(height): the white centre at min(w - 60, 400)")
        }
    }

    func testSidebar3DMenuStaysEightyWide() throws {
        for (width, height) in Self.sizes {
            let picture = try render("sidebar3d", width, height, "open")
            let detail = picture.pixel(width - 10, height - 10)
            // y = 200 is in the second or third row at every size, a colour of its own.
            expect(picture, 2, 200, is: picture.pixel(77, 200), "\(width)x\(height): one colour across the flat menu's row")
            expect(picture, 79, 200, isNot: detail, "\(width)x\(height): the menu's last column")
            expect(picture, 80, 200, is: detail, "\(width)x\(height): the detail begins at 80 points")
        }
    }

    func testSlideDownSnapshotKeepsTheBottom150Points() throws {
        for (width, height) in Self.sizes {
            let picture = try render("slidedown", width, height, "open")
            for x in [0, width / 2, width - 1] {
                expect(picture, x, height - 151, is: slideDownMenu, "\(width)x\(height): the dark menu above the snapshot")
                expect(picture, x, height - 150, is: panel, "\(width)x\(height): the snapshot's navigation bar at h - 150")
            }
        }
    }

    // MARK: Docked and overlaid

    func testDockedPushLaysTheUndimmedContentOutBesideTheMenu() throws {
        for (width, height) in Self.dockedSizes {
            let picture = try render("push", width, height, "open")
            let menu = pushWidth(width)
            expect(picture, menu, height / 2, is: .white, "\(width)x\(height): docked content at full brightness")
            expect(picture, menu + 100, height / 2, is: .white, "\(width)x\(height): docked content at full brightness")
            let expected = Double(menu) + Double(width - menu) / 2
            guard let button = centreX(of: \.isRed, in: picture) else {
                XCTFail("\(width)x\(height): no red button; see \(picture.path)")
                continue
            }
            XCTAssertEqual(button, expected, accuracy: 1.5,
                           "\(width)x\(height): the button centred in the content beside the menu; see \(picture.path)")
        }
    }

    func testDockedDrawerLaysTheContentOutBesideTheMenu() throws {
        for (width, height) in Self.dockedSizes {
            let picture = try render("drawer", width, height, "open")
            let menu = drawerWidth(width)
            expect(picture, menu + 100, height / 2, is: .white, "\(width)x\(height): docked content at full brightness")
            expect(picture, 5, height - 10, is: .white, "\(width)x\(height): the menu beside the tab bar")
            expect(picture, menu + 5, height - 10, is: panel, "\(width)x\(height): the tab bar starts at the menu's edge")
            // The first of four tabs is centred in the first quarter of the content.
            let expected = Double(menu) + Double(width - menu) / 8
            guard let home = homeTabCentre(in: picture) else {
                XCTFail("\(width)x\(height): no blue Home tab; see \(picture.path)")
                continue
            }
            XCTAssertEqual(home, expected, accuracy: 1.5,
                           "\(width)x\(height): the tabs laid out in the width beside the menu; see \(picture.path)")
        }
    }

    func testPushBelowTheDockingWidthDimsThePushedContent() throws {
        for (width, height) in Self.overlaidSizes {
            let picture = try render("push", width, height, "open")
            let menu = pushWidth(width)
            expect(picture, menu + 20, height / 2, is: .whiteUnderOverlay(0.35), "\(width)x\(height): overlaid content")
            // The content keeps the window's width, pushed by the menu: its button
            // is centred at menu + w/2, on screen only where that fits.
            let expected = Double(menu) + Double(width) / 2
            let button = centreX(of: \.isRed, in: picture)
            if expected + 80 <= Double(width) {
                XCTAssertEqual(button ?? -1, expected, accuracy: 1.5,
                               "\(width)x\(height): the button pushed with the full-width content; see \(picture.path)")
            } else {
                XCTAssertNil(button, "\(width)x\(height): the button is pushed off screen; see \(picture.path)")
            }
        }
    }

    func testDrawerBelowTheDockingWidthPushesTheFullWidthContent() throws {
        for (width, height) in Self.overlaidSizes {
            let picture = try render("drawer", width, height, "open")
            let menu = drawerWidth(width)
            expect(picture, menu + 20, height / 2, is: .white, "\(width)x\(height): the drawer has no overlay")
            let expected = Double(menu) + Double(width) / 8
            XCTAssertEqual(homeTabCentre(in: picture) ?? -1, expected, accuracy: 1.5,
                           "\(width)x\(height): the tabs keep the window's width, pushed; see \(picture.path)")
        }
    }

    func testDockedClosedContentFillsTheWindow() throws {
        let (width, height) = (1920, 1080)
        let push = try render("push", width, height, "closed")
        XCTAssertNil(push.image.boundingBox(where: { $0 == .yellow }, in: (0, 0, pushWidth(width), height)),
                     "a hidden docked menu shows no yellow; see \(push.path)")
        expect(push, 5, height / 2, is: .white, "the content at the window's leading edge")
        XCTAssertEqual(centreX(of: \.isRed, in: push) ?? -1, Double(width) / 2, accuracy: 1.5,
                       "the button centred in the whole window; see \(push.path)")

        let drawer = try render("drawer", width, height, "closed")
        expect(drawer, drawerWidth(width) - 1, height / 2, is: .white, "no separator where the menu would end")
        expect(drawer, 5, height - 10, is: panel, "the tab bar from the window's leading edge")
        XCTAssertEqual(homeTabCentre(in: drawer) ?? -1, Double(width) / 8, accuracy: 1.5,
                       "the tabs laid out in the whole window; see \(drawer.path)")
    }
}
