/// Dark (`--appearance dark`) changes colours only: assistive technology
/// sees the same tree, extents, actions and focus as in light, on X11.
final class DarkAccessibilityTests: AccessibilityTestCase {
    override var extraArguments: [String] { ["--appearance", "dark"] }

    func testPush() throws { try checkScreen("push") }
    func testSidebar3D() throws { try checkScreen("sidebar3d") }
    func testSlideDown() throws { try checkScreen("slidedown") }
    func testPushFocus() throws { try checkFocus("push") }
}
