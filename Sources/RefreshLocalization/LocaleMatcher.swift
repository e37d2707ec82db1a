internal import CICUShim

import RefreshFoundation

/// Chooses the best of a fixed set of available locales for a request, with ICU's locale
/// matcher (`uloc_acceptLanguage`, built on CLDR's language matching data): `de-AT` finds `de`,
/// `zh-TW` finds `zh-Hant`, `es-MX` finds `es-419`, `pt_PT.UTF-8` finds `pt-PT`.
///
/// A request that matches nothing gives the fallback locale, and the result says so. A request
/// whose language has no catalog may get the nearest catalog in another language (CLDR matches
/// Afrikaans to Dutch, Swahili to English); that too is reported as a fallback.
public struct LocaleMatcher: Sendable {
    /// The locales that can be chosen (one per catalog).
    public let available: [LocaleIdentifier]
    /// What to use when nothing matches; must be one of ``available``.
    public let fallback: LocaleIdentifier

    /// Creates a matcher over `available` locales, with `fallback` (English by default).
    public init(available: [LocaleIdentifier], fallback: LocaleIdentifier = .english) {
        self.available = available
        self.fallback = fallback
    }

    /// The best available locale for `request`.
    public func match(_ request: LocaleRequest) -> LocaleMatch {
        // A first choice that has a catalog of its own is ICU's choice too (nothing is nearer),
        // and deciding so without ICU spares the program's start building the matcher (its
        // likely-subtags data alone is about 3 M instructions).
        if let first = request.preferences.first, available.contains(first) {
            return LocaleMatch(request: request, locale: first, matchedPreference: first, isFallback: false)
        }
        // So is a first choice whose language, script, region and variants are a catalog's, with
        // extensions or private use (`en-x-a1`, `de-u-nu-latn`), which ICU's matcher does not
        // weigh: a stream of such tags costs no matcher each.
        if let first = request.preferences.first, let at = first.icuIdentifier.firstIndex(of: "@"),
            let base = available.first(where: { $0.icuIdentifier[...] == first.icuIdentifier[..<at] })
        {
            return LocaleMatch(request: request, locale: base, matchedPreference: first, isFallback: false)
        }
        // No language asked for (an empty Accept-Language, or `*`): the default, not a fallback.
        if request.preferences.isEmpty && request.ignoredEntries.isEmpty {
            return LocaleMatch(request: request, locale: fallback, matchedPreference: nil, isFallback: false)
        }
        guard let chosen = bestMatch(request.preferences) else {
            return LocaleMatch(request: request, locale: fallback, matchedPreference: nil, isFallback: true)
        }
        // Report which preference was honoured: the first that alone leads to the same choice.
        let preference = request.preferences.first { bestMatch([$0]) == chosen }
        // CLDR also matches across languages (sw -> en, af -> nl, gl -> es: languages their readers
        // commonly understand). That is the nearest catalog, but not the requested language, so it
        // counts as a fallback and the caller is told. Script matters too (sr-Latn vs sr-Cyrl).
        let chosenMax = chosen.maximized
        let sameLanguage = request.preferences.contains { requested in
            let max = requested.maximized
            return max.language == chosenMax.language && max.script == chosenMax.script
        }
        return LocaleMatch(request: request, locale: chosen, matchedPreference: preference, isFallback: !sameLanguage)
    }

    /// The best available locale for one requested locale, or `nil` when none matches.
    public func bestMatch(for locale: LocaleIdentifier) -> LocaleIdentifier? { bestMatch([locale]) }

    private func bestMatch(_ preferences: [LocaleIdentifier]) -> LocaleIdentifier? {
        guard !preferences.isEmpty, !available.isEmpty else { return nil }
        let requestedIDs = preferences.map { strdup($0.icuIdentifier) }
        let availableIDs = available.map { strdup($0.icuIdentifier) }
        defer {
            requestedIDs.forEach { free($0) }
            availableIDs.forEach { free($0) }
        }
        var acceptResult: Int32 = 0
        let requestedPointers: [UnsafePointer<CChar>?] = requestedIDs.map { UnsafePointer($0) }
        let availablePointers: [UnsafePointer<CChar>?] = availableIDs.map { UnsafePointer($0) }
        let (id, status) = ICU.chars { buffer, capacity, status in
            rk_icu_accept_language(
                requestedPointers,
                Int32(requestedPointers.count),
                availablePointers,
                Int32(availablePointers.count),
                buffer,
                capacity,
                &acceptResult,
                &status
            )
        }
        guard !ICU.failed(status), Int(acceptResult) != RK_ICU_ACCEPT_FAILED, !id.isEmpty else { return nil }
        return available.first { $0.icuIdentifier == id }
    }
}
