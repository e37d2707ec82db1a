import RefreshCore

/// A trace in, effect lines or a line-numbered error out: each line is fed to a ``Replayer``
/// (driving the real engine) until one fails, as `refreshpreview replay` does.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    var replayer = Replayer()
    var start = bytes.startIndex
    while start <= bytes.endIndex {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        do {
            _ = try replayer.feed(utf8: bytes[start..<end])
        } catch {
            _ = error.description
            break
        }
        start = end + 1
    }
    _ = try? TraceEvent.parse(String(decoding: bytes, as: UTF8.self))
    return 0
}
