import XCTest
@testable import SlideOutPlatform

/// XI2.1 smooth scrolling as GLFW's scroll: a valuator's change over its
/// increment, +y up and +x left, from the second value on; no server needed.
final class ScrollValuatorsTests: XCTestCase {
    /// A touchpad (device 11) whose valuators 2 and 3 scroll, 120 to a notch
    /// vertically and 15 horizontally; 0 and 1 are its position.
    private func touchpad(vertical: Double? = nil, horizontal: Double? = nil) -> ScrollValuators {
        ScrollValuators([11: [2: .init(isVertical: false, increment: 15, value: horizontal),
                              3: .init(isVertical: true, increment: 120, value: vertical)]])
    }

    func testAChangeOverItsIncrementIsTheScrollUpAndLeftPositive() throws {
        var valuators = touchpad(vertical: 1000, horizontal: 0)
        let down = try XCTUnwrap(valuators.scroll(device: 11, values: [(3, 1060)]))
        XCTAssertEqual(down.dx, 0)
        XCTAssertEqual(down.dy, -0.5, "half a notch down: the value grew")
        let left = try XCTUnwrap(valuators.scroll(device: 11, values: [(2, -30)]))
        XCTAssertEqual(left.dx, 2, "two notches left")
        XCTAssertEqual(left.dy, 0)
    }

    func testEachChangeIsFromTheLastValue() throws {
        var valuators = touchpad(vertical: 0)
        XCTAssertEqual(try XCTUnwrap(valuators.scroll(device: 11, values: [(3, -120)])).dy, 1)
        XCTAssertEqual(try XCTUnwrap(valuators.scroll(device: 11, values: [(3, -150)])).dy, 0.25)
    }

    /// A valuator read for the first time (after an enter, or a device
    /// change) only sets where it starts from.
    func testAFirstValueIsNoScroll() throws {
        var valuators = touchpad()
        XCTAssertNil(valuators.scroll(device: 11, values: [(3, 5000)]))
        XCTAssertEqual(try XCTUnwrap(valuators.scroll(device: 11, values: [(3, 4880)])).dy, 1)
    }

    func testPositionValuatorsAndOtherDevicesAreNoScroll() {
        var valuators = touchpad(vertical: 0, horizontal: 0)
        XCTAssertNil(valuators.scroll(device: 11, values: [(0, 400), (1, 300)]), "only position moved")
        XCTAssertNil(valuators.scroll(device: 12, values: [(3, 240)]), "a device without scroll valuators")
        XCTAssertNil(valuators.scroll(device: 11, values: [(3, 0)]), "no change")
    }

    func testBothAxesInOneEvent() throws {
        var valuators = touchpad(vertical: 0, horizontal: 0)
        let both = try XCTUnwrap(valuators.scroll(device: 11, values: [(0, 1), (2, 15), (3, 240)]))
        XCTAssertEqual(both.dx, -1)
        XCTAssertEqual(both.dy, -2)
    }

    func testAnIncrementOfZeroNeverScrolls() {
        var valuators = ScrollValuators([4: [3: .init(isVertical: true, increment: 0, value: 0)]])
        XCTAssertNil(valuators.scroll(device: 4, values: [(3, 100)]))
    }

    func testAServerWithoutScrollValuatorsIsEmpty() {
        XCTAssertTrue(ScrollValuators().isEmpty)
        XCTAssertTrue(ScrollValuators([2: [:], 3: [:]]).isEmpty, "Xvfb's pointers")
        XCTAssertFalse(touchpad().isEmpty)
    }
}
