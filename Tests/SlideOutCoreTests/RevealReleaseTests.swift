import XCTest
@testable import SlideOutCore

/// The one release decision, with each seed's thresholds as parameters.
final class RevealReleaseTests: XCTestCase {
    private let leading: Set<RevealSide> = [.leading]
    private let both: Set<RevealSide> = [.leading, .trailing]

    private func target(_ rule: RevealRelease, start: Double, progress: Double, velocity: Double = 0,
                        distance: Double, sides: Set<RevealSide>? = nil) -> RevealPosition {
        rule.target(start: start, progress: progress, velocity: velocity, distance: distance, sides: sides ?? leading)
    }

    func testPagingSettlesOnTheNearerEndAndThrowsGoTheirWay() {
        // sidebar3d: 80 points, offset 40 is the line (progress = 1 - offset / 80).
        XCTAssertEqual(target(.paging, start: 1, progress: 1 - 41.0 / 80, distance: 80), .closed)
        XCTAssertEqual(target(.paging, start: 1, progress: 1 - 39.0 / 80, distance: 80), .open(.leading))
        XCTAssertEqual(target(.paging, start: 1, progress: 0.9, velocity: -300, distance: 80), .closed,
                       "a flick moves one page in its direction")
        XCTAssertEqual(target(.paging, start: 0, progress: 0.1, velocity: 299, distance: 768), .closed)
        XCTAssertEqual(target(.paging, start: 0, progress: 0.1, velocity: 300, distance: 768), .open(.leading))
    }

    func testDrawerDecidesByDragDistanceAlone() {
        let drawer = RevealRelease(threshold: .dragDistance(openDistance: 100), flickVelocity: nil)
        XCTAssertEqual(target(drawer, start: 0, progress: 100.0 / 800, velocity: 5000, distance: 800), .closed)
        XCTAssertEqual(target(drawer, start: 0, progress: 101.0 / 800, distance: 800), .open(.leading))
        XCTAssertEqual(target(drawer, start: 1, progress: 1 - 1.0 / 800, distance: 800), .closed)
        XCTAssertEqual(target(drawer, start: 1, progress: 1, velocity: -5000, distance: 800), .open(.leading))
    }

    func testPanelsOpenPastHalfTheViewOnEitherSide() {
        // An 800-point view: the centre travels 740 points; the line is at 400.
        let panels = RevealRelease(threshold: .position(points: 400), flickVelocity: nil)
        XCTAssertEqual(target(panels, start: 0, progress: 401.0 / 740, distance: 740, sides: both), .open(.leading))
        XCTAssertEqual(target(panels, start: 0, progress: 399.0 / 740, distance: 740, sides: both), .closed)
        XCTAssertEqual(target(panels, start: 0, progress: -401.0 / 740, distance: 740, sides: both),
                       .open(.trailing))
        XCTAssertEqual(target(panels, start: 1, progress: 0.5, velocity: 9000, distance: 740, sides: both), .closed)
    }

    func testAThrowIsProjectedThroughDecelerationOntoTheNearestRestPosition() {
        // 0.998 per ms projects v x 0.4995 s: 3000 points per second from the
        // trailing side reaches far past closed, onto the leading side.
        XCTAssertEqual(target(.paging, start: -1, progress: -0.9, velocity: 3000, distance: 100, sides: both),
                       .open(.leading))
        XCTAssertEqual(target(.paging, start: -1, progress: -0.9, velocity: 400, distance: 1000, sides: both),
                       .closed, "a slower throw still goes at least one position its way")
    }
}
