import Foundation
import XCTest

/// Every style in `--direction rtl` is the horizontal mirror of its
/// left-to-right frame, closed, half-way and open: its picture flipped
/// pixel for pixel, but for the text and icons, which read the right way
/// and so differ from their mirror images (a small part of the frame).
final class RightToLeftRenderTests: XCTestCase {
    private let size = "480x360"
    /// The test's artifact folder, emptied once (each frame is kept in it).
    private lazy var artifacts = TestEnvironment.artifactDirectory(for: self)

    /// One frame of `style` at `state` in `direction`, kept in the test's artifact folder.
    private func frame(_ style: String, _ state: String, _ direction: String) throws -> (PNGImage, String) {
        try TestEnvironment.requireDisplay()
        let path = artifacts.appendingPathComponent("\(style)-\(state)-\(direction).png").path
        let app = try AppProcess(["--style", style, "--state", state, "--size", size, "--scale", "1",
                                  "--direction", direction, "--screenshot", path])
        XCTAssertEqual(app.waitForExit(), 0, "slideout failed: \(app.standardError)")
        guard let image = PNGImage(path: path) else {
            throw TestEnvironment.Missing(description: "no readable PNG at \(path)")
        }
        return (image, path)
    }

    /// The share of pixels of `rtl` that differ (by more than a rounding's
    /// worth) from `ltr`'s pixel at the mirrored column (or, not `mirrored`,
    /// at the same one), away from detail: text, icons and edges (any pixel
    /// within 3 of one that differs from a neighbour, in either picture) are
    /// left out, so what is compared is the flat areas, the layout itself.
    private func differingShare(_ rtl: PNGImage, _ ltr: PNGImage, mirrored: Bool) -> Double {
        let (width, height) = (rtl.width, rtl.height)
        let other = { (x: Int, y: Int) in ltr.pixel(mirrored ? width - 1 - x : x, y) }
        var detail = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let edge = [(1, 0), (0, 1)].contains { dx, dy in
                    x + dx < width && y + dy < height
                        && (!rtl.pixel(x, y).isClose(to: rtl.pixel(x + dx, y + dy), tolerance: 8)
                            || !other(x, y).isClose(to: other(x + dx, y + dy), tolerance: 8))
                }
                guard edge else { continue }
                for my in max(y - 3, 0)...min(y + 4, height - 1) {
                    for mx in max(x - 3, 0)...min(x + 4, width - 1) { detail[my * width + mx] = true }
                }
            }
        }
        var differing = 0
        for y in 0..<height {
            for x in 0..<width where !detail[y * width + x] && !rtl.pixel(x, y).isClose(to: other(x, y), tolerance: 24) {
                differing += 1
            }
        }
        return Double(differing) / Double(width * height)
    }

    /// `style` at each of `states` mirrored; `sidesDiffer` when its menu and
    /// content look unlike (not white on white), so the unmirrored picture
    /// must be far from the mirrored one.
    private func assertMirrored(_ style: String, states: [String] = ["closed", "0.5", "open"],
                                sidesDiffer: Bool = true) throws {
        for state in states {
            let (ltr, ltrPath) = try frame(style, state, "ltr")
            let (rtl, rtlPath) = try frame(style, state, "rtl")
            XCTAssertEqual([rtl.width, rtl.height], [ltr.width, ltr.height])
            let share = differingShare(rtl, ltr, mirrored: true)
            XCTAssertLessThan(share, 0.002, "\(style) at \(state): \(rtlPath) is not \(ltrPath) mirrored")
            if sidesDiffer && state != "closed" {
                // The menu changed sides: the unmirrored picture is far from it.
                XCTAssertGreaterThan(differingShare(rtl, ltr, mirrored: false), 0.02,
                                     "\(style) at \(state): \(rtlPath) looks like \(ltrPath) unmirrored")
            }
        }
    }

    func testPushIsMirrored() throws { try assertMirrored("push") }

    func testDrawerIsMirrored() throws {
        try assertMirrored("drawer", sidesDiffer: false)
        let (image, path) = try frame("drawer", "open", "rtl")
        XCTAssertNotEqual(image.pixel(5, 20), .white, "the pushed content's bar at the left; see \(path)")
        XCTAssertEqual(image.pixel(image.width - 5, 20), .white, "the white menu at the right; see \(path)")
    }

    /// Both panels swap sides: the left one (progress > 0) comes from the right.
    func testPanelsAreMirrored() throws {
        try assertMirrored("panels", states: ["closed", "0.5", "open", "-0.5", "-1"], sidesDiffer: false)
    }

    /// The hinge and the perspective are mirrored: the far edge is short on the left no more.
    func testSidebar3DIsMirrored() throws { try assertMirrored("sidebar3d") }

    func testSlideDownIsMirrored() throws { try assertMirrored("slidedown") }

    /// In rtl the push menu is at the right, its rows' text at their right end.
    func testPushMenuOpensFromTheRight() throws {
        let (image, path) = try frame("push", "open", "rtl")
        let menuWidth = min(Int((0.75 * 480.0).rounded(.down)), 320)   // SPEC's cap: 320 of 360
        XCTAssertEqual(image.pixel(image.width - 5, 180), .yellow, "the menu at the right; see \(path)")
        XCTAssertNotEqual(image.pixel(5, 180), .yellow, "the content at the left; see \(path)")
        XCTAssertEqual(image.pixel(image.width - menuWidth + 2, 180), .yellow, "see \(path)")
        XCTAssertNotEqual(image.pixel(image.width - menuWidth - 2, 180), .yellow, "the menu's edge; see \(path)")
    }
}
