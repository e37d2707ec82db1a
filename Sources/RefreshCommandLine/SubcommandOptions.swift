import RefreshCore
import RefreshLocalization
import RefreshSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `refreshpreview replay [--expect EXPECTED] [--skin NAME | --skin-file F] [FILE]`.
package struct ReplayOptions: Sendable {
    package var skinName: String?
    /// Skin files to load; without `--skin`, the last one's skin is used.
    package var skinFiles: [String] = []
    /// A file of expected effects to check the replay against, instead of printing the effects.
    package var expectPath: String?
    /// The trace, or `-` for standard input.
    package var path: String

    /// The options, in the order help lists them.
    package enum Option {
        package static let skin = OptionDeclaration.value(
            "--skin",
            "NAME",
            help: """
                Take thresholds, durations and behaviours from this skin (default:
                the classic header: arm past 65 pt, hold 60 pt, open 0.2 s, close
                0.3 s).
                """
        )
        package static let skinFile = OptionDeclaration.value(
            "--skin-file",
            "F",
            repeatable: true,
            help: """
                Load a skin from a file (its skin is used unless --skin names
                another); may be repeated.
                """
        )
        package static let expect = OptionDeclaration.value(
            "--expect",
            "EXPECTED",
            help: """
                Compare the effects with EXPECTED (JSON Lines, '#' comments) and
                print only whether they match.
                """
        )
    }

    /// Every option, in the order help lists them.
    package static let options = [Option.skin, Option.skinFile, Option.expect]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> ReplayOptions {
        let skinName = arguments.value(Option.skin)
        let skinFiles = arguments.values(Option.skinFile)
        let expectPath = arguments.value(Option.expect)
        let files = try arguments.positionals(max: 1)
        return ReplayOptions(skinName: skinName, skinFiles: skinFiles, expectPath: expectPath, path: files.first ?? "-")
    }
}

/// `refreshpreview skins [--skin-file PATH]...`.
package struct SkinsOptions: Sendable {
    package var skinFiles: [String]

    /// `--skin-file`.
    package static let skinFile = OptionDeclaration.value(
        "--skin-file",
        "PATH",
        repeatable: true,
        help: "Also load this descriptor (may be repeated)."
    )
    /// Every option, in the order help lists them.
    package static let options = [skinFile]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> SkinsOptions {
        let files = arguments.values(skinFile)
        _ = try arguments.positionals(max: 0)
        return SkinsOptions(skinFiles: files)
    }
}

/// `refreshpreview lint [--root FOLDER] [--format text|json] FILE...`.
package struct LintOptions: Sendable {
    package var root: String?
    package var files: [String]
    /// How problems are printed.
    package var format: LintFormat = .text

    /// `--root`.
    package static let root = OptionDeclaration.value(
        "--root",
        "DIR",
        help: """
            The folder that holds the skins and their images, when images
            sit in a folder beside the skin's own (as in '../shared/arrow.png');
            by default each file's own folder. Images must stay inside it.
            """
    )
    /// `--format`.
    package static let format = LintFormat.option
    /// Every option, in the order help lists them.
    package static let options = [root, format]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> LintOptions {
        let root = arguments.value(Self.root)
        let format = try arguments.choice(Self.format, as: LintFormat.self) ?? .text
        let files = try arguments.positionals(max: Int.max)
        guard !files.isEmpty else { throw UsageError("name at least one skin file to check") }
        return LintOptions(root: root, files: files, format: format)
    }
}

/// `refreshpreview text [--locale L] KEY [NAME=VALUE]...`.
package struct TextOptions: Sendable {
    package var locale: String?
    /// The message's key.
    package var key: MessageKey
    package var values: [String: MessageArgument]

    /// `--locale`.
    package static let localeOption = OptionDeclaration.value(
        "--locale",
        "L",
        help: """
            A BCP 47 tag, a POSIX id or an Accept-Language list (default:
            LANGUAGE (de:en), then LC_ALL, LC_MESSAGES, LANG; LANGUAGE is
            ignored when that is C or POSIX).
            """
    )
    /// Every option, in the order help lists them.
    package static let options = [localeOption]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> TextOptions {
        let locale = arguments.value(localeOption)
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
        return TextOptions(locale: locale, key: key, values: values)
    }
}

