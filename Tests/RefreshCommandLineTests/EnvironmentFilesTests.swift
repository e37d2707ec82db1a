import Foundation
import RefreshCommandLine
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The files that `TZ` and fontconfig's variables name, as the libraries would open them: each is
/// let through when it is a regular file within the limit or nothing is there, and set aside with
/// a warning naming the variable otherwise.
@Suite struct EnvironmentFilesTests {
    /// A fresh folder holding a FIFO `pipe`, a folder `conf.d` with a FIFO `10-x.conf`, and a
    /// regular file `fonts.conf`.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "environment-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path + "/conf.d", withIntermediateDirectories: true)
        #expect(mkfifo(path + "/pipe", 0o600) == 0)
        #expect(mkfifo(path + "/conf.d/10-x.conf", 0o600) == 0)
        #expect(FileManager.default.createFile(atPath: path + "/fonts.conf", contents: Data("<fontconfig/>".utf8)))
        return path
    }

    @Test("The file TZ names is the C library's: a path, or a name in TZDIR (else the zoneinfo folder)")
    func timeZoneFile() {
        func file(_ environment: [String: String]) -> String? { EnvironmentFiles.timeZoneFile(environment)?.path }
        #expect(file([:]) == nil)
        #expect(file(["TZ": ":"]) == nil)
        #expect(file(["TZ": ":/etc/localtime"]) == "/etc/localtime")
        #expect(file(["TZ": "Europe/Berlin"]) == "/usr/share/zoneinfo/Europe/Berlin")
        #expect(file(["TZ": "UTC0", "TZDIR": "/z"]) == "/z/UTC0")
        #expect(file(["TZ": "", "TZDIR": ""]) == "/usr/share/zoneinfo/Universal")
    }

    @Test("A TZ file that is a FIFO, a device or a folder is set aside for UTC, naming TZ (and TZDIR)")
    func timeZoneSetAside() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (environment, start) in [
            (["TZ": ":" + folder + "/pipe"], "TZ names '\(folder)/pipe', which is a FIFO (named pipe)"),
            (["TZ": "/dev/zero"], "TZ names '/dev/zero', which is a device"),
            (["TZ": "pipe", "TZDIR": folder], "TZ and TZDIR name '\(folder)/pipe', which is a FIFO (named pipe)"),
            (["TZ": "conf.d", "TZDIR": folder], "TZ and TZDIR name '\(folder)/conf.d', which is a folder"),
        ] {
            let problems = EnvironmentFiles.problems(in: environment)
            #expect(problems.count == 1, "\(environment)")
            #expect(problems.first?.message.hasPrefix(start) == true, "\(problems)")
            #expect(problems.first?.message.contains("; using UTC") == true)
            #expect(
                problems.first?.changes == [.init(name: "TZ", value: "UTC0"), .init(name: "TZDIR", value: nil)]
            )
        }
        for tz in ["Europe/Berlin", ":/etc/localtime", "UTC0", "", ":", "/nonexistent"] {
            #expect(EnvironmentFiles.problems(in: ["TZ": tz]).isEmpty, "\(tz)")
        }
    }

    @Test("fontconfig's files: FONTCONFIG_FILE (a file or a folder of .conf files), FONTCONFIG_PATH's")
    func fontconfig() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = EnvironmentFiles.problems(in: ["FONTCONFIG_FILE": "/dev/zero"])
        let expected =
            "FONTCONFIG_FILE names '/dev/zero', which is a device, not a regular file; "
            + "fontconfig's own configuration is used instead"
        #expect(file.map(\.message) == [expected])
        #expect(file.first?.changes == [.init(name: "FONTCONFIG_FILE", value: nil)])
        let inFolder = EnvironmentFiles.problems(in: ["FONTCONFIG_FILE": folder + "/conf.d"])
        #expect(inFolder.first?.message.hasPrefix("FONTCONFIG_FILE names '\(folder)/conf.d/10-x.conf'") == true)
        // fonts.conf is a regular file, but fontconfig also reads the folder's conf.d.
        let path = EnvironmentFiles.problems(in: ["FONTCONFIG_PATH": "/nonexistent:" + folder])
        #expect(path.first?.message.hasPrefix("FONTCONFIG_PATH leads to '\(folder)/conf.d/10-x.conf'") == true)
        #expect(path.first?.changes == [.init(name: "FONTCONFIG_PATH", value: nil)])
        #expect(EnvironmentFiles.problems(in: ["FONTCONFIG_FILE": folder + "/fonts.conf"]).isEmpty)
        #expect(EnvironmentFiles.problems(in: ["FONTCONFIG_PATH": "/etc/fonts"]).isEmpty)
    }
}
