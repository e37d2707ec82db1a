import RefreshSupport
import RefreshTrace

/// An expected-effects file in, as `refreshpreview replay --expect` reads it (``EffectExpectation``:
/// the one line reader, the line cap, the JSON reader); then the first lines of the input checked
/// against it as effects. Invariants that trap (so libFuzzer keeps the input):
/// - no error or mismatch message holds an unsafe control character (they come from data);
/// - the same file with CRLF line ends reads the same: the same count, or the same error line;
/// - a file that reads checks its own effect lines, in order, without a mismatch.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let text = String(decoding: bytes, as: UTF8.self)
    let lf = read(text)
    // Every LF not already after a CR becomes CRLF.
    var crlfBytes: [UInt8] = []
    for byte in text.utf8 {
        if byte == UInt8(ascii: "\n"), crlfBytes.last != UInt8(ascii: "\r") { crlfBytes.append(UInt8(ascii: "\r")) }
        crlfBytes.append(byte)
    }
    let crlf = read(String(decoding: crlfBytes, as: UTF8.self))
    switch (lf, crlf) {
    case (.success(let a), .success(let b)):
        precondition(a.expectedCount == b.expectedCount, "CRLF changed the number of expected effects")
    case (.failure(let a), .failure(let b)):
        precondition(a.line == b.line, "CRLF moved the error from line \(a.line) to line \(b.line)")
        precondition(!ControlCharacters.contains(in: a.description), "a raw control in: \(a.description)")
    default:
        // A line just under the cap may pass it once a CR is added; nothing else may differ.
        let error = (try? lf.get()) == nil ? lf : crlf
        if case .failure(let failure) = error {
            precondition(failure.message.contains("longer than"), "CRLF changed whether the file reads: \(failure)")
        }
    }
    guard case .success(var expectation) = lf else { return 0 }
    // The file's own effect lines (not comments), fed back as the replay's effects, all match.
    var own: [String] = []
    for line in LineSplitter.lines(of: Array(text.utf8), maximumLength: Replayer.maximumLineLength) {
        guard case .text(let lineBytes) = line else { continue }
        let line = String(decoding: lineBytes, as: UTF8.self)
        guard let first = line.first(where: { !$0.isWhitespace }), first != "#" else { continue }
        own.append(line)
    }
    precondition(own.count == expectation.expectedCount, "the file's effect lines are not what it expects")
    for line in own.prefix(64) { precondition(expectation.check(line), "an effect line did not match itself") }
    if own.count <= 64 { precondition(expectation.finish() == nil, "an effect was left unmatched") }
    // One effect too many is a mismatch whose message is safe to print.
    _ = expectation.check(#"{"input":1,"edge":"header","refresh":true}"#)
    if let mismatch = expectation.finish() {
        precondition(!ControlCharacters.contains(in: mismatch.description.replacingNewlines()), "a raw control")
    }
    return 0
}

private func read(_ text: String) -> Result<EffectExpectation, ReplayError> {
    Result { () throws(ReplayError) in try EffectExpectation(expected: text) }
}

extension String {
    /// The text with its own line breaks (a mismatch is three lines) as spaces.
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}
