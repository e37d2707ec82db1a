import Foundation
import RefreshTestSupport
import Testing

/// Every trace in Conformance/ gives its expected effects through `refreshpreview replay
/// --expect`, and a difference is reported with the first differing effect.
@Suite("Conformance traces")
struct ConformanceTests {
    static let folder = Program.root + "/Conformance"

    static var traces: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".expected.jsonl") }
            .map { String($0.dropLast(".jsonl".count)) }.sorted()
    }

    static func arguments(for name: String, expected: String? = nil) -> [String] {
        var arguments = ["replay", "--expect", expected ?? "Conformance/\(name).expected.jsonl"]
        if FileManager.default.fileExists(atPath: folder + "/\(name).skin.xml") {
            arguments += ["--skin-file", "Conformance/\(name).skin.xml"]
        }
        return arguments + ["Conformance/\(name).jsonl"]
    }

    @Test func everyBehaviourHasATrace() {
        #expect(Self.traces.count >= 12)
    }

    @Test(arguments: traces)
    func traceMatchesItsExpectedEffects(name: String) throws {
        let trace = try String(contentsOfFile: Self.folder + "/\(name).jsonl", encoding: .utf8)
        #expect(trace.hasPrefix("# "), "\(name).jsonl starts with comments saying what it checks")
        let run = try Program.run(Self.arguments(for: name))
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("ok: ") && run.stdout.contains(" effects match "), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test func aDifferenceIsShownAndFails() throws {
        let expected = try String(contentsOfFile: Self.folder + "/haptics.expected.jsonl", encoding: .utf8)
        let changed = expected.replacingOccurrences(of: #""haptic":"success""#, with: #""haptic":"failure""#)
        let path = Program.home + "/changed.expected.jsonl"
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Program.run(Self.arguments(for: "haptics", expected: path))
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderrLines == [
                "error: effect 14 differs from line 15 of the expected effects",
                #"  expected: {"input":8,"edge":"header","haptic":"failure"}"#,
                #"  actual:   {"input":8,"edge":"header","haptic":"success"}"#,
            ],
            "\(run)"
        )
        // Without the skin's haptics the effects differ at once.
        let classic = try Program.run([
            "replay", "--expect", "Conformance/haptics.expected.jsonl", "Conformance/haptics.jsonl",
        ])
        #expect(classic.status == 1 && classic.stderrLines.first?.hasPrefix("error: effect 2 differs") == true)
    }

    @Test func missingAndExtraEffectsAreDifferences() throws {
        let path = Program.home + "/short.expected.jsonl"
        try "# only the first effect\n{\"input\":4,\"edge\":\"header\",\"state\":\"pulling\"}\n".write(
            toFile: path,
            atomically: true,
            encoding: .utf8
        )
        let extra = try Program.run(["replay", "--expect", path, "Conformance/haptics.jsonl"])
        #expect(extra.status == 1)
        #expect(extra.stderrLines.first == "error: effect 2 was not expected: the expected effects end before it")
        let missing = try Program.run(
            ["replay", "--expect", "Conformance/haptics.expected.jsonl", "-"],
            input: #"{"event":"tick"}"# + "\n"
        )
        #expect(missing.status == 1)
        #expect(
            missing.stderrLines.first
                == "error: effect 1 is missing: the replay ended before line 2 of the expected effects"
        )
    }

    @Test("Traces and expected effects read the same with LF, with CRLF, and without a last newline")
    func lineEndings() throws {
        let trace = try String(contentsOfFile: Self.folder + "/haptics.jsonl", encoding: .utf8)
        let expected = try String(contentsOfFile: Self.folder + "/haptics.expected.jsonl", encoding: .utf8)
        let lf = try Program.run(Self.arguments(for: "haptics"))
        #expect(lf.status == 0 && lf.stdout.hasPrefix("ok: "), "\(lf)")
        for (index, ending) in ["\r\n", "\r\n-no-last", "\n-no-last"].enumerated() {
            let newline = ending.hasPrefix("\r") ? "\r\n" : "\n"
            func converted(_ text: String) -> String {
                let lines = text.replacingOccurrences(of: "\n", with: newline)
                return ending.hasSuffix("-no-last") ? String(lines.dropLast(newline.count)) : lines
            }
            let tracePath = Program.home + "/haptics-\(index).jsonl"
            let expectedPath = Program.home + "/haptics-\(index).expected.jsonl"
            try converted(trace).write(toFile: tracePath, atomically: true, encoding: .utf8)
            try converted(expected).write(toFile: expectedPath, atomically: true, encoding: .utf8)
            let run = try Program.run([
                "replay", "--expect", expectedPath, "--skin-file", "Conformance/haptics.skin.xml", tracePath,
            ])
            #expect(run.status == 0, "\(ending): \(run)")
            let same = lf.stdout.replacingOccurrences(of: "Conformance/haptics.expected.jsonl", with: expectedPath)
            #expect(run.stdout == same, "\(ending): \(run)")
        }
        // A CRLF file whose first line is a comment was once read as one comment line: it
        // expected nothing, and a replay with no effects passed.
        let path = Program.home + "/crlf.expected.jsonl"
        try "# one effect\r\n{\"input\":1,\"edge\":\"header\",\"state\":\"pulling\"}\r\n".write(
            toFile: path,
            atomically: true,
            encoding: .utf8
        )
        let none = try Program.run(["replay", "--expect", path, "-"], input: #"{"event":"tick"}"# + "\r\n")
        #expect(none.status == 1, "\(none)")
        #expect(
            none.stderrLines.first
                == "error: effect 1 is missing: the replay ended before line 2 of the expected effects",
            "\(none)"
        )
    }

    @Test("A 15.9 MB expected-effects file of nested arrays is checked in bounded memory")
    func hugeNestedExpectedEffects() throws {
        // Each line nests arrays 60 deep inside an effect object: parsed, a line takes about 30
        // times its bytes, and keeping every line parsed took 460 MB here (943 MB in the report)
        // and crashed under a 300 MB address-space limit. Checked a line at a time, it takes
        // about 70 MB, and ends with its plain answer under a 250 MB limit.
        let line =
            #"{"input":1,"edge":"header","deep":"# + String(repeating: "[", count: 60)
            + String(repeating: "]", count: 60) + "}\n"
        let path = Program.home + "/nested.expected.jsonl"
        let count = 15_900_000 / line.utf8.count
        try String(repeating: line, count: count).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = #"ulimit -v 250000; exec "$0" replay --expect "$1" -"#
        let run = try Program.run([path], input: #"{"event":"tick"}"# + "\n", prefix: ["/bin/sh", "-c", script])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderrLines.first
                == "error: effect 1 is missing: the replay ended before line 1 of the expected effects",
            "\(run)"
        )
        // A line past the trace line cap is refused with its number, like a trace line.
        let long = "# fine\n{\"input\":1,\"pad\":\"" + String(repeating: "x", count: 70_000) + "\"}\n"
        try long.write(toFile: path, atomically: true, encoding: .utf8)
        let refused = try Program.run(["replay", "--expect", path, "Conformance/haptics.jsonl"])
        #expect(refused.status == 1)
        #expect(refused.stderrLines == ["error: \(path): line 2: the line is longer than 65536 bytes"], "\(refused)")
    }

    @Test func unreadableExpectedEffectsAreClearErrors() throws {
        let missing = try Program.run(["replay", "--expect", "no-such.jsonl", "Conformance/haptics.jsonl"])
        #expect(missing.status == 1)
        #expect(missing.stderrLines == ["error: cannot read the expected effects 'no-such.jsonl': no such file"])
        let path = Program.home + "/bad.expected.jsonl"
        try "# fine\n[1,2]\n".write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try Program.run(["replay", "--expect", path, "Conformance/haptics.jsonl"])
        #expect(bad.status == 1)
        #expect(
            bad.stderrLines.first?.hasSuffix(
                "line 2: expected an effect object such as {\"input\":1,\"edge\":\"header\",\"refresh\":true}, found an array"
            ) == true,
            "\(bad)"
        )
    }
}

