import Foundation
import RefreshTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The program left running, read while it runs, and ended with SIGTERM.
final class RunningProgram: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    init(_ arguments: [String], environment extra: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: Program.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Program.root)
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": Program.home, "XDG_CONFIG_HOME": Program.home + "/config",
            "NO_COLOR": "1", "LANG": "C.UTF-8", "XDG_STATE_HOME": Program.home + "/state-\(UUID().uuidString)",
        ]
        environment.merge(extra) { $1 }
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        stdout.fileHandleForReading.readabilityHandler = { [self] handle in
            let data = handle.availableData
            lock.withLock { out.append(data) }
        }
        stderr.fileHandleForReading.readabilityHandler = { [self] handle in
            let data = handle.availableData
            lock.withLock { err.append(data) }
        }
        try process.run()
    }

    deinit { stop() }

    /// The running program's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

    /// Waits until `condition` holds for what was printed so far, up to `seconds`.
    func waitUntil(seconds: Double = 15, _ condition: (_ stdout: String, _ stderr: String) -> Bool) -> Bool {
        Program.waitUntil(seconds: seconds) { condition(stdout, stderr) }
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

/// `--watch` in a pipe: the key frames again after each good change, each mistake on standard
/// error once per change, the program running on.
@Suite("refreshpreview --watch, piped", .serialized)
struct WatchProgramTests {
    static func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(change(text).utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Writes `folder/ID/ID.xml`, a skin that extends `parent` and changes nothing; returns its path.
    static func skin(_ id: String, extends parent: String, in folder: String) throws -> String {
        let path = folder + "/\(id)/\(id).xml"
        try FileManager.default.createDirectory(atPath: folder + "/" + id, withIntermediateDirectories: false)
        try Data(#"<skin id="\#(id)" name="\#(id)" format="1" extends="\#(parent)"><header/><footer/></skin>"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    static func count(_ text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    @Test("A save reloads; a mistake is reported once and the program goes on; the fix is shown")
    func reloadBreakFix() throws {
        let (folder, descriptor) = try Program.scaffold()
        let program = try RunningProgram(["--skin-file", descriptor, "--watch", "--no-store"])
        #expect(program.waitUntil { out, _ in out.contains("── finished ──") }, "first key frames: \(program.stdout)")

        try Self.edit(descriptor) { $0.replacingOccurrences(of: "↓ Pull down to refresh", with: "Pull for sunsets") }
        #expect(program.waitUntil { out, _ in out.contains("── reloaded") && out.contains("Pull for sunsets") })

        try Self.edit(descriptor) { $0.replacingOccurrences(of: "<fonts>", with: "<fnts>") }
        // Once per change: one line for each of the two <fnts>. A second report of the same change
        // would come before the next reload, and the count is checked again after it.
        let mismatch = "does not match the open element <fnts>"
        #expect(
            program.waitUntil { _, err in Self.count(mismatch, in: err) >= 2 },
            "the mistake: \(program.stderr)"
        )
        #expect(Self.count(mismatch, in: program.stderr) == 2, "\(program.stderr)")
        #expect(Self.count("── reloaded", in: program.stdout) == 1, "the broken version is not shown")

        try Self.edit(descriptor) {
            $0.replacingOccurrences(of: "<fnts>", with: "<fonts>")
                .replacingOccurrences(of: "Pull for sunsets", with: "Fixed again")
        }
        #expect(program.waitUntil { out, _ in out.contains("Fixed again") }, "\(program.stdout)")
        #expect(Self.count("── reloaded", in: program.stdout) == 2)
        #expect(Self.count(mismatch, in: program.stderr) == 2, "nothing more on standard error")
        program.stop()
        _ = folder
    }

    @Test("An editor's save by rename, an image in a subfolder, the folder deleted and made again: all seen")
    func renameAndRecreate() throws {
        let (folder, descriptor) = try Program.scaffold()
        let program = try RunningProgram(["--skin-file", descriptor, "--watch", "--no-store"])
        #expect(program.waitUntil { out, _ in out.contains("── finished ──") })

        // Save as editors that keep a backup do: write a new file, rename it over the old one.
        let text = try String(contentsOfFile: descriptor, encoding: .utf8)
        let temporary = folder.path + "/sunset/.sunset.xml.swp"
        try Data(text.replacingOccurrences(of: "↓ Pull down to refresh", with: "Saved by rename").utf8)
            .write(to: URL(fileURLWithPath: temporary))
        #expect(rename(temporary, descriptor) == 0)
        #expect(program.waitUntil { out, _ in out.contains("Saved by rename") }, "\(program.stdout)")

        // The arrow moves into a folder of its own; then that image is replaced by a broken one.
        let skinFolder = folder.path + "/sunset"
        try FileManager.default.createDirectory(atPath: skinFolder + "/images", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: skinFolder + "/arrow.png", toPath: skinFolder + "/images/arrow.png")
        try Self.edit(descriptor) {
            $0.replacingOccurrences(of: #"image="arrow.png""#, with: #"image="images/arrow.png""#)
                .replacingOccurrences(of: "Saved by rename", with: "Images folder")
        }
        #expect(program.waitUntil { out, _ in out.contains("Images folder") }, "\(program.stdout)")
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: skinFolder + "/images/arrow.png"))
        #expect(program.waitUntil { _, err in err.contains("images/arrow.png") }, "\(program.stderr)")

        // The folder is deleted (a missing file is a mistake, shown), then made again.
        let saved = folder.path + "/saved"
        try FileManager.default.copyItem(atPath: skinFolder, toPath: saved)
        try FileManager.default.removeItem(atPath: skinFolder)
        #expect(
            program.waitUntil { _, err in err.contains("there is no file 'sunset.xml'") },
            "\(program.stderr)"
        )
        try FileManager.default.createDirectory(atPath: skinFolder, withIntermediateDirectories: false)
        for name in ["arrow.png", "arrow@2x.png"] {
            try FileManager.default.copyItem(atPath: saved + "/" + name, toPath: skinFolder + "/" + name)
        }
        try Data(text.replacingOccurrences(of: "↓ Pull down to refresh", with: "Back again").utf8)
            .write(to: URL(fileURLWithPath: descriptor))
        #expect(program.waitUntil { out, _ in out.contains("Back again") }, "\(program.stdout)\n\(program.stderr)")
        program.stop()
    }

    @Test("A change to the skin it extends, beside it in its own folder, reloads it too")
    func aParentBesideIsWatched() throws {
        let (folder, sunset) = try Program.scaffold()
        let night = try Self.skin("night", extends: "sunset", in: folder.path)
        let program = try RunningProgram(["--skin-file", night, "--watch", "--no-store"])
        #expect(program.waitUntil { out, _ in out.contains("── finished ──") }, "\(program.stdout)\(program.stderr)")
        #expect(program.stdout.contains("↓ Pull down to refresh"), "sunset's own text: \(program.stdout)")

        try Self.edit(sunset) { $0.replacingOccurrences(of: "↓ Pull down to refresh", with: "Pull for the night") }
        #expect(
            program.waitUntil { out, _ in out.contains("── reloaded") && out.contains("Pull for the night") },
            "\(program.stdout)\(program.stderr)"
        )
        program.stop()
    }

    @Test("A folder on the way removed and made again (new inodes): followed back, and edits seen after")
    func ancestorRemovedAndRestored() throws {
        let folder = try TemporaryFolder()
        let made = try Program.run(["new", "sunset", "--dir", folder.path + "/skins"])
        #expect(made.status == 0, "\(made)")
        let skins = folder.path + "/skins"
        let descriptor = skins + "/sunset/sunset.xml"
        let program = try RunningProgram(["--skin-file", descriptor, "--watch", "--no-store"])
        #expect(program.waitUntil { out, _ in out.contains("── finished ──") }, "\(program.stdout)")

        let saved = folder.path + "/saved"
        try FileManager.default.copyItem(atPath: skins, toPath: saved)
        try FileManager.default.removeItem(atPath: skins)
        #expect(program.waitUntil { _, err in err.contains("there is no file 'sunset.xml'") }, "\(program.stderr)")
        // Made again step by step, as a checkout or an unpacked archive does.
        try FileManager.default.createDirectory(atPath: skins + "/sunset", withIntermediateDirectories: true)
        for name in ["arrow.png", "arrow@2x.png", "sunset.xml"] {
            try FileManager.default.copyItem(atPath: saved + "/sunset/" + name, toPath: skins + "/sunset/" + name)
        }
        #expect(program.waitUntil { out, _ in out.contains("── reloaded") }, "\(program.stdout)\(program.stderr)")
        try Self.edit(descriptor) { $0.replacingOccurrences(of: "↓ Pull down to refresh", with: "Back and watched") }
        #expect(program.waitUntil { out, _ in out.contains("Back and watched") }, "\(program.stdout)")
        program.stop()
    }

    @Test("A skin added to the extends chain by an edit is watched from then on")
    func extendsAddedByAnEdit() throws {
        let (folder, sunset) = try Program.scaffold()
        let night = try Self.skin("night", extends: "grey", in: folder.path)
        let program = try RunningProgram(["--skin-file", night, "--watch", "--no-store"])
        #expect(program.waitUntil { out, _ in out.contains("── finished ──") }, "\(program.stdout)\(program.stderr)")

        try Self.edit(night) { $0.replacingOccurrences(of: #"extends="grey""#, with: #"extends="sunset""#) }
        #expect(
            program.waitUntil { out, _ in out.contains("── reloaded") && out.contains("↓ Pull down to refresh") },
            "sunset's text: \(program.stdout)\(program.stderr)"
        )
        try Self.edit(sunset) { $0.replacingOccurrences(of: "↓ Pull down to refresh", with: "Pull for the night") }
        #expect(
            program.waitUntil { out, _ in out.contains("Pull for the night") },
            "\(program.stdout)\(program.stderr)"
        )
        program.stop()
    }

    @Test("130 skin folders are watched with one inotify instance, and a change in any of them is seen")
    func oneInotifyInstance() throws {
        let folder = try TemporaryFolder()
        var arguments: [String] = []
        for index in 0..<130 {
            arguments += ["--skin-file", try Self.skin("s\(index)", extends: "grey", in: folder.path)]
        }
        let program = try RunningProgram(arguments + ["--skin", "s129", "--watch", "--no-store"])
        #expect(program.waitUntil { out, _ in out.contains("── finished ──") }, "\(program.stdout)\(program.stderr)")
        let descriptors = "/proc/\(program.processIdentifier)/fd"
        let instances = try FileManager.default.contentsOfDirectory(atPath: descriptors).filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: descriptors + "/" + $0)) == "anon_inode:inotify"
        }
        #expect(instances.count == 1, "inotify instances: \(instances.count)")

        try Self.edit(folder.path + "/s0/s0.xml") {
            $0.replacingOccurrences(of: "<header/>", with: "<header></header>")
        }
        #expect(program.waitUntil { out, _ in out.contains("── reloaded") }, "the first folder: \(program.stdout)")
        try Self.edit(folder.path + "/s129/s129.xml") {
            $0.replacingOccurrences(
                of: "<header/>",
                with: #"<header><strings locale="en"><string key="header.pull">Far down</string></strings></header>"#
            )
        }
        #expect(
            program.waitUntil { out, _ in out.contains("Far down") },
            "the last folder: \(program.stdout)\(program.stderr)"
        )
        program.stop()
    }

    @Test(
        "--watch needs --skin-file and goes with no still frame or interactive mode",
        arguments: [
            (["--watch"], "error: --watch needs the skin to watch: give --skin-file PATH"),
            (
                ["--watch", "--skin-file", "x.xml", "--state", "idle"],
                "error: --watch cannot be combined with --interactive, --state or --svg"
            ),
            (
                ["--watch", "--skin-file", "x.xml", "--interactive"],
                "error: --watch cannot be combined with --interactive, --state or --svg"
            ),
        ]
    )
    func watchUsage(_ arguments: [String], _ message: String) throws {
        let run = try Program.run(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.first == message, "\(run)")
    }
}
