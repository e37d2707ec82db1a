import Foundation
import RefreshCommandLine
import RefreshSupport

/// Batch requests in, as `refreshpreview last-updated --batch` reads them (``LastUpdatedBatch``:
/// the one line reader, the line cap, the JSON reader, the date reader, real ICU labelers), one
/// answer a line out. The input is read twice, whole and cut into chunks of a size taken from its
/// first byte, and once more with CRLF line ends. Invariants that trap (so libFuzzer keeps the
/// input):
/// - one answer a line, each a single line in text and in JSON; an empty text answer exactly
///   when the line failed;
/// - no error message holds an unsafe control character (they come from data);
/// - neither the cut of the stream nor CRLF line ends change which lines fail, or how;
/// - a date text the reader accepts is the instant Foundation's ISO 8601 reader finds in it
///   (which also accepts impossible dates, so it is no judge of those).
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let whole = answers(Array(bytes), chunk: max(bytes.count, 1))
    let cut = answers(Array(bytes), chunk: (Int(bytes.first ?? 0) % 17 + 1) * (bytes.count > 4096 ? 256 : 1))
    precondition(whole.map(\.error) == cut.map(\.error), "the chunk size changed the answers")
    var crlf: [UInt8] = []
    for byte in bytes {
        if byte == UInt8(ascii: "\n"), crlf.last != UInt8(ascii: "\r") { crlf.append(UInt8(ascii: "\r")) }
        crlf.append(byte)
    }
    let crlfAnswers = answers(crlf, chunk: max(crlf.count, 1))
    // A line just under the cap may pass it once a CR is added; nothing else may differ.
    let same = zip(whole, crlfAnswers).allSatisfy { $0.error == $1.error || ($1.error ?? "").contains("longer than") }
    precondition(whole.count == crlfAnswers.count && same, "CRLF line ends changed the answers")
    for answer in whole {
        let text = answer.output(.text)
        precondition(!text.contains("\n"), "an answer of two lines: \(text)")
        precondition(!answer.output(.json).contains("\n"), "a JSON answer of two lines: \(answer.output(.json))")
        precondition(text.isEmpty == (answer.error != nil), "an answer and an error, or neither")
        if let error = answer.error {
            precondition(!ControlCharacters.contains(in: error), "a raw control in: \(error)")
        }
    }
    // Every quoted string of the first lines read as a date.
    for line in Array(bytes).split(separator: UInt8(ascii: "\n")).prefix(8) where line.count <= 4096 {
        for piece in String(decoding: line, as: UTF8.self).split(separator: "\"") where piece.count <= 64 {
            checkDate(String(piece))
        }
    }
    return 0
}

/// Each line's answer and error, through a fresh batch.
private func answers(_ bytes: [UInt8], chunk: Int) -> [LastUpdatedBatch.Answer] {
    guard case .lastUpdated(let options) = try? Invocation.parse(["last-updated", "--batch", "--locale", "en"]) else {
        preconditionFailure("the batch options do not parse")
    }
    var batch = LastUpdatedBatch(options: options, environment: [:])
    var splitter = LineSplitter(maximumLength: LastUpdatedBatch.maximumLineLength)
    var results: [LastUpdatedBatch.Answer] = []
    var start = 0
    while start < bytes.count {
        let end = min(start + chunk, bytes.count)
        splitter.append(bytes[start..<end])
        while let line = splitter.next() { results.append(batch.answer(line)) }
        start = end
    }
    if let line = splitter.finish() { results.append(batch.answer(line)) }
    return results
}

private func checkDate(_ text: String) {
    guard let date = try? InternetDateTime.date(from: text) else { return }
    // Foundation's calendar switches to the Julian one before 1582; ours is Gregorian throughout.
    guard let year = Int(text.prefix(4)), year >= 1600 else { return }
    let upper = text.uppercased()
    let whole = upper.replacingOccurrences(of: #"\.[0-9]+"#, with: ".000", options: .regularExpression)
    let plain = upper.replacingOccurrences(of: #"\.[0-9]+"#, with: "", options: .regularExpression)
    let foundationReader = ISO8601DateFormatter()
    foundationReader.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    guard let expected = foundationReader.date(from: whole) ?? ISO8601DateFormatter().date(from: plain) else {
        preconditionFailure("Foundation cannot read the date '\(text)' that was accepted")
    }
    // Foundation reads milliseconds; the fraction is compared apart.
    let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
    precondition(
        abs(date.timeIntervalSince1970 - fraction - expected.timeIntervalSince1970) < 0.001,
        "'\(text)' read as \(date.timeIntervalSince1970), Foundation \(expected.timeIntervalSince1970)"
    )
}

extension LastUpdatedBatch.Answer {
    /// The line the batch writes for the answer, without its newline.
    fileprivate func output(_ format: LastUpdatedBatch.Format) -> String {
        var bytes: [UInt8] = []
        write(format, to: &bytes)
        precondition(bytes.last == UInt8(ascii: "\n"), "an answer without its newline")
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }
}
