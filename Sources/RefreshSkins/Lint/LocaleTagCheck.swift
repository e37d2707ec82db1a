import RefreshLocalization
import RefreshSupport
import RefreshXML

/// Checks the `locale` of a `<strings>` element: a well-formed BCP 47 tag (or POSIX id) whose
/// language ICU knows. Anything else would be accepted and never used, since no user's language
/// ever matches it; so it is refused, with the tag that was probably meant (`german` → `de`).
public enum LocaleTagCheck {
    /// What is wrong with `tag`, or `nil` when it is a locale ICU has data for.
    public static func problem(_ tag: String) -> StringOverrideCheck.Problem? {
        let why: String
        do throws(LocalizationError) {
            if try LocaleIdentifier(tag).hasICUData { return nil }
            why = "is not a language that ICU knows, so these strings would never be used"
        } catch {
            why = "is not a language tag"
        }
        // Only a tag in error looks for the one meant: a country's code written for its language
        // (`jp`), else the names of every language, from ICU.
        let country = countryCodeLanguage(tag)
        let guess = country?.tag ?? suggestion(for: tag)
        let hint =
            country.map {
                "; \($0.region) is a country's code, not a language's: did you mean '\($0.tag)' (\($0.name))?"
            }
            ?? guess.map { "; did you mean '\($0)'?" }
            ?? "; write a language tag such as 'de', 'pt-BR' or 'zh-Hant'"
        return StringOverrideCheck.Problem(
            message: "'\(ControlCharacters.escaped(tag, limit: 64))' \(why)\(hint)",
            code: .unknownLocale,
            suggestion: guess
        )
    }

    /// The diagnostic for a `locale` attribute of `path` (the loader's hook), or `nil`.
    static func diagnostic(for attribute: XMLTreeAttribute, path: String) -> SkinDiagnostic? {
        problem(attribute.value).map {
            SkinDiagnostic(
                file: path,
                line: attribute.line,
                column: attribute.column,
                message: $0.message,
                code: $0.code,
                suggestion: $0.suggestion
            )
        }
    }

    /// The tag meant by a language's name (in English or in itself: `German`, `Deutsch`), if the
    /// text is one.
    public static func suggestion(for text: String) -> String? {
        let key = text.trimmingASCIIWhitespace().lowercased()
        guard !key.isEmpty, key.count <= 64 else { return nil }
        if let code = names[key] { return code }
        return NameSuggestion.nearest(to: key, among: names.keys.filter { $0.count > 3 }).flatMap { names[$0] }
    }

    /// The tag meant when `tag` starts with a country's ISO 3166 code where a language's ISO 639
    /// code belongs (`jp` for Japan, whose language is `ja`; `cn`, `kr`, `gr`, `dk`, `se`, `cz`,
    /// `ua`): the tag with the country's main language (ICU's likely subtags) in its place
    /// (`jp-JP` → `ja-JP`), that language's English name, and the country code as written in
    /// capitals. `nil` when the code is that country's language too (`de`, `fr`), when ICU knows
    /// no language for the country, and for English, which ICU gives every country it has no
    /// data for.
    public static func countryCodeLanguage(_ tag: String) -> (tag: String, name: String, region: String)? {
        let subtags = tag.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let first = subtags.first, first.count == 2, first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        let code = first.lowercased()
        let region = first.uppercased()
        guard let language = LocaleIdentifier.likelyLanguage(inRegion: region), language != code, language != "en",
            let meant = try? LocaleIdentifier(language), meant.hasICUData
        else { return nil }
        let rest = subtags.dropFirst().map(String.init)
        let name = meant.languageName(in: .english) ?? language
        return (([language] + rest).joined(separator: "-"), name, region)
    }

    /// Language names, in English and in the language itself, lowercased, to the language's code,
    /// for the languages ICU has data for.
    static let names: [String: String] = {
        var names: [String: String] = [:]
        for code in LocaleIdentifier.isoLanguageCodes {
            guard let language = try? LocaleIdentifier(code), language.hasICUData else { continue }
            for name in [language.languageName(in: .english), language.languageName(in: language)] {
                guard let name, !name.isEmpty else { continue }
                let key = name.lowercased()
                // The shortest code wins a name two codes share (ISO 639-1 over 639-2).
                if let existing = names[key], existing.count <= code.count { continue }
                names[key] = code
            }
        }
        return names
    }()
}
