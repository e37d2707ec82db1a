import RefreshTrace

/// A trace replayed as `refreshpreview replay` reads a file or a pipe: its bytes handed to the
/// streaming ``Replayer`` in chunks of `chunk` bytes (lines may span chunks). The effect lines, and
/// the error that stopped the replay, if any. The tests and the fuzz-replay harness share it.
public func replayInChunks(
    _ bytes: some Collection<UInt8>,
    chunk: Int,
    maximumLineLength: Int = Replayer.maximumLineLength
) -> (effects: [String], error: ReplayError?) {
    var replayer = Replayer(maximumLineLength: maximumLineLength)
    var effects: [String] = []
    let bytes = Array(bytes)
    let size = max(chunk, 1)
    do {
        var start = 0
        while start < bytes.count {
            let end = min(start + size, bytes.count)
            try replayer.feed(bytes: bytes[start..<end]) { effects.append($0) }
            start = end
        }
        try replayer.finish { effects.append($0) }
        return (effects, nil)
    } catch {
        return (effects, error)
    }
}
