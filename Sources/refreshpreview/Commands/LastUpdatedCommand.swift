import Foundation
import RefreshCommandLine
import RefreshLocalization

/// `refreshpreview last-updated`: "Last updated: 5 minutes ago" in a language, through ICU.
enum LastUpdatedCommand {
    static let help = """
        OVERVIEW: Print the "last updated" label for a date, in a language, formatted by ICU.

        USAGE: refreshpreview last-updated [--locale L] (--ago SECONDS | --date ISO8601 [--now ISO8601] | --batch)
                                           [--style relative|calendar|absolute] [--width long|short|narrow]
                                           [--time-zone TZ] [--skeleton SKELETON] [--phrase]

        OPTIONS:
          --locale L            A BCP 47 tag (de-AT), a POSIX id (de_AT.UTF-8) or an Accept-Language
                                list (de-AT,de;q=0.9,en;q=0.5). Default: LANGUAGE (de:en), then
                                LC_ALL, LC_MESSAGES, LANG (LANGUAGE is ignored when that is C).
          --ago SECONDS         The refresh happened this many seconds ago (negative: in the future).
          --date ISO8601        The refresh happened at this moment (2026-11-29T14:03:00Z).
          --now ISO8601         The moment to read the date from (default: now).
          --style STYLE         relative ("5 minutes ago", default), calendar ("Today at 14:03") or
                                absolute (a date and time in the locale's pattern).
          --width WIDTH         long (default), short or narrow.
          --time-zone TZ        IANA zone for calendar days and times (default: TZ, or UTC).
          --skeleton SKELETON   ICU date skeleton for absolute and calendar dates (yMMMdjmm).
          --phrase              Print only the date phrase, for any locale ICU has, even one with no
                                catalog.
          --batch               Read JSON Lines from standard input, one request a line:
                                {"locale":"de","date":"2026-11-29T14:03:00Z","now":1796047380}
                                date and now are ISO 8601 text or epoch seconds (date null: never
                                updated; now defaults to the clock); optional "timeZone" and "style"
                                override --time-zone and --style, "locale" overrides --locale.
                                Writes one label a line, in input order. A bad line writes an
                                empty line and "error: line N: ..." on standard error, and the
                                rest are still read; exit 1 if any line failed. Lines over 64 KiB
                                are refused.
          --help                Show this help.

        EXAMPLES:
          refreshpreview last-updated --locale de --ago 300            # Zuletzt aktualisiert: vor 5 Minuten
          refreshpreview last-updated --locale ja --date 2026-11-28T09:12:00Z --now 2026-11-29T10:00:00Z \\
              --style calendar --time-zone Asia/Tokyo
          printf '%s\\n' '{"locale":"de","date":1796047080,"now":1796047380}' \\
              '{"locale":"ja","date":"2026-11-28T09:12:00Z","now":"2026-11-29T10:00:00Z"}' \\
              | refreshpreview last-updated --batch
        """

    static func run(_ options: LastUpdatedOptions) throws -> Int32 {
        if case .batch = options.when { return try LastUpdatedBatch.run(options) }
        let environment = ProcessInfo.processInfo.environment
        let locale = options.locale
        let style = options.style
        let width = options.width
        let skeleton = options.skeleton
        let phraseOnly = options.phraseOnly
        let timeZone = timeZoneSetting(options.timeZone, environment: environment)
        let now = options.now ?? Date()
        let date: Date
        switch options.when {
        case .ago(let seconds): date = now.addingTimeInterval(-seconds)
        case .date(let moment): date = moment
        case .batch: return try LastUpdatedBatch.run(options)
        }

        let strings = phraseOnly ? nil : try localizedStrings(locale, environment: environment)
        let phrase: String
        do throws(LocalizationError) {
            if phraseOnly {
                let request = try parseRequest(locale, environment: environment)
                guard let first = request.preferences.first else { throw .unknownLocale(locale ?? "") }
                let formatter = try LastUpdatedFormatter(
                    locale: first,
                    style: style,
                    width: width,
                    capitalization: .beginningOfSentence,
                    timeZone: timeZone,
                    skeleton: skeleton
                )
                phrase = try formatter.string(for: date, relativeTo: now)
            } else if let strings {
                let labeler = try strings.lastUpdatedLabeler(
                    style: style,
                    width: width,
                    timeZone: timeZone,
                    skeleton: skeleton
                )
                phrase = try labeler.string(for: date, relativeTo: now)
            } else {
                return ExitStatus.failure
            }
        } catch {
            throw UsageError(error.description)
        }
        try Output.line(phrase)
        return ExitStatus.success
    }
}

/// The locale request of `--locale`, or of the environment (English when none is set).
func parseRequest(_ locale: String?, environment: [String: String]) throws(LocalizationError) -> LocaleRequest {
    if let locale { return try LocaleRequest.parse(locale) }
    return LocaleRequest.fromEnvironment(environment) ?? LocaleRequest([.english])
}

/// The zone for dates: `--time-zone` when given (an unknown one is a usage error, when the
/// formatter is made), else `TZ` read as the C library does (see `TimeZoneSetting`), else UTC.
/// An unknown zone in `TZ` is a warning and UTC: the environment is not the command line, and a
/// date in UTC is better than no preview.
func timeZoneSetting(_ option: String?, environment: [String: String]) -> String {
    if let option { return option }
    guard let value = environment["TZ"] else { return "UTC" }
    do {
        return try TimeZoneSetting.zone(fromTZ: value)
    } catch {
        Output.warning(
            "the time zone '\(value)' from TZ is unknown; using UTC (set TZ to an IANA zone such as Europe/Berlin, or use --time-zone)"
        )
        return "UTC"
    }
}
