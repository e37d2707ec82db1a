import RefreshCore
import RefreshSupport
import RefreshTestSupport
import RefreshTrace

/// A trace in, effect lines or a line-numbered error out, as `refreshpreview replay` reads it: the
/// bytes go through the streaming ``Replayer`` (line splitting, the line cap, the JSON reader, the
/// real engine). The input is replayed twice, whole and cut into chunks of a size taken from its
/// first byte (times 256 on long inputs), with a line cap taken from its second byte in the second
/// run when that byte is odd; invariants that trap (so libFuzzer keeps the input):
/// - no error message holds an unsafe control character (they come from data);
/// - the way the stream is cut changes nothing: same effects, same error;
/// - reading a line twice gives the same result.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let whole = replayInChunks(bytes, chunk: max(bytes.count, 1), maximumLineLength: Replayer.maximumLineLength)
    // Tiny chunks find mistakes at chunk edges; on long inputs larger ones keep the fuzzer fast.
    let chunk = (Int(bytes.first ?? 0) % 17 + 1) * (bytes.count > 4096 ? 256 : 1)
    let cap = bytes.count > 1 && bytes[1] & 1 == 1 ? Int(bytes[1]) + 1 : Replayer.maximumLineLength
    let cut = replayInChunks(bytes, chunk: chunk, maximumLineLength: cap)
    if cap == Replayer.maximumLineLength {
        precondition(whole.effects == cut.effects && whole.error == cut.error, "the chunk size changed the replay")
    } else {
        // A smaller cap stops at the same line or earlier, with the same effects before it.
        precondition(whole.effects.starts(with: cut.effects), "a smaller line cap changed earlier effects")
    }
    for error in [whole.error, cut.error].compactMap(\.self) {
        precondition(!ControlCharacters.contains(in: error.description), "a raw control in: \(error.description)")
    }

    // Each of the first lines read on its own, twice: same value, same error, both safe to print
    // (long lines are left to the replays above, which keep the fuzzer fast on them).
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(16)
    for line in lines where line.count <= 4096 {
        let text = String(decoding: line, as: UTF8.self)
        let first = Result { () throws(TraceError) in try TraceEvent.parse(text) }
        let second = Result { () throws(TraceError) in try TraceEvent.parse(text) }
        precondition(first == second, "reading a line twice gave two results")
        if case .failure(let error) = first {
            precondition(!ControlCharacters.contains(in: error.description), "a raw control in: \(error.description)")
        }
        let json = Result { () throws(JSONParseError) in try JSONValue.parse(text) }
        precondition(
            json == Result { () throws(JSONParseError) in try JSONValue.parse(text) },
            "JSON read twice differs"
        )
        if case .failure(let error) = json {
            precondition(!ControlCharacters.contains(in: error.description), "a raw control in: \(error.description)")
        }
    }
    return 0
}

/// Replays the bytes cut into chunks; the effects and the error that stopped it, if any.
