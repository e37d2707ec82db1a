#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing bytes to a file descriptor with `write(2)`, reporting failure instead of trapping.
///
/// `FileHandle.write(_:)` traps when the write fails (a full disk, a closed pipe, a closed
/// descriptor), and `print` drops the error. Every write of the package's programs goes through
/// ``write(_:to:)``, which retries after a signal (`EINTR`), waits when a non-blocking descriptor
/// is full (`EAGAIN`), and otherwise returns the error at once, so a caller can say what failed
/// and stop: it never loops on a descriptor that cannot take more.
package enum FileDescriptorWriter {
    /// Standard output.
    package static let standardOutput: Int32 = 1
    /// Standard error.
    package static let standardError: Int32 = 2

    /// Why a write failed: the `errno` value and its text.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The `errno` value (`EPIPE`, `ENOSPC`, `EBADF`, …).
        package var code: Int32

        /// The system's text for the error, such as "No space left on device".
        package var description: String { FileWriteError.text(ofErrno: code) }
    }

    /// Writes all of `bytes` to `descriptor`.
    ///
    /// - Throws: ``Failure`` with the `errno` of the first write that failed, or `EIO` when the
    ///   descriptor takes no bytes at all.
    package static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) throws(Failure) {
        let result: Int32? = bytes.withContiguousStorageIfAvailable { buffer in
            writeAll(UnsafeRawBufferPointer(buffer), to: descriptor)
        }
        let code = result ?? Array(bytes).withUnsafeBytes { writeAll($0, to: descriptor) }
        if code != 0 { throw Failure(code: code) }
    }

    /// Writes the UTF-8 of `text` to `descriptor`.
    ///
    /// - Throws: ``Failure`` as ``write(_:to:)`` does.
    package static func write(_ text: String, to descriptor: Int32) throws(Failure) {
        var text = text
        let code = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        if code != 0 { throw Failure(code: code) }
    }

    /// The loop: 0 when every byte was written, else the `errno` that stopped it.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = buffer.baseAddress else { return 0 }
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written == 0 {
                return EIO
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                // A non-blocking descriptor that is full: wait until it takes more (or fails).
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                let polled = poll(&ready, 1, -1)
                if polled < 0 && errno != EINTR { return errno }
                if polled > 0 && ready.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return EPIPE }
            } else {
                return errno
            }
        }
        return 0
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, pointer, count)
        #else
            Darwin.write(descriptor, pointer, count)
        #endif
    }

    /// Writes `text` and a newline to standard error as one line: control characters in it (from
    /// a path, an environment variable or a file's contents) are escaped, so that it can neither
    /// drive a terminal nor forge another line. A failed write is dropped: there is nowhere left
    /// to report it.
    package static func errorLine(_ text: String) {
        try? write(ControlCharacters.escaped(text, limit: Int.max) + "\n", to: standardError)
    }

    /// Makes sure descriptors 0, 1 and 2 are open, so that a file the program opens later never
    /// takes the number of a closed standard stream (and receives its output).
    ///
    /// A closed one is opened on `/dev/null` the other way round (standard input for writing,
    /// standard output and error for reading), so that using it fails with `EBADF` exactly as
    /// the closed stream did. Call it first thing in `main`.
    package static func reserveStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != descriptor {
                // A lower one was closed too and took it; the loop reaches this one again later.
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
