import RefreshCore
import RefreshFoundation
import RefreshSupport

/// Every text of a refresh header and footer in one negotiated language: status lines,
/// accessibility announcements and the "Last updated: …" label. Get one from
/// ``CatalogSet/strings(for:)-(LocaleRequest)``.
///
/// All texts come from one catalog (``locale``), so a sentence never mixes two languages; when
/// the request matched no catalog, ``isFallback`` is true and ``warning`` says so.
public struct RefreshStrings: Sendable {
    /// What a value holds, behind one reference.
    final class Storage: Sendable {
        let catalogs: CatalogSet
        let match: LocaleMatch
        let dateLocale: LocaleIdentifier
        let messageLocale: LocaleIdentifier
        let messages: MessageTable
        let isRightToLeft: Bool

        init(catalogs: CatalogSet, match: LocaleMatch) {
            self.catalogs = catalogs
            self.match = match
            var dateLocale = match.locale
            // What ICU's formatters read of the request (`en-x-a1` is `en`), so that requests that
            // format alike share a date locale, and with it the labelers of a ``LabelerCache``.
            if let preference = match.matchedPreference, preference != match.locale,
                let formatting = try? FormatterStore.shared.formattingLocale(preference), formatting != match.locale
            {
                let wanted = formatting.maximized
                let have = match.locale.maximized
                if wanted.language == have.language && wanted.script == have.script { dateLocale = formatting }
            }
            self.dateLocale = dateLocale
            // Numbers in the texts use the digits the dates use (`ar-u-nu-latn`, `ar-MA`: 0-9).
            var messageLocale = match.locale
            if dateLocale != match.locale {
                let numbers = dateLocale.numberingSystem
                if numbers != match.locale.numberingSystem {
                    messageLocale = match.locale.withNumberingSystem(numbers)
                }
            }
            self.messageLocale = messageLocale
            isRightToLeft = match.locale.isRightToLeft
            messages = catalogs.messageTable(
                locale: match.locale,
                isFallback: match.isFallback,
                numbersLike: messageLocale == match.locale ? nil : messageLocale
            )
        }
    }

    let storage: Storage

    init(catalogs: CatalogSet, match: LocaleMatch) {
        storage = Storage(catalogs: catalogs, match: match)
    }

    /// The catalog set the texts come from.
    public var catalogs: CatalogSet { storage.catalogs }
    /// How the catalog was chosen.
    public var match: LocaleMatch { storage.match }
    /// The locale used for date phrases: the requested locale when it has the catalog's language
    /// and script (so `en-GB` gets British date order with the English catalog), else the
    /// catalog's own locale; as far as ICU's formatters read it (``LastUpdatedFormatter`` shares
    /// the formatters of `en-GB` with `en-GB-x-a1`, and this says `en-GB` for both).
    public var dateLocale: LocaleIdentifier { storage.dateLocale }

    /// The locale that formats the numbers in the texts (`{count}`): the catalog's, with the
    /// numbering system of ``dateLocale`` when that differs, so that `ar-u-nu-latn` or `ar-MA`
    /// get Latin digits in counts as in dates, and `hi-u-nu-deva` Devanagari ones.
    public var messageLocale: LocaleIdentifier { storage.messageLocale }

    /// The compiled messages of this catalog locale, shared.
    var messages: MessageTable { storage.messages }

    /// The catalog locale.
    public var locale: LocaleIdentifier { match.locale }
    /// Whether the request matched no catalog and the fallback (English) is used.
    public var isFallback: Bool { match.isFallback }
    /// A sentence to show the user when ``isFallback`` is true.
    public var warning: String? { match.warning }
    /// Whether the texts run right to left (from ICU's data for the catalog locale).
    public var isRightToLeft: Bool { storage.isRightToLeft }

    /// The entry for `key`, formatted with `arguments`.
    ///
    /// Texts without arguments, and texts whose one argument is an integer from 0 to 255, are
    /// formatted by ICU once per thread and then served from the thread's own cache, without a
    /// lock.
    ///
    /// - Throws: ``LocalizationError/unknownKey(_:locale:)`` or a formatting error (a missing or
    ///   mistyped argument).
    public func text(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) throws(LocalizationError)
        -> LocalizedText
    {
        if arguments.count == 1, let (name, value) = arguments.first {
            return try storage.messages.text(key, name, value, in: storage.catalogs)
        }
        if arguments.isEmpty { return try storage.messages.text(key, nil, .integer(0), in: storage.catalogs) }
        let message = try storage.messages.message(key, in: storage.catalogs)
        return message.localized(key, try message.formatter.format(arguments))
    }

    /// The entry for `key` with one named argument, e.g. `text(.headerFinished, "count", 3)`:
    /// the same text as `text(key, [name: value])` without building a dictionary, so a repeated
    /// call (an integer from 0 to 255) allocates nothing.
    ///
    /// - Throws: ``LocalizationError/unknownKey(_:locale:)`` or a formatting error (a missing or
    ///   mistyped argument).
    public func text(_ key: MessageKey, _ name: String, _ value: MessageArgument) throws(LocalizationError)
        -> LocalizedText
    {
        try storage.messages.text(key, name, value, in: storage.catalogs)
    }

    /// A labeler for "Last updated: …" in this language, to reuse for many rows.
    ///
    /// - Parameters mirror ``LastUpdatedFormatter/init(locale:style:width:capitalization:timeZone:skeleton:thresholds:)``;
    ///   the capitalization follows the catalog pattern (start of sentence when the date comes first).
    /// - Throws: ``LocalizationError/unknownTimeZone(_:)`` and the formatter's other errors.
    public func lastUpdatedLabeler(
        style: LastUpdatedFormatter.Style = .relative,
        width: LastUpdatedFormatter.Width = .long,
        timeZone: String = "UTC",
        skeleton: String? = nil,
        thresholds: RelativeDateThresholds = .standard
    ) throws(LocalizationError) -> LastUpdatedLabeler {
        let (formatter, used) = try catalogs.formatter(for: .headerLastUpdated, in: locale)
        let datePhraseFirst = formatter.pattern.trimmingASCIIWhitespace().hasPrefix("{date")
        let dateFormatter = try LastUpdatedFormatter(
            locale: used == locale ? dateLocale : used,
            style: style,
            width: width,
            capitalization: datePhraseFirst ? .beginningOfSentence : .middleOfSentence,
            timeZone: timeZone,
            skeleton: skeleton,
            thresholds: thresholds
        )
        return LastUpdatedLabeler(strings: self, dateFormatter: dateFormatter)
    }

    /// "Last updated: 5 minutes ago" for one date; `nil` gives the "never updated" text. For many
    /// rows, make one ``lastUpdatedLabeler(style:width:timeZone:skeleton:thresholds:)`` and reuse it.
    public func lastUpdated(
        _ date: Date?,
        relativeTo now: Date = Date(),
        style: LastUpdatedFormatter.Style = .relative,
        width: LastUpdatedFormatter.Width = .long,
        timeZone: String = "UTC"
    ) throws(LocalizationError) -> LocalizedText {
        try lastUpdatedLabeler(style: style, width: width, timeZone: timeZone).label(for: date, relativeTo: now)
    }
}
