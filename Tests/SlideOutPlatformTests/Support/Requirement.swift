import XCTest

/// What a test cannot go on without, when it is missing.
enum Requirement {
    /// A skip, or under `SLIDEOUT_REQUIRE_DISPLAY=1` (the test script, which
    /// starts the servers and unpacks GLFW's other build) a failure: CI must
    /// not pass by skipping.
    static func missing(_ why: String) -> any Error {
        guard ProcessInfo.processInfo.environment["SLIDEOUT_REQUIRE_DISPLAY"] == "1" else { return XCTSkip(why) }
        struct Missing: Error, CustomStringConvertible { var description: String }
        return Missing(description: why)
    }
}
