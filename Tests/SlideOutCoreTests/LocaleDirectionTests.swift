import XCTest
@testable import SlideOutCore

/// `auto` decides the direction from the locale as GTK does: LC_ALL, then
/// LC_MESSAGES, then LANG, by the language's script.
final class LocaleDirectionTests: XCTestCase {
    private func direction(_ environment: [String: String]) -> LayoutDirection {
        LayoutDirection(localeIn: environment)
    }

    func testRightToLeftLanguages() {
        for locale in ["ar_EG.UTF-8", "he_IL.UTF-8", "iw_IL", "fa_IR.UTF-8", "ur_PK", "ps_AF", "sd_PK@arabic",
                       "yi_US.UTF-8", "dv_MV", "ug_CN", "ckb_IQ.UTF-8", "ar", "AR_SA.utf8"] {
            XCTAssertEqual(direction(["LANG": locale]), .rightToLeft, locale)
        }
    }

    func testLeftToRightLanguages() {
        for locale in ["en_US.UTF-8", "C", "POSIX", "C.UTF-8", "de_DE", "ja_JP.UTF-8", "tr_TR", "ku_TR", "hi_IN", ""] {
            XCTAssertEqual(direction(["LANG": locale]), .leftToRight, locale)
        }
        XCTAssertEqual(direction([:]), .leftToRight, "no locale at all")
    }

    func testLcAllThenLcMessagesThenLang() {
        XCTAssertEqual(direction(["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ar_EG", "LANG": "he_IL"]), .leftToRight)
        XCTAssertEqual(direction(["LC_ALL": "he_IL.UTF-8", "LANG": "en_US"]), .rightToLeft)
        XCTAssertEqual(direction(["LC_MESSAGES": "fa_IR", "LANG": "en_US"]), .rightToLeft)
        XCTAssertEqual(direction(["LC_MESSAGES": "en_GB", "LANG": "ar_EG"]), .leftToRight)
        XCTAssertEqual(direction(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ar_EG"]), .rightToLeft,
                       "an empty variable is unset")
        XCTAssertEqual(direction(["LC_CTYPE": "ar_EG", "LANG": "en_US"]), .leftToRight, "only messages decide")
    }
}
