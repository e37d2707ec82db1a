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

    /// What is wrong with the region of `tag`, a tag ICU knows the language of (a warning: the
    /// strings are used, but not as written): a code ICU writes otherwise (`en-UK`, where ISO 3166
    /// writes `GB`), a former country's (`sr-YU`), or no region at all (`de-EN`). Each is read as
    /// the language's strings for every region, so users of the region meant may see another
    /// region's strings first. `nil` for a tag without a region, or with one ICU knows as written
    /// (`pt-BR`, `es-419`).
    public static func regionProblem(_ tag: String) -> StringOverrideCheck.Problem? {
        let body = tag.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "@" }.first ?? ""
        let subtags = body.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map(String.init)
        let index = subtags.count > 1 && subtags[1].count == 4 ? 2 : 1
        guard subtags.indices.contains(index), let language = subtags.first?.lowercased() else { return nil }
        let region = subtags[index]
        let isRegion =
            (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter })
            || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
        guard isRegion else { return nil }
        let shown = "'\(ControlCharacters.escaped(tag, limit: 64))'"
        let written = region.uppercased()
        var fixed = subtags
        let message: String
        var suggestion: String?
        switch RegionCode(region) {
        case .known: return nil
        case .alias(let canonical):
            fixed[index] = canonical
            suggestion = fixed.joined(separator: "-")
            message =
                "\(shown) writes the region \(written), which ISO 3166 writes \(canonical): users' systems send "
                + "'\(suggestion ?? "")'; write that"
        case .former:
            fixed.remove(at: index)
            message =
                "\(shown) writes \(written), the code of a country that no longer exists: no user's system sends "
                + "it, so these strings are used as '\(language)' strings in every region; write the region meant now, or "
                + "'\(fixed.joined(separator: "-"))' for all"
        case .unknown:
            fixed.remove(at: index)
            suggestion = fixed.joined(separator: "-")
            let note =
                LocaleIdentifier.isoLanguageCodes.contains(region.lowercased()) ? " (it is a language's code)" : ""
            let likely = (try? LocaleIdentifier(language))?.maximized.region ?? ""
            let example = likely.isEmpty ? "" : " such as '\(language)-\(likely)'"
            message =
                "\(shown) writes \(written), which is not a region\(note): no user's system sends it, so these "
                + "strings are used as '\(language)' strings in every region; write '\(suggestion ?? "")', or a region's ISO 3166 "
                + "code\(example)"
        }
        return StringOverrideCheck.Problem(
            message: message,
            code: .unknownRegion,
            suggestion: suggestion,
            severity: .warning
        )
    }

    /// The diagnostic for a `locale` attribute of `path` (the loader's hook): an error for a tag
    /// whose language ICU does not know, else a warning for its region; or `nil`.
    static func diagnostic(for attribute: XMLTreeAttribute, path: String) -> SkinDiagnostic? {
        (problem(attribute.value) ?? regionProblem(attribute.value)).map {
            $0.diagnostic(file: path, line: attribute.line, column: attribute.column)
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
