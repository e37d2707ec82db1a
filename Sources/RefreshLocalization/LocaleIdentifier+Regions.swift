internal import CICUShim

extension LocaleIdentifier {
    /// The language most used in a region (an ISO 3166 code: `JP`), from ICU's likely subtags
    /// (`ja`); `nil` for a code that is not two letters, or when ICU gives no language. ICU
    /// gives English for a region it has no data for.
    package static func likelyLanguage(inRegion code: String) -> String? {
        guard code.utf8.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let (id, status) = ICU.chars { rk_icu_locale_add_likely_subtags("und_" + code.uppercased(), $0, $1, &$2) }
        guard !ICU.failed(status), !id.isEmpty else { return nil }
        let (language, languageStatus) = ICU.chars { rk_icu_locale_language(id, $0, $1, &$2) }
        guard !ICU.failed(languageStatus), !language.isEmpty, language != "und" else { return nil }
        return language
    }
}
