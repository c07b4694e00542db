import Glibc
@testable import SlideOutPlatform
import XCTest

/// GLFW's X input method gets an empty compose table while GLFW starts; the
/// user's choice is kept, and nothing is left in the environment.
final class ComposeTableTests: XCTestCase {
    private var saved: String?

    override func setUp() {
        saved = composeFile
    }

    override func tearDown() {
        if let saved { setenv("XCOMPOSEFILE", saved, 1) } else { unsetenv("XCOMPOSEFILE") }
    }

    private var composeFile: String? { getenv("XCOMPOSEFILE").map { String(cString: $0) } }

    func testNoComposeFileIsParsedWhileGLFWStarts() {
        unsetenv("XCOMPOSEFILE")
        XCTAssertEqual(ComposeTable.skippingLoad { composeFile }, "/dev/null")
        XCTAssertNil(composeFile, "later programs must not inherit the empty table")
    }

    func testTheUsersComposeFileIsKept() {
        setenv("XCOMPOSEFILE", "/home/someone/.XCompose", 1)
        XCTAssertEqual(ComposeTable.skippingLoad { composeFile }, "/home/someone/.XCompose")
        XCTAssertEqual(composeFile, "/home/someone/.XCompose")
    }
}
