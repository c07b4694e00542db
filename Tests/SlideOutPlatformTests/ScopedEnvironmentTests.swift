import Foundation
import XCTest
@testable import SlideOutPlatform

/// What SlideOut sets around Mesa's and GLFW's start-up is gone afterwards,
/// and what the user set is never touched.
final class ScopedEnvironmentTests: XCTestCase {
    private let variableName = "SLIDEOUT_SCOPED_ENVIRONMENT_TEST"

    override func tearDown() {
        unsetenv(variableName)
    }

    private var value: String? { getenv(variableName).map { String(cString: $0) } }

    func testAnUnsetVariableIsSetDuringTheCallAndUnsetAfter() {
        let seen = ScopedEnvironment.withDefault(variableName, "0") { value }
        XCTAssertEqual(seen, "0")
        XCTAssertNil(value)
        XCTAssertNil(getenv(variableName), "unset, not set to empty")
    }

    func testTheUsersValueWinsAndStays() {
        setenv(variableName, "4", 1)
        let seen = ScopedEnvironment.withDefault(variableName, "0") { value }
        XCTAssertEqual(seen, "4")
        XCTAssertEqual(value, "4")
        setenv(variableName, "", 1)
        XCTAssertEqual(ScopedEnvironment.withDefault(variableName, "0") { value }, "", "set to empty is set")
        XCTAssertEqual(value, "")
    }

    func testAThrowingCallLeavesItUnsetToo() {
        struct Failure: Error {}
        XCTAssertThrowsError(try ScopedEnvironment.withDefault(variableName, "0") { () throws(Failure) in throw Failure() })
        XCTAssertNil(value)
    }

    /// llvmpipe's thread count is set while a window's context is made, and
    /// gone afterwards (ComposeTableTests checks GLFW's compose table).
    func testMesasThreadCountIsRestored() {
        guard getenv("LP_NUM_THREADS") == nil else { return }
        let seen = SoftwareRasterizerThreads.preferDrawingThread { getenv("LP_NUM_THREADS").map { String(cString: $0) } }
        XCTAssertEqual(seen, "0")
        XCTAssertNil(getenv("LP_NUM_THREADS"))
    }
}
