import Foundation
import RefreshSupport
import RefreshTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The one writer of whole files: what is at the path is written through or refused, never
/// destroyed.
@Suite struct AtomicFileWriterTests {

    /// The process's umask, read without changing it (tests run in parallel in one process).
    static func umaskNow() -> UInt32 {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        return line.flatMap { UInt32($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
    }

    func mode(_ path: String) -> UInt32 {
        var info = stat()
        lstat(path, &info)
        return UInt32(info.st_mode)
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("A new file gets 0644 less the umask; an existing one keeps its mode")
    func modes() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        try AtomicFileWriter.write("new", to: folder + "/new.txt")
        #expect(mode(folder + "/new.txt") & 0o7777 == 0o644 & ~Self.umaskNow())
        _ = FileManager.default.createFile(atPath: folder + "/old.txt", contents: Data("old".utf8))
        chmod(folder + "/old.txt", 0o604)
        try AtomicFileWriter.write("newer", to: folder + "/old.txt")
        #expect(mode(folder + "/old.txt") & 0o7777 == 0o604)
        #expect(contents(folder + "/old.txt") == "newer")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["new.txt", "old.txt"])
    }

    @Test("Symlinks (chains, relative, dangling) are written through to their target; the links stay")
    func symlinks() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/real/target", contents: Data("old".utf8))
        chmod(folder + "/real/target", 0o600)
        symlink("real/target", folder + "/link1")
        symlink(folder + "/link1", folder + "/link2")
        try AtomicFileWriter.write("through", to: folder + "/link2")
        #expect(contents(folder + "/real/target") == "through")
        #expect(mode(folder + "/link1") & S_IFMT == S_IFLNK)
        #expect(mode(folder + "/link2") & S_IFMT == S_IFLNK)
        #expect(mode(folder + "/real/target") & 0o7777 == 0o600)
        symlink("missing", folder + "/dangling")
        try AtomicFileWriter.write("created", to: folder + "/dangling")
        #expect(contents(folder + "/missing") == "created")
        #expect(mode(folder + "/dangling") & S_IFMT == S_IFLNK)
        symlink("loop-b", folder + "/loop-a")
        symlink("loop-a", folder + "/loop-b")
        #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("x", to: folder + "/loop-a") }
    }

    struct Refusal: Sendable, CustomStringConvertible {
        let name: String
        let make: @Sendable (String) -> Void
        let reason: String
        var description: String { name }
    }

    @Test(
        "What is not a writable regular file is refused, named, and left untouched",
        arguments: [
            Refusal(name: "folder", make: { mkdir($0, 0o755) }, reason: "it is a folder"),
            Refusal(name: "FIFO", make: { mkfifo($0, 0o644) }, reason: "it is a FIFO"),
            Refusal(name: "link to /dev/null", make: { symlink("/dev/null", $0) }, reason: "it is a device"),
            Refusal(name: "link to /dev/full", make: { symlink("/dev/full", $0) }, reason: "it is a device"),
            Refusal(
                name: "read-only file",
                make: {
                    _ = FileManager.default.createFile(atPath: $0, contents: Data("keep".utf8))
                    chmod($0, 0o444)
                },
                reason: "the file is read-only (mode 444)"
            ),
            Refusal(
                name: "link to a read-only file",
                make: {
                    _ = FileManager.default.createFile(atPath: $0 + "-target", contents: Data("keep".utf8))
                    chmod($0 + "-target", 0o400)
                    symlink($0 + "-target", $0)
                },
                reason: "the file is read-only (mode 400)"
            ),
            Refusal(name: "missing folder", make: { _ in }, reason: "does not exist"),
        ]
    )
    func refusals(test: Refusal) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        let path = test.name == "missing folder" ? folder + "/no/such/file" : folder + "/thing"
        test.make(path)
        let before = mode(path)
        let error = #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("new", to: path) }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix("cannot write '\(path)': ") == true)
        #expect(error?.description.contains(test.reason) == true, "\(String(describing: error))")
        #expect(mode(path) == before)
        if test.name.contains("read-only") { #expect(contents(path) == "keep") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!names.contains { $0.contains(".tmp-") }, "no temporary file is left: \(names)")
    }

    /// Runs `mount` or `umount`; whether it succeeded.
    static func mountCommand(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN; not in every container).
    static let canMountTmpfs: Bool = {
        guard geteuid() == 0 else { return false }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refreshkit-mount-\(UUID().uuidString)"
        )
        .path
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else {
            return false
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard mountCommand(["/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]) else { return false }
        return mountCommand(["/bin/umount", folder])
    }()

    /// A small tmpfs fills up: the write fails with ENOSPC's text and the old file stays.
    @Test("A full disk is a clear error and the old file is intact", .enabled(if: RequiredTool.runs(canMountTmpfs)))
    func fullDisk() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        try #require(Self.mountCommand(["/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]))
        defer { _ = Self.mountCommand(["/bin/umount", folder]) }
        let path = folder + "/file.txt"
        try AtomicFileWriter.write("old contents", to: path)
        let big = [UInt8](repeating: 0x41, count: 256 * 1024)
        let error = #expect(throws: FileWriteError.self) { try AtomicFileWriter.write(big, to: path) }
        #expect(error?.reason == String(cString: strerror(ENOSPC)))
        #expect(error?.description.contains("Free some space") == true)
        #expect(contents(path) == "old contents")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file.txt"])
    }
}
