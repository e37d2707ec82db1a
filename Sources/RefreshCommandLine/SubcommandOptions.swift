import Foundation
import RefreshCore
import RefreshLocalization
import RefreshSupport

/// `refreshpreview replay [--expect EXPECTED] [--skin NAME | --skin-file F] [FILE]`.
package struct ReplayOptions: Sendable {
    package var skinName: String?
    /// Skin files to load; without `--skin`, the last one's skin is used.
    package var skinFiles: [String] = []
    /// A file of expected effects to check the replay against, instead of printing the effects.
    package var expectPath: String?
    /// The trace, or `-` for standard input.
    package var path: String

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> ReplayOptions {
        let skinName = try arguments.value("--skin")
        let skinFiles = try arguments.values("--skin-file")
        let expectPath = try arguments.value("--expect")
        let files = try arguments.positionals(max: 1)
        return ReplayOptions(skinName: skinName, skinFiles: skinFiles, expectPath: expectPath, path: files.first ?? "-")
    }
}

/// `refreshpreview skins [--skin-file PATH]...`.
package struct SkinsOptions: Sendable {
    package var skinFiles: [String]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> SkinsOptions {
        let files = try arguments.values("--skin-file")
        _ = try arguments.positionals(max: 0)
        return SkinsOptions(skinFiles: files)
    }
}

/// `refreshpreview lint [--root FOLDER] FILE...`.
package struct LintOptions: Sendable {
    package var root: String?
    package var files: [String]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> LintOptions {
        let root = try arguments.value("--root")
        let files = try arguments.positionals(max: Int.max)
        guard !files.isEmpty else { throw UsageError("name at least one skin file to check") }
        return LintOptions(root: root, files: files)
    }
}

/// `refreshpreview text [--locale L] KEY [NAME=VALUE]...`.
package struct TextOptions: Sendable {
    package var locale: String?
    /// The message's key.
    package var key: MessageKey
    package var values: [String: MessageArgument]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> TextOptions {
        let locale = try arguments.value("--locale")
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
            values[String(pair[..<equals])] = MessageArgument(parsing: String(pair[pair.index(after: equals)...]))
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
    package var phraseOnly: Bool

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> LastUpdatedOptions {
        let locale = try arguments.value("--locale")
        let ago = try arguments.value("--ago")
        let dateText = try arguments.value("--date")
        let nowText = try arguments.value("--now")
        let styleName = try arguments.choice("--style", from: LastUpdatedFormatter.Style.allCases.map(\.rawValue))
        let widthName = try arguments.choice("--width", from: LastUpdatedFormatter.Width.allCases.map(\.rawValue))
        let timeZone = try arguments.value("--time-zone")
        let skeleton = try arguments.value("--skeleton")
        let phraseOnly = arguments.flag("--phrase")
        let batch = arguments.flag("--batch")
        _ = try arguments.positionals(max: 0)
        if batch {
            guard ago == nil, dateText == nil, nowText == nil else {
                throw UsageError("--batch reads each date and now from standard input; drop --ago, --date and --now")
            }
            return LastUpdatedOptions(
                locale: locale,
                when: .batch,
                now: nil,
                style: styleName.flatMap(LastUpdatedFormatter.Style.init(rawValue:)) ?? .relative,
                width: widthName.flatMap(LastUpdatedFormatter.Width.init(rawValue:)) ?? .long,
                timeZone: timeZone,
                skeleton: skeleton,
                phraseOnly: phraseOnly
            )
        }

        let now = try nowText.map { text throws(UsageError) in try parseDate(text, option: "--now") }
        let when: When
        switch (ago, dateText) {
        case (let seconds?, nil):
            guard let value = Double(seconds), value.isFinite else {
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
            style: styleName.flatMap(LastUpdatedFormatter.Style.init(rawValue:)) ?? .relative,
            width: widthName.flatMap(LastUpdatedFormatter.Width.init(rawValue:)) ?? .long,
            timeZone: timeZone,
            skeleton: skeleton,
            phraseOnly: phraseOnly
        )
    }

    /// An ISO 8601 date with a time and a zone (fractional seconds allowed); `option` names
    /// where it came from in the error.
    package static func parseDate(_ text: String, option: String) throws(UsageError) -> Date {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        throw UsageError(
            "\(option) takes an ISO 8601 date with a time and zone, such as 2026-11-29T14:03:00Z, not '\(ControlCharacters.escaped(text))'"
        )
    }
}
