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
        let now = options.now ?? Date()
        let date: Date
        switch options.when {
        case .batch: return try LastUpdatedBatch.run(options)
        case .ago(let seconds): date = now.addingTimeInterval(-seconds)
        case .date(let moment): date = moment
        }
        let environment = ProcessInfo.processInfo.environment
        let zone = timeZoneSetting(options.timeZone, environment: environment)
        let strings = options.phraseOnly ? nil : try localizedStrings(options.locale, environment: environment)
        let phrase: String
        do throws(LocalizationError) {
            if let strings {
                let labeler = try options.labeler(strings, zone: zone, style: options.style)
                phrase = try labeler.string(for: date, relativeTo: now)
            } else {
                let formatter = try options.phraseFormatter(
                    locale: options.locale,
                    environment: environment,
                    zone: zone,
                    style: options.style
                )
                phrase = try formatter.string(for: date, relativeTo: now)
            }
        } catch {
            throw UsageError(error.description)
        }
        try Output.line(phrase)
        return ExitStatus.success
    }
}
