import Foundation
import Testing

/// End-to-end tests of `refreshpreview last-updated --batch`: JSON Lines in, one label a line out,
/// bad lines reported with their number while the rest are still labelled.
@Suite struct BatchProgramTests {
    /// 2026-11-30T14:03:00Z.
    static let now = 1_796_047_380

    static func lines(_ objects: [String]) -> String { objects.map { $0 + "\n" }.joined() }

    @Test("Several locales, ISO 8601 and epoch seconds, null dates, zones and styles: one label a line")
    func labelsInOrder() throws {
        let input = Self.lines([
            #"{"locale":"de","date":\#(Self.now - 300),"now":\#(Self.now)}"#,
            #"{"locale":"ja","date":"2026-11-28T09:12:00Z","now":"2026-11-29T10:00:00Z"}"#,
            #"{"locale":"ar","date":null}"#,
            #"{"locale":"ru","date":"2026-11-30T12:03:00.250Z","now":"2026-11-30T14:03:00Z"}"#,
            #"{"locale":"en","date":"2026-11-29T14:03:00Z","now":"2026-11-29T14:03:30Z","style":"calendar","timeZone":"Asia/Tokyo"}"#,
            #"{"date":\#(Self.now - 7200),"now":\#(Self.now),"locale":"fr-CA,fr;q=0.9"}"#,
        ])
        let run = try Program.run(["last-updated", "--batch"], input: input)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdoutLines == [
                "Zuletzt aktualisiert: vor 5 Minuten",
                "最終更新：昨日",
                "لم يتم التحديث مطلقًا",
                "Обновлено: 1 час назад",
                "Last updated: today, 11:03\u{202F}PM",  // ICU's narrow no-break space
                "Dernière mise à jour\u{00A0}: il y a 2 heures",
            ]
        )
    }

    @Test("Each label is the one the single-date command prints")
    func sameAsSingleCommand() throws {
        let cases: [(String, Int)] = [("de", 300), ("ja", 90_000), ("he", 5_000_000), ("pl", 7_200), ("en-GB", 40)]
        let input = Self.lines(
            cases.map { #"{"locale":"\#($0.0)","date":\#(Self.now - $0.1),"now":\#(Self.now)}"# }
        )
        let batch = try Program.run(["last-updated", "--batch"], input: input)
        #expect(batch.status == 0, "\(batch)")
        for (index, (tag, ago)) in cases.enumerated() {
            let single = try Program.run([
                "last-updated", "--locale", tag, "--ago", "\(ago)", "--now", "2026-11-30T14:03:00Z",
            ])
            #expect(batch.stdoutLines[index] == single.stdoutLines.first, "\(tag) \(ago)")
        }
    }

    @Test("Malformed lines in the middle: an empty output line and 'error: line N', the rest still labelled")
    func malformedLinesGoOn() throws {
        let input = Self.lines([
            #"{"locale":"de","date":\#(Self.now - 60),"now":\#(Self.now)}"#,
            "not json",
            "",
            #"[1,2]"#,
            #"{"locale":"de","date":"yesterday"}"#,
            #"{"locale":"de","now":\#(Self.now)}"#,
            #"{"locale":"de","date":1e300,"now":0}"#,
            #"{"locale":"de","date":1,"dat":2}"#,
            #"{"locale":"de","date":1,"date":2}"#,
            #"{"locale":"xx-!!","date":1}"#,
            #"{"locale":"de","date":1,"timeZone":"Mars/Olympus"}"#,
            #"{"locale":"de","date":1,"style":"fancy"}"#,
            #"{"locale":7,"date":1}"#,
            #"{"locale":"en","date":\#(Self.now - 120),"now":\#(Self.now)}"#,
        ])
        let run = try Program.run(["last-updated", "--batch"], input: input)
        #expect(run.status == 1, "\(run)")
        let out = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(out.count == 15, "\(run)")  // 14 answers and the text after the last newline
        #expect(out.first == "Zuletzt aktualisiert: vor 1 Minute")
        #expect(out[13] == "Last updated: 2 minutes ago")
        #expect(out[1..<13].allSatisfy { $0.isEmpty })
        let errors = run.stderrLines
        #expect(errors.count == 12, "\(run)")
        for (index, line) in errors.enumerated() { #expect(line.hasPrefix("error: line \(index + 2): "), "\(line)") }
        #expect(errors[1] == "error: line 3: an empty line; each line is a JSON object")
        #expect(errors[3].contains("\"date\" takes ISO 8601 text"))
        #expect(errors[4].contains("has no \"date\""))
        #expect(errors[5].contains("cannot be shown"))
        #expect(errors[6].contains("unknown field 'dat'"))
        #expect(errors[7].contains("appears twice"))
        #expect(errors[8].contains("malformed locale"))
        #expect(errors[9].contains("Mars/Olympus"))
        #expect(errors[10].contains("\"style\" is one of relative, calendar, absolute"))
        #expect(errors[11].contains("\"locale\" takes a string, not a number"))
    }

    @Test("CRLF input and a last line without a newline are labelled like LF input")
    func lineEndings() throws {
        let objects = [
            #"{"locale":"de","date":\#(Self.now - 300),"now":\#(Self.now)}"#,
            "",
            #"{"locale":"ja","date":"2026-11-28T09:12:00Z","now":"2026-11-29T10:00:00Z"}"#,
        ]
        let lf = try Program.run(["last-updated", "--batch"], input: Self.lines(objects))
        #expect(lf.stdout == "Zuletzt aktualisiert: vor 5 Minuten\n\n最終更新：昨日\n", "\(lf)")
        #expect(lf.stderrLines == ["error: line 2: an empty line; each line is a JSON object"])
        let inputs = [
            objects.map { $0 + "\r\n" }.joined(), objects.joined(separator: "\r\n"), objects.joined(separator: "\n"),
        ]
        for input in inputs {
            let run = try Program.run(["last-updated", "--batch"], input: input)
            #expect(run.status == lf.status && run.stdout == lf.stdout && run.stderr == lf.stderr, "\(run)")
        }
    }

    @Test(
        "An impossible date or offset is an error line, and the next line is still labelled",
        arguments: [
            ("2026-02-30T14:03:00Z", "February 2026 has 28 days, so the day is 01 to 28, not 30"),
            ("2024-02-30T14:03:00Z", "February 2024 has 29 days, so the day is 01 to 29, not 30"),
            ("2100-02-29T14:03:00Z", "February 2100 has 28 days, so the day is 01 to 28, not 29"),
            ("2026-04-31T14:03:00Z", "April 2026 has 30 days, so the day is 01 to 30, not 31"),
            ("2026-11-00T14:03:00Z", "November 2026 has 30 days, so the day is 01 to 30, not 0"),
            ("2026-13-01T14:03:00Z", "the month is 01 to 12, not 13"),
            ("2026-00-01T14:03:00Z", "the month is 01 to 12, not 0"),
            ("2026-11-29T24:00:00Z", "the hour is 00 to 23, not 24"),
            ("2026-11-29T14:60:00Z", "the minutes are 00 to 59, not 60"),
            ("2026-11-29T14:03:61Z", "the seconds are 00 to 59, not 61"),
            ("2026-11-29T14:03:00+25:00", "an offset's hours are 00 to 23, not 25"),
            ("2026-11-29T14:03:00-01:60", "an offset's minutes are 00 to 59, not 60"),
            ("2026-11-29T14:03:00", "write it as YYYY-MM-DDTHH:MM:SS, with Z or an offset such as +01:00 at the end"),
            ("2026-11-29T14:03:00.Z", "write it as YYYY-MM-DDTHH:MM:SS, with Z or an offset such as +01:00 at the end"),
            ("2026-11-29 14:03:00Z", "write it as YYYY-MM-DDTHH:MM:SS, with Z or an offset such as +01:00 at the end"),
        ]
    )
    func impossibleDates(text: String, reason: String) throws {
        let input = Self.lines([
            #"{"locale":"en","date":"\#(text)","now":"2026-11-30T14:03:00Z"}"#,
            #"{"locale":"en","date":"2026-11-29T14:03:00Z","now":"\#(text)"}"#,
            #"{"locale":"en","date":"2024-02-29T23:30:00.5-01:30","now":"2024-03-01T01:00:00.5Z"}"#,
        ])
        let run = try Program.run(["last-updated", "--batch"], input: input)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == "\n\nLast updated: now\n", "\(run)")
        let message =
            "takes ISO 8601 text with a time and zone, such as 2026-11-29T14:03:00Z, or epoch seconds, "
            + "not '\(text)': \(reason)"
        #expect(
            run.stderrLines == ["error: line 1: \"date\" \(message)", "error: line 2: \"now\" \(message)"],
            "\(run)"
        )
        let single = try Program.run(["last-updated", "--locale", "en", "--date", text])
        #expect(single.status == 64, "\(single)")
        #expect(single.stderrLines.first?.hasSuffix("not '\(text)': \(reason)") == true, "\(single)")
    }

    @Test("A line over 64 KiB is refused and skipped; the lines after it are labelled")
    func hugeLine() throws {
        let huge = #"{"locale":"de","date":1,"pad":""# + String(repeating: "x", count: 200_000) + #""}"#
        let input = Self.lines([
            huge,
            #"{"locale":"ja","date":\#(Self.now - 3600),"now":\#(Self.now)}"#,
        ])
        let run = try Program.run(["last-updated", "--batch"], input: input)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == "\n最終更新：1 時間前\n")
        #expect(run.stderrLines == ["error: line 1: the line is longer than 65536 bytes; it is skipped"])
    }

    @Test("An endless line is reported as soon as it passes the cap, while the program keeps reading")
    func endlessLine() throws {
        // The program cannot end (its input never does): `timeout` terminates it after 3 seconds
        // (with TERM, which the program unblocks even when the test runner's children inherit it
        // blocked), and by then the label before the endless line and the line's error are out.
        let first = #"{"locale":"de","date":\#(Self.now - 300),"now":\#(Self.now)}"#
        let script = #"{ printf '%s\n' "$1"; yes | tr -d '\n'; } | timeout 3 "$0" last-updated --batch"#
        let run = try Program.run([first], prefix: ["/bin/sh", "-c", script])
        #expect(run.status == 124, "\(run)")  // stopped by timeout: the program was still reading
        #expect(run.stdout == "Zuletzt aktualisiert: vor 5 Minuten\n\n")
        // Only the program's own lines: the shell may add "Killed", and `tr` a broken-pipe note.
        #expect(
            run.stderrLines.filter { $0.hasPrefix("error:") } == [
                "error: line 2: the line is longer than 65536 bytes; it is skipped"
            ]
        )
    }

    @Test("Empty input: no output, status 0; a last line without a newline is still labelled")
    func emptyInputAndLastLine() throws {
        let empty = try Program.run(["last-updated", "--batch"], input: "")
        #expect(empty.status == 0, "\(empty)")
        #expect(empty.stdout.isEmpty && empty.stderr.isEmpty)
        let unterminated = try Program.run(
            ["last-updated", "--batch", "--locale", "de"],
            input: #"{"date":\#(Self.now - 300),"now":\#(Self.now)}"#
        )
        #expect(unterminated.status == 0, "\(unterminated)")
        #expect(unterminated.stdout == "Zuletzt aktualisiert: vor 5 Minuten\n")
    }

    @Test("Options apply to every line: --locale, --style, --unit-width, --time-zone, --phrase")
    func optionsAsDefaults() throws {
        let input = Self.lines([
            #"{"date":"2026-11-28T09:12:00Z","now":"2026-11-29T10:00:00Z"}"#,
            #"{"date":"2026-11-28T09:12:00Z","now":"2026-11-29T10:00:00Z","locale":"ja"}"#,
        ])
        let run = try Program.run(
            ["last-updated", "--batch", "--locale", "de", "--style", "calendar", "--time-zone", "Europe/Berlin"],
            input: input
        )
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == ["Zuletzt aktualisiert: gestern, 10:12", "最終更新：昨日 10:12"])
        let phrases = try Program.run(
            ["last-updated", "--batch", "--phrase", "--unit-width", "short"],
            input: Self.lines([#"{"locale":"sw","date":\#(Self.now - 300),"now":\#(Self.now)}"#])
        )
        #expect(phrases.status == 0, "\(phrases)")
        #expect(phrases.stdoutLines == ["Dakika 5 zilizopita"])
    }

    @Test("A future date reads as now; with --future error it is an error, line by line and alone")
    func futureDates() throws {
        let input = Self.lines([
            #"{"locale":"de","date":"2026-12-01T14:03:00Z","now":"2026-11-29T14:03:00Z"}"#,
            #"{"locale":"de","date":"2026-11-29T14:05:00Z","now":"2026-11-29T14:03:00Z"}"#,
        ])
        let lenient = try Program.run(["last-updated", "--batch"], input: input)
        #expect(lenient.status == 0, "\(lenient)")
        let now = try Program.run(["last-updated", "--locale", "de", "--ago", "0", "--now", "2026-11-29T14:03:00Z"])
        #expect(lenient.stdoutLines == [now.stdout, now.stdout].map { $0.trimmingCharacters(in: .newlines) })
        let strict = try Program.run(["last-updated", "--batch", "--future", "error"], input: input)
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stdout == "\n" + now.stdout, "\(strict)")
        #expect(
            strict.stderrLines == [
                "error: line 1: the date is 172800 seconds in the future, more than the clock-skew tolerance of 300 "
                    + "seconds; a last-updated date cannot be later than now. Check the clock that stamped it, or read "
                    + "future dates as now (the default future policy)."
            ],
            "\(strict)"
        )
        let single = try Program.run(["last-updated", "--future", "error", "--ago", "-7200"])
        #expect(single.status == 64, "\(single)")
        #expect(
            single.stderrLines.first?.hasPrefix("error: the date is 7200 seconds in the future") == true,
            "\(single)"
        )
    }

    @Test("--batch with --ago, --date or --now is a usage error")
    func batchUsage() throws {
        for extra in [["--ago", "3"], ["--date", "2026-11-29T14:03:00Z"], ["--now", "2026-11-29T14:03:00Z"]] {
            let run = try Program.run(["last-updated", "--batch"] + extra)
            #expect(run.status == 64, "\(run)")
            #expect(run.stderrLines.first?.hasPrefix("error: --batch reads each date") == true)
        }
    }

    @Test("A closed standard output ends the batch with status 1")
    func closedOutput() throws {
        let input = Self.lines([#"{"locale":"de","date":1,"now":2}"#])
        let run = try Program.run(
            ["last-updated", "--batch"],
            input: input,
            prefix: ["/bin/sh", "-c", #"exec "$0" "$@" >&-"#]
        )
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("cannot write to standard output"))
    }
}

/// `--batch --format json`, and what the batch says about fallbacks.
@Suite struct BatchJSONProgramTests {
    @Test("--format json: one object a line with label, locale, fallback, direction and validUntil; errors as objects")
    func jsonAnswers() throws {
        let input = [
            #"{"locale":"de","date":"2026-11-29T13:58:00Z","now":"2026-11-29T14:03:30Z"}"#,
            #"{"locale":"ar","date":null}"#,
            #"{"locale":"de","dat":1}"#,
            #"{"locale":"zu","date":"2020-01-01T00:00:00Z","now":"2026-11-29T14:03:30Z"}"#,
        ].map { $0 + "\n" }.joined()
        let run = try Program.run(["last-updated", "--batch", "--format", "json"], input: input)
        #expect(run.status == 1, "\(run)")
        let text = try Program.run(["last-updated", "--batch"], input: input)
        let labels = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            run.stdoutLines == [
                #"{"label":"\#(labels[0])","locale":"de","fallback":false,"direction":"ltr","validUntil":1795961040}"#,
                #"{"label":"\#(labels[1])","locale":"ar","fallback":false,"direction":"rtl","validUntil":null}"#,
                #"{"error":"unknown field 'dat'; the fields are locale, date, now, timeZone and style","line":3}"#,
                #"{"label":"\#(labels[3])","locale":"en","fallback":true,"direction":"ltr","validUntil":null}"#,
            ],
            "\(run)"
        )
        // 13:58 seen at 14:03:30 is "5 minutes ago" until 14:04 (1795961040).
        #expect(labels[0] == "Zuletzt aktualisiert: vor 5 Minuten")
        let usage = try Program.run(["last-updated", "--format", "json", "--ago", "3"])
        #expect(usage.status == 64, "\(usage)")
    }

    @Test("A locale with no catalog is warned about once on standard error; '*' and '' are the default")
    func fallbackWarnings() throws {
        let input = [
            #"{"locale":"zu","date":1,"now":2}"#, #"{"locale":"zu","date":1,"now":2}"#,
            #"{"locale":"i-klingon","date":1,"now":2}"#, #"{"locale":"*","date":1,"now":2}"#,
            #"{"locale":"","date":1,"now":2}"#,
        ].map { $0 + "\n" }.joined()
        let run = try Program.run(["last-updated", "--batch", "--locale", "de"], input: input)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.count == 5)
        #expect(run.stdoutLines.suffix(2).allSatisfy { $0 == "Zuletzt aktualisiert: jetzt" }, "\(run)")
        #expect(
            run.stderrLines == [
                "warning: line 1: no catalog for 'zu'; using 'en' instead",
                "warning: line 3: no catalog for 'tlh'; using 'en' instead",  // i-klingon is tlh now
            ],
            "\(run)"
        )
    }
}
