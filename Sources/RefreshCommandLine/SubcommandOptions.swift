import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshSupport

/// `refreshpreview replay [--expect FILE] [--skin NAME | --skin-file PATH] [FILE]`.
package struct ReplayOptions: ParsableOptions {
    @Option(
        "--skin",
        "NAME",
        help: """
            Take thresholds, durations and behaviours from this skin (default:
            the classic header: arm past 65 pt, hold 60 pt, open 0.2 s, close
            0.3 s).
            """
    )
    package var skinName: String?
    /// Skin files to load; without `--skin`, the last one's skin is used.
    @Option(
        "--skin-file",
        "PATH",
        help: """
            Load a skin from a file (its skin is used unless --skin names
            another); may be repeated.
            """
    )
    package var skinFiles: [String]
    /// A file of expected effects to check the replay against, instead of printing the effects.
    @Option(
        "--expect",
        "FILE",
        help: """
            Compare the effects with FILE (JSON Lines, '#' comments) and
            print only whether they match.
            """
    )
    package var expectPath: String?
    /// The trace, or `-` for standard input.
    package var path = "-"

    package init() {}

    package mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
        path = try arguments.positionals(max: 1).first ?? "-"
    }
}

/// `refreshpreview skins [--skin-file PATH]...`.
package struct SkinsOptions: ParsableOptions {
    @Option("--skin-file", "PATH", help: "Also load this descriptor (may be repeated).")
    package var skinFiles: [String]

    package init() {}

    package mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
        _ = try arguments.positionals(max: 0)
    }
}

/// `refreshpreview lint [--root DIR] [--format text|json] FILE...`.
package struct LintOptions: ParsableOptions {
    @Option(
        "--root",
        "DIR",
        help: """
            The folder that holds the skins and their images, when images
            sit in a folder beside the skin's own (as in '../shared/arrow.png');
            by default each file's own folder. Images must stay inside it.
            """
    )
    package var root: String?
    /// How problems are printed.
    @Option("--format", help: LintFormat.help)
    package var format: LintFormat = .text
    /// The descriptors to check.
    package var files: [String] = []

    package init() {}

    package mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
        files = try arguments.positionals(max: Int.max)
        guard !files.isEmpty else { throw UsageError("name at least one skin file to check") }
    }
}

/// `refreshpreview text [--locale LOCALE] KEY [NAME=VALUE]...`.
package struct TextOptions: ParsableOptions {
    @Option(.locale)
    package var locale: String?
    /// The message's key.
    package var key = MessageKey.headerPull
    package var values: [String: MessageArgument] = [:]

    package init() {}

    package mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
        let positionals = try arguments.positionals(max: Int.max)
        guard let keyText = positionals.first else {
            throw UsageError("name a catalog key, such as header.pull (see 'refreshpreview text --help')")
        }
        let keys = MessageKey.allCases.map(\.rawValue)
        guard let key = MessageKey(rawValue: keyText) else {
            let hint = NameSuggestion.hint(for: keyText, among: keys)
            throw UsageError(
                "unknown key '\(ControlCharacters.escaped(keyText))'\(hint); the keys are \(keys.joined(separator: ", "))"
            )
        }
        var values: [String: MessageArgument] = [:]
        for pair in positionals.dropFirst() {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("arguments are NAME=VALUE, such as count=3, not '\(ControlCharacters.escaped(pair))'")
            }
            let name = String(pair[..<equals])
            let text = String(pair[pair.index(after: equals)...])
            // As an option given twice is: the later value would silently win.
            guard values[name] == nil else {
                throw UsageError("\(ControlCharacters.escaped(name)) is given more than once; give it once")
            }
            if key.arguments.contains(where: { $0.name == name && $0.kind == .count }) {
                values[name] = .integer(
                    Int64(try ArgumentList.integer(text, in: MessageKey.Argument.countRange, name: name))
                )
            } else {
                values[name] = MessageArgument(parsing: text)
            }
        }
        self.key = key
        self.values = values
    }
}

