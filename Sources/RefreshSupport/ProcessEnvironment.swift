#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables.
package enum ProcessEnvironment {
    /// Every `NAME=value` of the environment, read from `environ`; when a name appears twice the
    /// first wins, as `getenv` (and so the C libraries) see it. An entry without `=` is skipped.
    ///
    /// `ProcessInfo.processInfo.environment` gives the same, at about 9,000 instructions a
    /// variable, for a program that starts in a few milliseconds.
    package static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = table else { return variables }
        while let pointer = entry.pointee {
            let length = strlen(pointer)
            pointer.withMemoryRebound(to: UInt8.self, capacity: length) { start in
                let bytes = UnsafeBufferPointer(start: start, count: length)
                guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if variables[name] == nil {
                    let value = UnsafeBufferPointer(rebasing: bytes[(equals + 1)...])
                    variables[name] = String(decoding: value, as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }
}
