extension LayoutDirection {
    /// The direction of the locale's language, as GTK decides it: the first
    /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set names the locale
    /// (`ar_EG.UTF-8`, `he`, `C`), and a language written right to left
    /// (Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Yiddish, Dhivehi,
    /// Uyghur, Sorani Kurdish, ...) makes the layout right to left.
    /// Anything else, and no locale at all, is left to right. Pass
    /// `ProcessInfo.processInfo.environment` for the process's own locale.
    public init(localeIn environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let language = locale?.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        self = language.map(Self.rightToLeftLanguages.contains) == true ? .rightToLeft : .leftToRight
    }

    /// ISO 639 codes of the languages written right to left (their usual
    /// script: Arabic, Hebrew, Thaana, Syriac, N'Ko); "iw" and "ji" are
    /// Hebrew's and Yiddish's old codes.
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "azb", "ckb", "dv", "fa", "glk", "he", "iw", "ji", "ks", "lrc", "mzn", "nqo", "pnb",
        "ps", "sd", "syr", "ug", "ur", "yi",
    ]
}
