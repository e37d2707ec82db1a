import RefreshCommandLine
import RefreshFoundation
import RefreshLocalization
import RefreshSupport

/// `refreshpreview last-updated`: "Last updated: 5 minutes ago" in a language, through ICU.
enum LastUpdatedCommand {
    static let help = """
        OVERVIEW: Print the "last updated" label for a date, in a language, formatted by ICU.

        \(Invocation.Subcommand.lastUpdated.usage)

        Say when the refresh happened with --ago, with --date (and --now), or with --batch.

        \(OptionDeclaration.helpSection(LastUpdatedOptions.options))

        EXAMPLES:
          refreshpreview last-updated --locale de --ago 300            # Zuletzt aktualisiert: vor 5 Minuten
          refreshpreview last-updated --locale ja --date 2026-11-28T09:12:00Z --now 2026-11-29T10:00:00Z \\
              --style calendar --time-zone Asia/Tokyo
          printf '%s\\n' '{"locale":"de","date":1796047080,"now":1796047380}' \\
              '{"locale":"ja","date":"2026-11-28T09:12:00Z","now":"2026-11-29T10:00:00Z"}' \\
              | refreshpreview last-updated --batch
        """

    static func run(_ options: LastUpdatedOptions) throws -> Int32 {
        if let path = options.expectPath { return try LastUpdatedBatch.check(options, path: path) }
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
                    skeleton: skeleton,
                    thresholds: options.thresholds
                )
                phrase = try formatter.string(for: date, relativeTo: now)
            } else if let strings {
                let labeler = try strings.lastUpdatedLabeler(
                    style: style,
                    width: width,
                    timeZone: timeZone,
                    skeleton: skeleton,
                    thresholds: options.thresholds
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
