import XCTest
@testable import SlideOutCore

final class InputEventJSONTests: XCTestCase {
    func testEveryKindRoundTrips() throws {
        let events = [
            InputEvent(time: 0.25, kind: .pointerMove(Point(x: 10.5, y: 20))),
            InputEvent(time: 0.5, kind: .button(.primary, pressed: true)),
            InputEvent(time: 0.75, kind: .scroll(dx: -0.125, dy: 0)),
            InputEvent(time: 1, kind: .key(.m, pressed: true, modifiers: [.control, .shift])),
            InputEvent(time: 1.25, kind: .key(.other(65), pressed: false, modifiers: [])),
            InputEvent(time: 1.5, kind: .resize(Size(width: 640, height: 480))),
        ]
        for event in events {
            XCTAssertEqual(try InputEvent(jsonLine: event.jsonLine), event, event.jsonLine)
        }
    }

    func testBadLinesSayWhatIsWrong() {
        XCTAssertThrowsError(try InputEvent(jsonLine: "{\"t\":1,\"type\":\"warp\"}")) {
            XCTAssertTrue("\($0)".contains("unknown event type"))
        }
        XCTAssertThrowsError(try InputEvent(jsonLine: "{\"type\":\"scroll\",\"dx\":1,\"dy\":0}")) {
            XCTAssertTrue("\($0)".contains("'t'"))
        }
        XCTAssertThrowsError(try InputEvent(jsonLine: "not json"))
    }
}
