internal import CICUShim

/// Small helpers around the C shim: status checks and ICU's preflighting buffer convention.
enum ICU {
    /// Whether a status value is an error (warnings and zero are not).
    static func failed(_ status: Int32) -> Bool { status > 0 }

    /// A readable name for a status value.
    static func name(_ status: Int32) -> String { String(cString: rk_icu_error_name(status)) }

    /// Calls `body` with a buffer of `capacity` units, growing it once if ICU reports an
    /// overflow: the buffer, the length written and the status (the length is 0 on failure).
    private static func preflight<Unit: FixedWidthInteger>(
        capacity: Int,
        _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32
    ) -> (buffer: [Unit], length: Int, status: Int32) {
        var size = capacity
        while true {
            var status: Int32 = 0
            var buffer = [Unit](repeating: 0, count: size)
            let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(size), &status) }
            if Int(status) == RK_ICU_BUFFER_OVERFLOW_ERROR && Int(length) + 1 > size {
                size = Int(length) + 1
                continue
            }
            return (buffer, failed(status) ? 0 : Int(length), status)
        }
    }

    /// Calls `body` with a UTF-16 buffer, growing it once if ICU reports an overflow.
    static func utf16(
        capacity: Int = 128,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
    ) -> (String, Int32) {
        let (buffer, length, status) = preflight(capacity: capacity, body)
        let text = buffer.withUnsafeBufferPointer { all in
            string(utf16: UnsafeBufferPointer(rebasing: all[0..<length]))
        }
        return (text, status)
    }

    /// UTF-16 text as a `String`, ill-formed units repaired with U+FFFD as
    /// `String(decoding:as:)` does. That initializer takes a generic path for UTF-16 that was an
    /// eighth of a batch of dated labels; `transcode` here is specialized.
    static func string(utf16 units: UnsafeBufferPointer<UInt16>) -> String {
        // A unit gives at most 3 UTF-8 bytes (U+FFFD included); a pair of units gives 4. The
        // bytes go through a scratch buffer so that the string, which caches keep, has no spare
        // capacity.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, units.count * 3)) { utf8 in
            var count = 0
            _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) { byte in
                utf8[count] = byte
                count += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: utf8[0..<count]), as: UTF8.self)
        }
    }

    /// Calls `body` with a `char` buffer, growing it once if ICU reports an overflow.
    static func chars(
        capacity: Int = 96,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) -> (String, Int32) {
        let (buffer, length, status) = preflight(capacity: capacity, body)
        return (String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self), status)
    }
}
