#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a whole file that anyone may have put in place: only a regular file (after links) of at
/// most a limit is read, and it is read to its end in one pass, so a FIFO, a device such as
/// `/dev/zero`, a folder or a huge file can neither hang the reader nor fill its memory. The
/// package's one such reader: skin files, the last-updated store, the files the environment names.
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Sendable, Equatable {
        /// Opening, checking or reading failed with this `errno` (`ENOENT`: nothing is there).
        case system(Int32)
        /// It is not a regular file: a folder, a FIFO, a device, a socket.
        case notRegular(FileKind)
        /// It holds more than the limit: `size` bytes by `fstat`, or the bytes read when it grew.
        case tooLarge(size: Int)
    }

    /// The file at `path`, opened without waiting (`O_NONBLOCK`: a FIFO with no writer does not
    /// block the open) and read as ``read(descriptor:limit:)`` reads.
    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(errno) }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, limit: limit)
    }

    /// The whole of an open file, when `fstat` finds it a regular file of at most `limit` bytes.
    package static func read(descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(errno) }
        guard FileKind(mode: info.st_mode) == .regular else { throw .notRegular(FileKind(mode: info.st_mode)) }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(size: size) }
        // Room for the size fstat gave and one byte more, to see a file that grew; grown as needed
        // up to the limit and one byte (zeroing room for the largest file would cost every read).
        var bytes = [UInt8](repeating: 0, count: min(limit, max(size, 0)) + 1)
        var total = 0
        while total <= limit {
            if total == bytes.count {
                bytes += repeatElement(0, count: min(limit + 1, bytes.count * 2) - bytes.count)
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glibc.read(descriptor, $0 + total, buffer.count - total) } ?? 0
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .system(errno)
            }
            if count == 0 { break }
            total += count
            // A regular file gives what was asked unless it has ended: no read for the end.
            if total < bytes.count { break }
        }
        guard total <= limit else { throw .tooLarge(size: total) }
        bytes.removeLast(bytes.count - total)
        return bytes
    }

    /// Whether `path` (after links) could be read by ``read(_:limit:)``, without opening it: `nil`
    /// when it is a regular file of at most `limit` bytes or when nothing is there (`ENOENT`,
    /// `ENOTDIR`), otherwise why it could not. For a file another library reads on its own.
    package static func problem(at path: String, limit: Int) -> Failure? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? nil : .system(errno)
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { return .notRegular(kind) }
        return Int(info.st_size) <= limit ? nil : .tooLarge(size: Int(info.st_size))
    }
}
