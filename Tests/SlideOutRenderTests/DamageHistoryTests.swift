import SlideOutCore
import SlideOutRender
import XCTest

/// The pixels a frame draws into a buffer of each age: what changed since
/// the frame that buffer holds, no less; the whole framebuffer where that
/// frame is unknown or too old.
final class DamageHistoryTests: XCTestCase {
    private let whole = PixelRect(width: 100, height: 100)

    private func square(_ x: Int, _ y: Int, _ side: Int) -> PixelRect {
        PixelRect(minX: x, minY: y, maxX: x + side, maxY: y + side)
    }

    private func region(_ rects: PixelRect...) -> PixelRegion {
        var region = PixelRegion()
        for rect in rects { region.add(rect) }
        return region
    }

    /// Whether every pixel of `inner` lies in `outer`.
    private func covers(_ outer: PixelRegion, _ inner: PixelRegion) -> Bool {
        inner.rects.allSatisfy { rect in
            rect.area == outer.rects.reduce(0) { $0 + $1.intersection(rect).area }
        }
    }

    func testAgeZeroDrawsWholeAndAgeOneOnlyTheChange() {
        var history = DamageHistory()
        history.presented(region(square(0, 0, 10)))
        let changed = region(square(50, 50, 5))
        XCTAssertEqual(history.pixelsToDraw(changed: changed, bufferAge: 0, whole: whole), PixelRegion(whole))
        XCTAssertEqual(history.pixelsToDraw(changed: changed, bufferAge: 1, whole: whole), changed)
    }

    func testEachAgeAddsTheChangesOfTheFramesSinceItsBuffer() {
        var history = DamageHistory()
        // Three frames apart from each other, the last first in `past`.
        let past = [square(80, 0, 5), square(0, 80, 5),
                    square(40, 40, 5)]
        for rect in past.reversed() { history.presented(region(rect)) }
        let changed = region(square(0, 0, 5))
        for age in 1...4 {
            let drawn = history.pixelsToDraw(changed: changed, bufferAge: age, whole: whole)
            XCTAssertTrue(covers(drawn, changed), "age \(age) draws the frame's own change")
            for (index, rect) in past.enumerated() {
                // The buffer of age `age` missed the frames after it: the last `age - 1`.
                XCTAssertEqual(covers(drawn, region(rect)), index < age - 1, "age \(age), frame \(index + 1) back")
            }
            XCTAssertLessThan(drawn.area, whole.area, "age \(age) draws less than the whole")
        }
    }

    func testABufferOlderThanTheHistoryOrItsStartIsDrawnWhole() {
        var history = DamageHistory()
        let changed = region(square(0, 0, 5))
        // One frame presented: a buffer of age 3 holds a frame from before the history began.
        history.presented(changed)
        XCTAssertEqual(history.pixelsToDraw(changed: changed, bufferAge: 3, whole: whole), PixelRegion(whole))
        for _ in 0..<10 { history.presented(changed) }
        XCTAssertEqual(history.pixelsToDraw(changed: changed, bufferAge: DamageHistory.depth, whole: whole), changed)
        XCTAssertEqual(history.pixelsToDraw(changed: changed, bufferAge: DamageHistory.depth + 1, whole: whole),
                       PixelRegion(whole))
    }
}
