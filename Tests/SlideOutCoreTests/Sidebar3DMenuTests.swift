import Foundation
import XCTest
@testable import SlideOutCore

final class Sidebar3DMenuTests: XCTestCase {
    private let size = Size(width: 1000, height: 700)

    private func makeMenu() -> (Sidebar3DMenu, AnimationClock) {
        let clock = AnimationClock()
        let menu = Sidebar3DMenu(menu: Layer(name: "menu"), detail: Layer(name: "detail"), clock: clock)
        menu.layout(in: size)
        return (menu, clock)
    }

    /// The menu's corners on screen, worked out independently with Core
    /// Animation's rules: anchor (1, 0.5) on a container whose position is its
    /// untransformed centre (40, H/2); row vectors p' = p . M with
    /// M = Ry(-h 90°) . P(m34 = -1/1000) . T(40 + 20 h); w = 1 + z m34; the
    /// scroll content shifted left by the offset 80 h.
    private func referenceCorners(h: Double) -> [Point] {
        let angle = -h * Double.pi / 2
        let m34 = -1.0 / 1000
        return [(-80.0, -350.0), (0, -350), (0, 350), (-80, 350)].map { x, y in
            // Rotation about Y as CA builds it (m11 = cos, m13 = -sin, m31 = sin, m33 = cos):
            let rx = x * cos(angle), rz = -x * sin(angle)
            let w = 1 + rz * m34
            let screenX = rx / w + (40 + 20 * h) + 40 - 80 * h
            let screenY = y / w + 350
            return Point(x: screenX, y: screenY)
        }
    }

    func testProjectedCornersMatchCoreAnimationAtEveryStep() {
        let (menu, _) = makeMenu()
        for h in [0, 0.25, 0.5, 0.75, 1] {
            menu.reveal.jump(to: 1 - h)
            XCTAssertEqual(menu.hiddenFraction, h, accuracy: 1e-12)
            let layer = menu.menuContainer
            let toScreen = layer.transformToSuperlayer
                .concatenating(menu.scrollView.contentLayer.transformToSuperlayer)
                .concatenating(menu.scrollView.layer.transformToSuperlayer)
            let corners = [Point(x: 0, y: 0), Point(x: 80, y: 0), Point(x: 80, y: 700), Point(x: 0, y: 700)]
                .map { toScreen.apply(to: $0) }
            for (actual, expected) in zip(corners, referenceCorners(h: h)) {
                XCTAssertEqual(actual.x, expected.x, accuracy: 0.5, "h = \(h)")
                XCTAssertEqual(actual.y, expected.y, accuracy: 0.5, "h = \(h)")
            }
            XCTAssertEqual(layer.opacity, 1 - h, accuracy: 1e-12)
        }
    }

    func testShownIsAFlatEightyPointStripAndHalfwayIsATrapezoid() {
        let (menu, _) = makeMenu()
        let flat = referenceCorners(h: 0)
        XCTAssertEqual(flat[0].x, 0, accuracy: 1e-9)
        XCTAssertEqual(flat[1].x, 80, accuracy: 1e-9)
        XCTAssertEqual(flat[2].y - flat[1].y, 700, accuracy: 1e-9)
        menu.reveal.jump(to: 0.5)
        let half = referenceCorners(h: 0.5)
        let farEdge = half[3].y - half[0].y, nearEdge = half[2].y - half[1].y
        XCTAssertLessThan(farEdge, nearEdge, "the far (left) edge is shorter")
    }

    /// Halfway, the menu's hinge (x = 50) lies 10 points under the detail
    /// (from x = 40), which is drawn over it: a click there is the detail's,
    /// as the picture shows, not the row's under it.
    func testTheDetailTakesClicksOverThePartOfTheMenuItCovers() {
        let (menu, _) = makeMenu()
        let row = Layer(name: "row")
        row.acceptsInput = true
        row.frame = Rect(x: 0, y: 0, width: 80, height: 700)
        menu.menuContainer.addSublayer(row)
        menu.reveal.jump(to: 0.5)
        XCTAssertEqual(referenceCorners(h: 0.5)[1].x, 50, accuracy: 1e-9, "the hinge")
        XCTAssertTrue(menu.rootLayer.hitTest(Point(x: 30, y: 350)) === row, "the menu where it shows")
        XCTAssertTrue(menu.rootLayer.hitTest(Point(x: 45, y: 350)) === menu.detailContainer,
                      "the detail over the menu's hinge")
    }

    func testHiddenFractionFollowsTheOffsetAndDriveTheStateName() {
        let (menu, clock) = makeMenu()
        XCTAssertEqual(menu.reveal.state, .open(.leading), "starts with the menu shown")
        menu.reveal.toggle()
        XCTAssertTrue(menu.reveal.isMoving)
        clock.advance(to: 2)
        XCTAssertEqual(menu.hiddenFraction, 1)
        XCTAssertEqual(menu.reveal.progress, 0)
        XCTAssertEqual(menu.reveal.state, .closed)
        menu.reveal.page(by: 1)   // wheel up: toward the menu
        clock.advance(to: 4)
        XCTAssertEqual(menu.reveal.state, .open(.leading))
    }

    func testDragThirtyFallsBackAndFiftyHides() {
        let (menu, clock) = makeMenu()
        menu.reveal.beginTracking()
        menu.reveal.updateTracking(translation: -30)
        menu.reveal.endTracking(velocity: -100)
        clock.advance(to: 2)
        XCTAssertEqual(menu.reveal.state, .open(.leading))
        menu.reveal.beginTracking()
        menu.reveal.updateTracking(translation: -50)
        menu.reveal.endTracking(velocity: -100)
        clock.advance(to: 4)
        XCTAssertEqual(menu.reveal.state, .closed)
    }

    func testResizingKeepsTheSettledPage() {
        let (menu, _) = makeMenu()
        menu.reveal.jump(to: 0)
        menu.layout(in: Size(width: 500, height: 400))
        XCTAssertEqual(menu.scrollView.contentOffset, 80)
        XCTAssertEqual(menu.detailContainer.frame, Rect(x: 80, y: 0, width: 500, height: 400))
    }
}
