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

/// What ICU makes of a region code written in a tag (`GB`, `UK`, `419`, `YU`, `EN`).
package enum RegionCode: Sendable, Hashable {
    /// A country, territory or grouping of them (`GB`, `419`, `EU`), written as ICU writes it.
    case known
    /// Another code for a region ICU writes otherwise: `UK` for `GB`, `DD` for `DE`.
    case alias(of: String)
    /// A former code with no single region in its place (`YU`, `AN`).
    case former
    /// A code ICU does not know (`EN`, `AA`).
    case unknown

    /// What ICU makes of `code` (letters in either case, or three digits).
    package init(_ code: String) {
        var kind: Int32 = 0
        let (canonical, status) = ICU.chars { rk_icu_region(code.uppercased(), $0, $1, &kind, &$2) }
        switch kind {
        case _ where ICU.failed(status) || canonical.isEmpty: self = .unknown
        case 3: self = .former
        case 1, 2: self = canonical == code.uppercased() ? .known : .alias(of: canonical)
        default: self = .unknown
        }
    }
}