/// `refreshpreview last-updated`.
package struct LastUpdatedOptions: ParsableOptions {
    /// When the refresh happened.
    package enum When: Sendable {
        /// Seconds before `now`.
        case ago(Double)
        /// A moment.
        case date(Date)
        /// `--batch`: each line of standard input says when (and where, and in which language).
        case batch
    }

    @Option(.locale)
    package var locale: String?
    @Option(
        .number(
            "--ago",
            "SECONDS",
            help: "The refresh happened this many seconds ago (negative: in the future, see\n--future)."
        ),
        transform: { (text) throws(UsageError) in
            guard let seconds = ArgumentList.decimal(text, fraction: true) else {
                throw UsageError("--ago takes a number of seconds, not '\(ControlCharacters.escaped(text))'")
            }
            return seconds
        }
    )
    private var ago: Double?
    @Option("--date", "ISO8601", help: "The refresh happened at this moment (2026-11-29T14:03:00Z).")
    private var dateText: String?
    @Option("--now", "ISO8601", help: "The moment to read the date from (default: now).")
    private var nowText: String?
    @Option(
        "--style",
        help: """
            relative ("5 minutes ago", default), calendar ("Today at 14:03") or
            absolute (a date and time in the locale's pattern).
            """
    )
    package var style: LastUpdatedFormatter.Style = .relative
    /// How long the words are. (`--width` is the preview's picture width in columns.)
    @Option("--unit-width", help: "How long the words are (default: long).")
    package var width: LastUpdatedFormatter.Width = .long
    /// `nil` to take `TZ` (see `TimeZoneSetting`).
    @Option(.timeZone)
    package var timeZone: String?
    @Option("--skeleton", "SKELETON", help: "ICU date skeleton for absolute and calendar dates (yMMMdjmm).")
    package var skeleton: String?
    /// What a date in the future reads as.
    @Option(
        "--future",
        help: """
            A date in the future reads as now (default), or is an error when more
            than 5 minutes ahead (clock skew is tolerated).
            """
    )
    package var future: RelativeDateThresholds.FuturePolicy = .now
    @Flag(
        "--phrase",
        help: """
            Print only the date phrase, for any locale ICU has, even one with no
            catalog.
            """
    )
    package var phraseOnly: Bool
    @Flag(
        "--batch",
        help: """
            Read JSON Lines from standard input, one request a line:
            {"locale":"de","date":"2026-11-29T14:03:00Z","now":1796047380}
            date and now are ISO 8601 text or epoch seconds (date null: never
            updated; now defaults to the clock); optional "timeZone" and "style"
            override --time-zone and --style, "locale" overrides --locale.
            Writes one label a line, in input order. A bad line writes an
            empty line and "error: line N: ..." on standard error, and the
            rest are still read; exit 1 if any line failed. Lines over 64 KiB
            are refused.
            """
    )
    private var batch: Bool
    /// How `--batch` writes its answers, as given.
    @Option(
        "--format",
        help: """
            With --batch: text (default), one label a line; json, one object a
            line: {"label","locale","fallback","direction","validUntil"}
            (validUntil: epoch seconds when the label changes, or null), and
            {"error","line"} for a line that failed.
            """
    )
    private var formatGiven: LastUpdatedBatch.Format?
    /// Batch requests with the label each must give, checked (`when` is `.batch`).
    @Option(
        "--expect",
        "FILE",
        help: """
            Check the cases of FILE (JSON Lines: batch requests, each with the
            label it must give as "expect", and the bug it reproduces as
            "report"; '#' lines are comments) and print only whether they all
            match; exit 1 with each difference, or when FILE holds no case.
            """
    )
    package var expectPath: String?

    /// When the refresh happened, from `--ago`, `--date`, `--batch` or `--expect`.
    package var when = When.batch
    /// `--now`; `nil` for the clock.
    package var now: Date?

    /// `--width` meant the picture's width in columns in the preview and the words' length here;
    /// each name has one meaning now.
    package static let retired = [
        OptionDeclaration.retired(
            "--width",
            message:
                "last-updated's --width is now --unit-width (long, short or narrow); --width is the preview's width in columns"
        )
    ]

    /// How `--batch` writes its answers.
    package var format: LastUpdatedBatch.Format { formatGiven ?? .text }

    /// The thresholds of every label: the standard ones, with `--future`.
    package var thresholds: RelativeDateThresholds { RelativeDateThresholds(future: future) }

    package init() {}

    package mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
        _ = try arguments.positionals(max: 0)
        if expectPath != nil {
            guard !batch, formatGiven == nil, ago == nil, dateText == nil, nowText == nil else {
                throw UsageError(
                    "--expect reads each case from its file; drop --batch, --format, --ago, --date and --now"
                )
            }
            when = .batch
            return
        }
        if formatGiven != nil && !batch {
            throw UsageError("--format chooses how --batch writes its answers; add --batch, or drop --format")
        }
        if batch {
            guard ago == nil, dateText == nil, nowText == nil else {
                throw UsageError("--batch reads each date and now from standard input; drop --ago, --date and --now")
            }
            when = .batch
            return
        }
        now = try nowText.map { text throws(UsageError) in try Self.parseDate(text, option: "--now") }
        switch (ago, dateText) {
        case (let seconds?, nil):
            when = .ago(seconds)
        case (nil, let text?):
            when = .date(try Self.parseDate(text, option: "--date"))
        case (nil, nil):
            throw UsageError(
                "say when the refresh happened: --ago SECONDS, --date ISO8601, or --batch to read JSON Lines"
            )
        case (.some, .some):
            throw UsageError("give either --ago or --date, not both")
        }
    }

    /// `--phrase`'s formatter: the bare date phrase in the first language `locale` (or the
    /// environment) asks for, with these options' width, skeleton and thresholds.
    package func phraseFormatter(
        locale: String?,
        environment: [String: String],
        zone: String,
        style: LastUpdatedFormatter.Style
    ) throws(LocalizationError) -> LastUpdatedFormatter {
        let request = try parseRequest(locale, environment: environment)
        guard let first = request.preferences.first else { throw .unknownLocale(locale ?? "") }
        return try LastUpdatedFormatter(
            locale: first,
            style: style,
            width: width,
            capitalization: .beginningOfSentence,
            timeZone: zone,
            skeleton: skeleton,
            thresholds: thresholds
        )
    }

    /// The whole label of `strings`, with these options' width, skeleton and thresholds.
    package func labeler(_ strings: RefreshStrings, zone: String, style: LastUpdatedFormatter.Style)
        throws(LocalizationError) -> LastUpdatedLabeler
    {
        try strings.lastUpdatedLabeler(
            style: style,
            width: width,
            timeZone: zone,
            skeleton: skeleton,
            thresholds: thresholds
        )
    }

    /// An ISO 8601 date with a time and a zone (fractional seconds allowed), every field in its
    /// range (``InternetDateTime``); `option` names where it came from in the error.
    package static func parseDate(_ text: String, option: String) throws(UsageError) -> Date {
        do throws(InternetDateTime.Problem) {
            return try InternetDateTime.date(from: text)
        } catch {
            throw UsageError(
                "\(option) takes an ISO 8601 date with a time and zone, such as 2026-11-29T14:03:00Z, not "
                    + "'\(ControlCharacters.escaped(text))': \(error.reason)"
            )
        }
    }
}
