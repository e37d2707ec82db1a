import RefreshSupport
import RefreshTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `FileKind`, the one reading of a `stat` mode, on real files of every kind made here.
@Suite struct FileKindTests {
    private static func kind(_ path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    @Test("Each kind of file is named, with its words")
    func everyKind() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("file", "x")
        try folder.mkdir("folder")
        try folder.link("link", to: file)
        let fifo = folder.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let socketPath = folder.path + "/socket"
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { room in
            for (index, byte) in socketPath.utf8.prefix(room.count - 1).enumerated() { room[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        let expected: [(String, FileKind, String)] = [
            (file, .regular, "a file"),
            (folder.path + "/folder", .folder, "a folder"),
            (folder.path + "/link", .symbolicLink, "a symbolic link"),
            (fifo, .fifo, "a FIFO (named pipe)"),
            (socketPath, .socket, "a socket"),
            ("/dev/null", .device, "a device"),
        ]
        for (path, kind, words) in expected {
            #expect(Self.kind(path) == kind, "\(path)")
            #expect(kind.phrase == words)
        }
        #expect(Self.kind(folder.path + "/missing") == nil)
    }
}
