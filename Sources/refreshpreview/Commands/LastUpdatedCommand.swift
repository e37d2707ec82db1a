import Foundation
import RefreshLocalization

/// `refreshpreview last-updated`: "Last updated: 5 minutes ago" in a language, through ICU.
enum LastUpdatedCommand {
    static let help = """
        OVERVIEW: Print the "last updated" label for a date, in a language, formatted by ICU.

        USAGE: refreshpreview last-updated [--locale L] (--ago SECONDS | --date ISO8601 [--now ISO8601])
                                           [--style relative|calendar|absolute] [--width long|short|narrow]
                                           [--time-zone TZ] [--skeleton SKELETON] [--phrase]

        OPTIONS:
          --locale L            A BCP 47 tag (de-AT), a POSIX id (de_AT.UTF-8) or an Accept-Language
                                list (de-AT,de;q=0.9,en;q=0.5). Default: LC_ALL, LC_MESSAGES, LANG.
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
          --help                Show this help.

        EXAMPLES:
          refreshpreview last-updated --locale de --ago 300            # Zuletzt aktualisiert: vor 5 Minuten
          refreshpreview last-updated --locale ja --date 2026-11-28T09:12:00Z --now 2026-11-29T10:00:00Z \\
              --style calendar --time-zone Asia/Tokyo
        """

    static func run(_ arguments: inout ArgumentList) throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let locale = try arguments.value("--locale")
        let ago = try arguments.value("--ago")
        let dateText = try arguments.value("--date")
        let nowText = try arguments.value("--now")
        let style = LastUpdatedFormatter.Style(
            rawValue: try arguments.choice("--style", from: LastUpdatedFormatter.Style.allCases.map(\.rawValue))
                ?? "relative"
        )!
        let width = LastUpdatedFormatter.Width(
            rawValue: try arguments.choice("--width", from: LastUpdatedFormatter.Width.allCases.map(\.rawValue))
                ?? "long"
        )!
        let timeZone =
            try arguments.value("--time-zone") ?? environment["TZ"].flatMap { $0.isEmpty ? nil : $0 } ?? "UTC"
        let skeleton = try arguments.value("--skeleton")
        let phraseOnly = arguments.flag("--phrase")
        _ = try arguments.positionals(max: 0)

        let now = try nowText.map { try parseDate($0, option: "--now") } ?? Date()
        let date: Date
        switch (ago, dateText) {
        case (let seconds?, nil):
            guard let value = Double(seconds), value.isFinite else {
                throw UsageError("--ago takes a number of seconds, not '\(seconds)'")
            }
            date = now.addingTimeInterval(-value)
        case (nil, let text?):
            date = try parseDate(text, option: "--date")
        case (nil, nil):
            throw UsageError("say when the refresh happened: --ago SECONDS or --date ISO8601")
        case (.some, .some):
            throw UsageError("give either --ago or --date, not both")
        }

        let strings = phraseOnly ? nil : try localizedStrings(locale, environment: environment)
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
                Output.line(try formatter.string(for: date, relativeTo: now))
            } else if let strings {
                let labeler = try strings.lastUpdatedLabeler(
                    style: style,
                    width: width,
                    timeZone: timeZone,
                    skeleton: skeleton
                )
                Output.line(try labeler.string(for: date, relativeTo: now))
            }
        } catch {
            throw UsageError(error.description)
        }
        return ExitStatus.success
    }

    static func parseDate(_ text: String, option: String) throws(UsageError) -> Date {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        throw UsageError(
            "\(option) takes an ISO 8601 date with a time and zone, such as 2026-11-29T14:03:00Z, not '\(text)'"
        )
    }
}

/// The locale request of `--locale`, or of the environment (English when none is set).
func parseRequest(_ locale: String?, environment: [String: String]) throws(LocalizationError) -> LocaleRequest {
    if let locale { return try LocaleRequest.parse(locale) }
    return LocaleRequest.fromEnvironment(environment) ?? LocaleRequest([.english])
}