/// Conformance/dates/: relative dates where date libraries are known to go wrong, each case
/// naming its report, checked by `refreshpreview last-updated --expect`.
@Suite("Conformance dates")
struct ConformanceDateTests {
    static let cases = "Conformance/dates/relative-dates.jsonl"

    @Test("Every case gives its expected label")
    func casesMatch() throws {
        let run = try Program.run(["last-updated", "--expect", Self.cases])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "ok: 22 cases match \(Self.cases)\n", "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let text = try String(contentsOfFile: Program.root + "/" + Self.cases, encoding: .utf8)
        let requests = text.split(separator: "\n").filter { $0.hasPrefix("{") }
        #expect(requests.count == 22)
        #expect(requests.allSatisfy { $0.contains(#""report":""#) && $0.contains(#""expect":""#) })
    }

    @Test("A case that differs is named with its report, and fails")
    func differenceFails() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/cases.jsonl"
        let cases = [
            "# a comment",
            #"{"report":"date-fns #3478","locale":"en","date":"2026-11-28T22:30:00Z","now":"2026-11-28T23:30:00Z","expect":"Last updated: yesterday"}"#,
            #"{"report":"no expectation","locale":"en","date":1,"now":2}"#,
            #"{"locale":"en","dat":1,"expect":"x"}"#,
        ]
        try (cases.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Program.run(["last-updated", "--expect", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines == [
                "error: \(path):2 (date-fns #3478): expected 'Last updated: yesterday', got 'Last updated: 1 hour ago'",
                "error: \(path):3 (no expectation): the case has no \"expect\" (the label it must give)",
                "error: \(path): line 4: unknown field 'dat'; the fields are locale, date, now, timeZone and style",
                "error: 3 of 3 cases differ from \(path)",
            ],
            "\(run)"
        )
    }

    @Test(
        "A file with no case (empty, or only blank lines and comments) fails: it checks nothing",
        arguments: ["", "# only a comment\n", "\n  \r\n# one\n#two"]
    )
    func noCaseFails(text: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("cases.jsonl", text)
        let run = try Program.run(["last-updated", "--expect", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines == [
                "error: '\(path)' holds no cases, only blank lines and comments; "
                    + "add a request line with the label it must give in \"expect\""
            ],
            "\(run)"
        )
    }
}
