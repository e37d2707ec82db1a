import Foundation
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
                "error: effect 13 differs from line 14 of the expected effects",
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
