import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshSupport
import RefreshTrace

/// `refreshpreview last-updated --batch`: JSON Lines requests on standard input, one label per
/// line on standard output, so a service written in another language can keep the program
/// running as a subprocess.
///
/// Each input line is an object: `locale` (a tag, POSIX id or Accept-Language list; default the
/// `--locale` option, else the environment), `date` (ISO 8601 text with a zone, every field in
/// its range, see ``InternetDateTime``; or epoch seconds as a number; `null` for "never
/// updated"), optionally `now` (the same forms; default the clock when the line is read),
/// `timeZone` (an IANA zone; default `--time-zone`, `TZ`, UTC) and `style` (`relative`,
/// `calendar`, `absolute`; default `--style`). Lines end with LF or CRLF (`LineSplitter`).
///
/// Output line N answers input line N: a line that fails prints an empty line on standard output
/// (with `--format json`, an object with the error and the line number) and `error: line N: …`
/// on standard error, and the next line is read. The exit status is 0 when every line was
/// labelled, 1 when any failed (or standard output could not be written). A locale with no
/// catalog is labelled in the fallback catalog and warned about on standard error once. Memory
/// stays bounded: lines longer than 64 KiB are refused as soon as the cap is passed.
package struct LastUpdatedBatch {
    /// How each answer is written on standard output (`--format`).
    package enum Format: String, Sendable, CaseIterable {
        /// The label alone; an empty line for a line that failed.
        case text
        /// One JSON object a line: `{"label","locale","fallback","direction","validUntil"}`, or
        /// `{"error","line"}` for a line that failed.
        case json
    }

    /// The answer to one input line.
    package struct Answer: Sendable {
        /// The input line's number, from 1.
        package var line: Int
        /// The label, or `nil` when the line failed.
        package var label: LabelDetails?
        /// Why the line failed: the message after `error: line N: `.
        package var problem: String?
        /// A warning for standard error (a locale labelled in the fallback catalog, said once per
        /// requested locale), without `warning: `.
        package var warning: String?
        /// With `--expect`: the line's `"expect"` (the label it must give) and `"report"` (the
        /// bug report the case reproduces).
        package var expected: String?
        package var report: String?

        /// The line for standard error, `line N: …`, when the line failed.
        package var error: String? { problem.map { "line \(line): \($0)" } }

        /// Appends the line for standard output, with its newline, to UTF-8 `bytes` (the batch
        /// writes its answers in blocks, a line at a time, building no string).
        package func write(_ format: Format, to bytes: inout [UInt8]) {
            switch format {
            case .text:
                if let text = label?.text { bytes.append(contentsOf: text.utf8) }
            case .json:
                guard let label else {
                    bytes.append(contentsOf: "{\"error\":".utf8)
                    JSONText.append(problem ?? "", to: &bytes)
                    bytes.append(contentsOf: ",\"line\":\(line)}".utf8)
                    break
                }
                bytes.append(contentsOf: "{\"label\":".utf8)
                JSONText.append(label.text, to: &bytes)
                bytes.append(contentsOf: ",\"locale\":".utf8)
                JSONText.append(label.locale, to: &bytes)
                bytes.append(contentsOf: label.isFallback ? ",\"fallback\":true".utf8 : ",\"fallback\":false".utf8)
                bytes.append(
                    contentsOf: label.isRightToLeft ? ",\"direction\":\"rtl\"".utf8 : ",\"direction\":\"ltr\"".utf8
                )
                bytes.append(contentsOf: ",\"validUntil\":".utf8)
                if let until = label.validUntil {
                    bytes.append(contentsOf: NumberText.shortest(until.timeIntervalSince1970).utf8)
                } else {
                    bytes.append(contentsOf: "null".utf8)
                }
                bytes.append(UInt8(ascii: "}"))
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// A label and what a client may want to know about it.
    package struct LabelDetails: Sendable {
        /// The label (or, with `--phrase`, the bare phrase).
        package var text: String
        /// The catalog locale it is in (with `--phrase`, the locale of the phrase).
        package var locale: String
        /// Whether no catalog of the requested languages had it.
        package var isFallback: Bool
        /// Whether it runs right to left.
        package var isRightToLeft: Bool
        /// When it stops being true (epoch seconds in JSON), or `nil` when it never changes.
        package var validUntil: Date?
    }

    /// The longest input line accepted, in bytes (the replayer's cap).
    package static let maximumLineLength = Replayer.maximumLineLength
    /// The most labelers kept (by locale, zone and style) before the cache starts over: a
    /// service rotating 10,000 combinations (50 locales, 50 zones, 4 styles) keeps them all. A
    /// labeler made again costs no ICU formatter opening (those are kept per locale and per
    /// zone, see `FormatterStore`), so past the limit the rate falls by a few times, not a
    /// hundred.
    static let labelerLimit = 16_384

    private let options: LastUpdatedOptions
    private let environment: [String: String]
    private let defaultZone: String
    private var labelers: [LabelerKey: Labeler] = [:]
    private var lineNumber = 0
    /// The requested locales already warned about (bounded as the labelers are).
    private var warnedLocales: Set<String> = []
    /// How many lines failed so far.
    package private(set) var failures = 0

    private struct LabelerKey: Hashable {
        let locale: String?
        let zone: String
        let style: LastUpdatedFormatter.Style
    }

    /// A full labeler, or a bare phrase formatter for `--phrase`.
    private enum Labeler {
        case label(LastUpdatedLabeler)
        case phrase(LastUpdatedFormatter)
    }

    /// One line's failure: the message after `error: line N: `.
    private struct LineError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// A batch with the defaults of `options` (locale, zone, style, width, skeleton, phrase) and
    /// the environment's locale and `TZ` where the options set none.
    package init(options: LastUpdatedOptions, environment: [String: String]) {
        self.options = options
        self.environment = environment
        self.defaultZone = timeZoneSetting(options.timeZone, environment: environment)
    }

    /// Counts a line that is not a request (a comment of an `--expect` file).
    package mutating func skipLine() { lineNumber += 1 }

    /// The answer to the next line: its label, or the line's error (control characters escaped).
    package mutating func answer(_ line: LineSplitter.Line) -> Answer {
        lineNumber += 1
        var answer = Answer(line: lineNumber)
        do throws(LineError) {
            switch line {
            case .tooLong:
                throw LineError("the line is longer than \(Self.maximumLineLength) bytes; it is skipped")
            case .text(let bytes):
                answer.label = try label(bytes, into: &answer)
            }
        } catch {
            failures += 1
            answer.problem = error.message
        }
        return answer
    }

    private mutating func label(_ bytes: ArraySlice<UInt8>, into answer: inout Answer) throws(LineError)
        -> LabelDetails
    {
        let parsed: JSONValue
        do throws(JSONParseError) {
            // The parser checks the UTF-8 of the strings it reads; the rest is checked only when
            // the line fails, to say so.
            parsed = try JSONValue.parse(utf8: bytes)
        } catch {
            if bytes.isEmpty { throw LineError("an empty line; each line is a JSON object") }
            if String(validating: bytes, as: UTF8.self) == nil { throw LineError("the line is not valid UTF-8 text") }
            throw LineError("\(error)")
        }
        guard case .object(let fields) = parsed else {
            throw LineError("each line is a JSON object such as {\"locale\":\"de\",\"date\":\"2026-11-29T14:03:00Z\"}")
        }
        var locale = options.locale
        var date: Date??
        var now: Date?
        var zone = defaultZone
        var style = options.style
        // `JSONValue.parse` already refuses a key that appears twice.
        for (key, value) in fields {
            switch key {
            case "locale":
                // Empty or `*` asks for no language in particular, as in Accept-Language: the default.
                let requested = try Self.string(value, field: key)
                if !["", "*"].contains(requested.trimmingASCIIWhitespace()) { locale = requested }
            case "date": date = try value == .null ? Date?.none : moment(value, field: key)
            case "now": now = try moment(value, field: key)
            case "timeZone": zone = try Self.string(value, field: key)
            case "expect" where options.expectPath != nil: answer.expected = try Self.string(value, field: key)
            case "report" where options.expectPath != nil: answer.report = try Self.string(value, field: key)
            case "style":
                let name = try Self.string(value, field: key)
                guard let chosen = LastUpdatedFormatter.Style(rawValue: name) else {
                    let names = LastUpdatedFormatter.Style.allCases.map(\.rawValue).joined(separator: ", ")
                    throw LineError("\"style\" is one of \(names), not '\(escaped(name))'")
                }
                style = chosen
            default:
                throw LineError(
                    "unknown field '\(escaped(key))'; the fields are locale, date, now, timeZone and style"
                )
            }
        }
        guard let date else { throw LineError("the line has no \"date\" (ISO 8601 text or epoch seconds)") }
        if options.phraseOnly && date == nil { throw LineError("--phrase has no phrase for a null \"date\"") }
        do throws(LocalizationError) {
            let labeler = try labeler(locale: locale, zone: zone, style: style)
            let moment = now ?? Date()
            switch labeler {
            case .label(let labeler):
                let label = try labeler.label(for: date, relativeTo: moment)
                if label.isFallback, let text = labeler.strings.warning {
                    answer.warning = warnOnce(about: locale ?? "", text)
                }
                return LabelDetails(
                    text: label.text,
                    locale: label.locale.languageTag,
                    isFallback: label.isFallback,
                    isRightToLeft: label.isRightToLeft,
                    validUntil: try labeler.validUntil(for: date, relativeTo: moment)
                )
            case .phrase(let formatter):
                let date = date ?? moment
                return LabelDetails(
                    text: try formatter.string(for: date, relativeTo: moment),
                    locale: formatter.locale.languageTag,
                    isFallback: false,
                    isRightToLeft: formatter.locale.isRightToLeft,
                    validUntil: try formatter.validUntil(for: date, relativeTo: moment)
                )
            }
        } catch {
            throw LineError(error.description)
        }
    }

    /// `text` the first time `locale` falls back, `nil` after.
    private mutating func warnOnce(about locale: String, _ text: String) -> String? {
        if warnedLocales.count >= Self.labelerLimit { warnedLocales.removeAll(keepingCapacity: true) }
        return warnedLocales.insert(locale).inserted ? text : nil
    }

    private mutating func labeler(locale: String?, zone: String, style: LastUpdatedFormatter.Style)
        throws(LocalizationError) -> Labeler
    {
        let key = LabelerKey(locale: locale, zone: zone, style: style)
        if let known = labelers[key] { return known }
        let made: Labeler
        if options.phraseOnly {
            made = .phrase(
                try options.phraseFormatter(locale: locale, environment: environment, zone: zone, style: style)
            )
        } else {
            let strings = try CatalogSet.builtIn.strings(for: parseRequest(locale, environment: environment))
            made = .label(try options.labeler(strings, zone: zone, style: style))
        }
        if labelers.count >= Self.labelerLimit { labelers.removeAll(keepingCapacity: true) }
        labelers[key] = made
        return made
    }

    /// A date field: ISO 8601 text with a time and zone, or epoch seconds.
    private func moment(_ value: JSONValue, field: String) throws(LineError) -> Date {
        switch value {
        case .number(let seconds):
            return Date(timeIntervalSince1970: seconds)
        case .string(let text):
            do throws(InternetDateTime.Problem) {
                return try InternetDateTime.date(from: text)
            } catch {
                throw LineError(
                    "\"\(field)\" takes ISO 8601 text with a time and zone, such as 2026-11-29T14:03:00Z, or epoch "
                        + "seconds, not '\(escaped(text))': \(error.reason)"
                )
            }
        default:
            throw LineError(
                "\"\(field)\" takes ISO 8601 text or epoch seconds, not \(value.typeDescription)"
            )
        }
    }

    private static func string(_ value: JSONValue, field: String) throws(LineError) -> String {
        guard case .string(let text) = value else {
            throw LineError("\"\(field)\" takes a string, not \(value.typeDescription)")
        }
        return text
    }

    private func escaped(_ text: String) -> String { ControlCharacters.escaped(text) }
}
