import Foundation

/// A line on standard output, with `write(2)`: a failed write (a full disk, a closed pipe) is
/// an error the caller reports, never a trap.
func writeLine(_ text: String) throws(BenchError) {
    let code = write(text + "\n", to: 1)
    if code != 0 { throw BenchError("cannot write to standard output: \(String(cString: strerror(code)))") }
}

/// A line on standard error, its control characters escaped (it may quote a path or a child's
/// output); a failed write is dropped, as there is nowhere left to report it.
func writeErrorLine(_ text: String) {
    _ = write(escaped(text) + "\n", to: 2)
}

/// The usage text on standard error, as written (it is the program's own).
func writeUsageError(_ usage: String) {
    _ = write(usage + "\n", to: 2)
}

/// Writes all of `text` to `descriptor`, again after a signal; 0, or the `errno` that stopped it.
private func write(_ text: String, to descriptor: Int32) -> Int32 {
    var text = text
    return text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return written == 0 ? EIO : errno
            }
        }
        return 0
    }
}

/// The text with C0 and C1 controls, DEL and the bidi overrides and isolates written as escapes
/// (`\n`, `\u{1B}`), so that a quoted value can neither drive a terminal nor forge a line.
private func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x0A: result += "\\n"
        case 0x09: result += "\\t"
        case 0x0D: result += "\\r"
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result += "\\u{" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
