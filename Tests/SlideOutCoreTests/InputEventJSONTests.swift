import XCTest
@testable import SlideOutCore

final class InputEventJSONTests: XCTestCase {
    func testEveryKindRoundTrips() throws {
        let events = [
            InputEvent(time: 0.25, kind: .pointerMove(Point(x: 10.5, y: 20))),
            InputEvent(time: 0.5, kind: .button(.primary, pressed: true)),
            InputEvent(time: 0.75, kind: .scroll(dx: -0.125, dy: 0)),
            InputEvent(time: 0.76, kind: .sourcedScroll(dx: -0.4, dy: 0, source: .finger)),
            InputEvent(time: 0.77, kind: .sourcedScroll(dx: 0, dy: -1, source: .wheel)),
            InputEvent(time: 0.78, kind: .scrollStop),
            InputEvent(time: 1, kind: .key(.m, pressed: true, modifiers: [.control, .shift])),
            InputEvent(time: 1.25, kind: .key(.named("a"), pressed: false, modifiers: [])),
            InputEvent(time: 1.5, kind: .resize(Size(width: 640, height: 480))),
            InputEvent(time: 1.6, kind: .touchDown(id: 3, Point(x: 12.5, y: 40))),
            InputEvent(time: 1.7, kind: .touchMove(id: 3, Point(x: 80, y: 41.25))),
            InputEvent(time: 1.8, kind: .touchUp(id: 3)),
            InputEvent(time: 1.9, kind: .touchCancel(id: 0)),
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
        // Whether a button went down or up is never guessed, nor read from a value that is not a boolean.
        for (line, says) in [(#"{"t":1,"type":"button","button":"left"}"#, "missing 'pressed'"),
                             (#"{"t":1,"type":"button","pressed":1}"#, "'pressed' is not true or false"),
                             (#"{"t":1,"type":"keydown","key":"f9","pressed":"yes"}"#, "'pressed' is not true or false"),
                             (#"{"t":1,"type":"key","key":"f9","state":"held"}"#, "'state' is not press or release"),
                             // No window larger than `--size` allows.
                             (#"{"t":1,"type":"resize","width":1024,"height":16385}"#, "outside")] {
            XCTAssertThrowsError(try InputEvent(jsonLine: line), line) {
                XCTAssertTrue("\($0)".contains(says), "\($0)")
            }
        }
    }

    func testTouchLinesAreWrittenAndCheckedLikeTheOthers() throws {
        XCTAssertEqual(InputEvent(time: 0.5, kind: .touchDown(id: 1, Point(x: 2, y: 3))).jsonLine,
                       #"{"id":1,"t":0.5,"type":"touch-down","x":2,"y":3}"#)
        XCTAssertEqual(InputEvent(time: 0.5, kind: .touchCancel(id: 1)).jsonLine,
                       #"{"id":1,"t":0.5,"type":"touch-cancel"}"#)
        XCTAssertEqual(try InputEvent(jsonLine: #"{"t":1,"type":"touch_up","id":2}"#).kind, .touchUp(id: 2))
        let bad: [(String, String)] = [
            (#"{"t":1,"type":"touch-down","x":1,"y":2}"#, "missing number 'id'"),
            (#"{"t":1,"type":"touch-move","id":1.5,"x":1,"y":2}"#, "not a whole number"),
            (#"{"t":1,"type":"touch-up","id":-1}"#, "outside"),
            (#"{"t":1,"type":"touch-down","id":0,"x":1}"#, "missing number 'y'"),
            (#"{"t":1,"type":"touch-up","id":0,"x":1}"#, "unknown field 'x'"),
            (#"{"t":1,"type":"touch-cancel","id":"a"}"#, "'id' is not a number"),
        ]
        for (line, message) in bad {
            XCTAssertThrowsError(try InputEvent(jsonLine: line), line) {
                XCTAssertTrue("\($0)".contains(message), "\($0)")
                XCTAssertFalse("\($0)".contains("\n"))
            }
        }
    }

    func testCommonSpellingsAreAccepted() throws {
        let cases: [(String, InputEvent.Kind)] = [
            ("{\"time\":1,\"kind\":\"motion\",\"x\":3,\"y\":4}", .pointerMove(Point(x: 3, y: 4))),
            ("{\"t\":1,\"type\":\"press\",\"button\":\"left\"}", .button(.primary, pressed: true)),
            ("{\"t\":1,\"type\":\"button\",\"button\":1,\"action\":\"release\"}", .button(.primary, pressed: false)),
            ("{\"t\":1,\"event\":\"wheel\",\"x\":0,\"y\":-1}", .scroll(dx: 0, dy: -1)),
            ("{\"t\":1,\"type\":\"keydown\",\"key\":\"Escape\"}", .key(.escape, pressed: true, modifiers: [])),
            ("{\"t\":1,\"type\":\"key\",\"key\":\"M\",\"modifiers\":[\"ctrl\"]}",
             .key(.m, pressed: true, modifiers: [.control])),
            ("{\"t\":1,\"type\":\"keyup\",\"key\":\"Return\"}", .key(.enter, pressed: false, modifiers: [])),
            ("{\"t\":1,\"type\":\"resize\",\"w\":640,\"h\":480}", .resize(Size(width: 640, height: 480))),
        ]
        for (line, kind) in cases {
            XCTAssertEqual(try InputEvent(jsonLine: line).kind, kind, line)
        }
    }
}
