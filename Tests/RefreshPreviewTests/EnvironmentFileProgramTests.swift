import Foundation
import RefreshTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Environment variables that name files a library reads on its own: `TZ` (the C library's zone
/// file, read through ICU at the first date) and fontconfig's `FONTCONFIG_FILE` and
/// `FONTCONFIG_PATH` (read at the first measured text). A FIFO there hung the program and
/// `/dev/zero` grew it past 1.6 GB; `TZ=:/etc/passwd` fell back to UTC without the warning.
/// Each run is bounded by `timeout`: a hang fails as status 124 instead of hanging the tests.
@Suite struct EnvironmentFileProgramTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// `{dir}` is a folder holding a FIFO `pipe`.
        var environment: [String: String]
        var arguments: [String]
        var warning: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "TZ names a FIFO",
            environment: ["TZ": ":{dir}/pipe"],
            arguments: ["last-updated", "--ago", "5", "--style", "calendar"],
            warning: "warning: TZ names '{dir}/pipe', which is a FIFO (named pipe), not a regular file; using UTC"
        ),
        Case(
            name: "TZ names a FIFO in TZDIR",
            environment: ["TZ": "pipe", "TZDIR": "{dir}"],
            arguments: ["--state", "idle", "--color", "never"],
            warning: "warning: TZ and TZDIR name '{dir}/pipe', which is a FIFO (named pipe), not a regular file"
        ),
        Case(
            name: "TZ names a file that is no zone file",
            environment: ["TZ": ":/etc/passwd"],
            arguments: ["last-updated", "--ago", "5"],
            warning: "warning: the time zone ':/etc/passwd' from TZ is unknown; using UTC"
        ),
        Case(
            name: "FONTCONFIG_FILE names /dev/zero (lint)",
            environment: ["FONTCONFIG_FILE": "/dev/zero"],
            arguments: ["lint", "Resources/Skins/blue/blue.xml"],
            warning: "warning: FONTCONFIG_FILE names '/dev/zero', which is a device, not a regular file"
        ),
        Case(
            name: "FONTCONFIG_FILE names a FIFO (--svg)",
            environment: ["FONTCONFIG_FILE": "{dir}/pipe"],
            arguments: ["--svg", "{dir}/out.svg", "--state", "idle"],
            warning: "warning: FONTCONFIG_FILE names '{dir}/pipe', which is a FIFO (named pipe)"
        ),
        Case(
            name: "FONTCONFIG_PATH holds a FIFO fonts.conf (lint)",
            environment: ["FONTCONFIG_PATH": "{dir}/fonts"],
            arguments: ["lint", "Resources/Skins/blue/blue.xml"],
            warning: "warning: FONTCONFIG_PATH leads to '{dir}/fonts/fonts.conf', which is a FIFO (named pipe)"
        ),
    ]

    @Test("A variable naming a file no library may read is set aside with a warning naming it", arguments: cases)
    func setAside(_ example: Case) throws {
        let folder = try TemporaryFolder()
        try folder.mkdir("fonts")
        #expect(mkfifo(folder.path + "/pipe", 0o600) == 0)
        #expect(mkfifo(folder.path + "/fonts/fonts.conf", 0o600) == 0)
        func filled(_ text: String) -> String { text.replacingOccurrences(of: "{dir}", with: folder.path) }
        let run = try Program.run(
            example.arguments.map(filled),
            prefix: ["/usr/bin/timeout", "-k", "5", "60"],
            environment: example.environment.mapValues(filled)
        )
        #expect(run.status == 0, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix(filled(example.warning)) == true, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
    }
}
