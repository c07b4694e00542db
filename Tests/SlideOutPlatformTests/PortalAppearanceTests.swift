import CGio
import SlideOutCore
import XCTest
@testable import SlideOutPlatform

/// The portal's `org.freedesktop.appearance` values, as `ReadAll`,
/// `ReadOne`, the deprecated `Read` and `SettingChanged` carry them.
final class PortalAppearanceTests: XCTestCase {
    /// `value` (floating) read as setting `key` into `appearance`.
    private func applying(_ key: String, _ value: OpaquePointer, to appearance: Appearance = .light) -> Appearance {
        let value = g_variant_ref_sink(value)
        defer { g_variant_unref(value) }
        var appearance = appearance
        PortalAppearance.apply(key, value, to: &appearance)
        return appearance
    }

    func testTheColourScheme() {
        XCTAssertTrue(applying("color-scheme", Variant.uint32(1)).isDark, "prefer dark")
        XCTAssertFalse(applying("color-scheme", Variant.uint32(2), to: Appearance(isDark: true)).isDark, "prefer light")
        XCTAssertFalse(applying("color-scheme", Variant.uint32(0), to: Appearance(isDark: true)).isDark, "no preference")
    }

    func testTheContrast() {
        XCTAssertTrue(applying("contrast", Variant.uint32(1)).isHighContrast)
        XCTAssertFalse(applying("contrast", Variant.uint32(0), to: Appearance(isHighContrast: true)).isHighContrast)
    }

    func testTheAccentColour() {
        let accent = Variant.tuple([Variant.double(0.2), Variant.double(0.4), Variant.double(1)])
        XCTAssertEqual(applying("accent-color", accent).accentColor, Color(red: 0.2, green: 0.4, blue: 1))
        let unset = Variant.tuple([Variant.double(-1), Variant.double(-1), Variant.double(-1)])
        XCTAssertNil(applying("accent-color", unset, to: Appearance(accentColor: .white)).accentColor, "out of range: none")
    }

    /// `Read` boxes the value in one more variant; a wrong type or key changes nothing.
    func testBoxedValuesAndStrangeOnes() {
        XCTAssertTrue(applying("color-scheme", Variant.boxed(Variant.boxed(Variant.uint32(1)))).isDark)
        XCTAssertEqual(applying("color-scheme", Variant.string("dark")), .light)
        XCTAssertEqual(applying("contrast", Variant.int32(1)), .light)
        XCTAssertEqual(applying("font-size", Variant.uint32(1)), .light)
    }

    func testReadAllsAnswer() {
        func entry(_ key: String, _ value: OpaquePointer) -> OpaquePointer {
            g_variant_new_dict_entry(Variant.string(key), Variant.boxed(value))
        }
        let appearance = Variant.array(of: "{sv}", [entry("color-scheme", Variant.uint32(1)),
                                                    entry("contrast", Variant.uint32(1))])
        let other = Variant.array(of: "{sv}", [entry("color-scheme", Variant.uint32(2))])
        let namespaces = g_variant_ref_sink(Variant.array(of: "{sa{sv}}", [
            g_variant_new_dict_entry(Variant.string("org.example.other"), other),
            g_variant_new_dict_entry(Variant.string(PortalAppearance.namespace), appearance)]))
        defer { g_variant_unref(namespaces) }
        XCTAssertEqual(PortalAppearance.appearance(fromReadAll: namespaces), Appearance(isDark: true, isHighContrast: true))
    }
}
