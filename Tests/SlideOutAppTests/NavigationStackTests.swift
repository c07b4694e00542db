import SlideOutCore
import XCTest
@testable import SlideOutApp

/// The demo's navigation stack without a window: what shows while screens
/// are pushed and popped.
final class NavigationStackTests: XCTestCase {
    private let clock = AnimationClock()

    func testACoveredScreenIsHiddenOnceThePushEndsAndShowsAgainOnPop() {
        let root = Layer(name: "root"), profile = Layer(name: "Profile")
        let stack = NavigationStack(root: root, clock: clock)
        stack.layout(in: Size(width: 800, height: 600))
        stack.push(profile)
        clock.advance(to: 0.1)
        XCTAssertFalse(root.isHidden, "still showing while the push slides over it")
        clock.advance(to: 1)
        XCTAssertTrue(root.isHidden)
        XCTAssertTrue(stack.pop() === profile)
        XCTAssertFalse(root.isHidden, "shows under the screen sliding out")
    }

    func testAPopDuringThePushLeavesTheScreenUnderItShown() {
        let root = Layer(name: "root")
        let stack = NavigationStack(root: root, clock: clock)
        stack.layout(in: Size(width: 800, height: 600))
        stack.push(Layer(name: "Profile"))
        clock.advance(to: 0.1)
        stack.pop()
        clock.advance(to: 2)
        XCTAssertFalse(root.isHidden)
        XCTAssertEqual(stack.screens.count, 1)
    }
}