/// `refreshpreview last-updated`.
package struct LastUpdatedOptions: Sendable {
    /// When the refresh happened.
    package enum When: Sendable {
        /// Seconds before `now`.
        case ago(Double)
        /// A moment.
        case date(Date)
        /// `--batch`: each line of standard input says when (and where, and in which language).
        case batch
    }

    package var locale: String?
    package var when: When
    /// `--now`; `nil` for the clock.
    package var now: Date?
    package var style: LastUpdatedFormatter.Style
    package var width: LastUpdatedFormatter.Width
    /// `--time-zone`; `nil` to take `TZ` (see `TimeZoneSetting`).
    package var timeZone: String?
    package var skeleton: String?
    /// `--future`: what a date in the future reads as.
    package var future: RelativeDateThresholds.FuturePolicy
    /// `--format`: how `--batch` writes its answers.
    package var format: LastUpdatedBatch.Format
    /// `--expect FILE`: batch requests with the label each must give, checked (`when` is `.batch`).
    package var expectPath: String?
    package var phraseOnly: Bool

    /// The thresholds of every label: the standard ones, with `--future`.
    package var thresholds: RelativeDateThresholds { RelativeDateThresholds(future: future) }

    /// The options, in the order help lists them.
    package enum Option {
        package static let locale = OptionDeclaration.value(
            "--locale",
            "L",
            help: """
                A BCP 47 tag (de-AT), a POSIX id (de_AT.UTF-8) or an Accept-Language
                list (de-AT,de;q=0.9,en;q=0.5). Default: LANGUAGE (de:en), then
                LC_ALL, LC_MESSAGES, LANG (LANGUAGE is ignored when that is C).
                """
        )
        package static let ago = OptionDeclaration.number(
            "--ago",
            "SECONDS",
            help: "The refresh happened this many seconds ago (negative: in the future, see\n--future)."
        )
        package static let date = OptionDeclaration.value(
            "--date",
            "ISO8601",
            help: "The refresh happened at this moment (2026-11-29T14:03:00Z)."
        )
        package static let now = OptionDeclaration.value(
            "--now",
            "ISO8601",
            help: "The moment to read the date from (default: now)."
        )
        package static let style = OptionDeclaration.choice(
            "--style",
            LastUpdatedFormatter.Style.self,
            help: """
                relative ("5 minutes ago", default), calendar ("Today at 14:03") or
                absolute (a date and time in the locale's pattern).
                """
        )
        package static let width = OptionDeclaration.choice(
            "--width",
            LastUpdatedFormatter.Width.self,
            help: "How long the words are (default: long)."
        )
        package static let timeZone = OptionDeclaration.value(
            "--time-zone",
            "TZ",
            help: "IANA zone for calendar days and times (default: TZ, or UTC)."
        )
        package static let skeleton = OptionDeclaration.value(
            "--skeleton",
            "SKELETON",
            help: "ICU date skeleton for absolute and calendar dates (yMMMdjmm)."
        )
        package static let future = OptionDeclaration.choice(
            "--future",
            RelativeDateThresholds.FuturePolicy.self,
            help: """
                A date in the future reads as now (default), or is an error when more
                than 5 minutes ahead (clock skew is tolerated).
                """
        )
        package static let format = OptionDeclaration.choice(
            "--format",
            LastUpdatedBatch.Format.self,
            help: """
                With --batch: text (default), one label a line; json, one object a
                line: {"label","locale","fallback","direction","validUntil"}
                (validUntil: epoch seconds when the label changes, or null), and
                {"error","line"} for a line that failed.
                """
        )
        package static let expect = OptionDeclaration.value(
            "--expect",
            "FILE",
            help: """
                Check the cases of FILE (JSON Lines: batch requests, each with the
                label it must give as "expect", and the bug it reproduces as
                "report"; '#' lines are comments) and print only whether they all
                match; exit 1 with each difference, or when FILE holds no case.
                """
        )
        package static let phrase = OptionDeclaration.flag(
            "--phrase",
            help: """
                Print only the date phrase, for any locale ICU has, even one with no
                catalog.
                """
        )
        package static let batch = OptionDeclaration.flag(
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
    }

    /// Every option, in the order help lists them.
    package static let options = [
        Option.locale, Option.ago, Option.date, Option.now, Option.style, Option.width, Option.timeZone,
        Option.skeleton, Option.future, Option.phrase, Option.batch, Option.format, Option.expect,
    ]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> LastUpdatedOptions {
        let locale = arguments.value(Option.locale)
        let ago = arguments.value(Option.ago)
        let dateText = arguments.value(Option.date)
        let nowText = arguments.value(Option.now)
        let style = try arguments.choice(Option.style, as: LastUpdatedFormatter.Style.self) ?? .relative
        let width = try arguments.choice(Option.width, as: LastUpdatedFormatter.Width.self) ?? .long
        let timeZone = arguments.value(Option.timeZone)
        let skeleton = arguments.value(Option.skeleton)
        let future = try arguments.choice(Option.future, as: RelativeDateThresholds.FuturePolicy.self) ?? .now
        let phraseOnly = arguments.flag(Option.phrase)
        let batch = arguments.flag(Option.batch)
        let format = try arguments.choice(Option.format, as: LastUpdatedBatch.Format.self)
        let expectPath = arguments.value(Option.expect)
        _ = try arguments.positionals(max: 0)
        if let expectPath {
            guard !batch, format == nil, ago == nil, dateText == nil, nowText == nil else {
                throw UsageError(
                    "--expect reads each case from its file; drop --batch, --format, --ago, --date and --now"
                )
            }
            return LastUpdatedOptions(
                locale: locale,
                when: .batch,
                now: nil,
                style: style,
                width: width,
                timeZone: timeZone,
                skeleton: skeleton,
                future: future,
                format: .text,
                expectPath: expectPath,
                phraseOnly: phraseOnly
            )
        }
        if format != nil && !batch {
            throw UsageError("--format chooses how --batch writes its answers; add --batch, or drop --format")
        }
        if batch {
            guard ago == nil, dateText == nil, nowText == nil else {
                throw UsageError("--batch reads each date and now from standard input; drop --ago, --date and --now")
            }
            return LastUpdatedOptions(
                locale: locale,
                when: .batch,
                now: nil,
                style: style,
                width: width,
                timeZone: timeZone,
                skeleton: skeleton,
                future: future,
                format: format ?? .text,
                expectPath: nil,
                phraseOnly: phraseOnly
            )
        }

        let now = try nowText.map { text throws(UsageError) in try parseDate(text, option: "--now") }
        let when: When
        switch (ago, dateText) {
        case (let seconds?, nil):
            guard let value = ArgumentList.decimal(seconds, fraction: true) else {
                throw UsageError("--ago takes a number of seconds, not '\(ControlCharacters.escaped(seconds))'")
            }
            when = .ago(value)
        case (nil, let text?):
            when = .date(try parseDate(text, option: "--date"))
        case (nil, nil):
            throw UsageError(
                "say when the refresh happened: --ago SECONDS, --date ISO8601, or --batch to read JSON Lines"
            )
        case (.some, .some):
            throw UsageError("give either --ago or --date, not both")
        }
        return LastUpdatedOptions(
            locale: locale,
            when: when,
            now: now,
            style: style,
            width: width,
            timeZone: timeZone,
            skeleton: skeleton,
            future: future,
            format: .text,
            expectPath: nil,
            phraseOnly: phraseOnly
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
