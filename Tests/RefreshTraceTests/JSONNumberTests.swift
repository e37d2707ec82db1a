import RefreshSupport
import RefreshTestSupport
import RefreshTrace
import Testing

/// Numbers read without `strtod` (the exact fast path) are the very doubles `Double(_:)` reads,
/// bit for bit; the rest still go through it.
@Suite struct JSONNumberTests {
    static func digits(_ count: Int, _ generator: inout SeededGenerator) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
    }

    @Test("100,000 numbers of every shape read as Double(_:) reads their text")
    func sameAsDouble() throws {
        var generator = SeededGenerator(state: 29)
        var texts: [String] = [
            "0", "-0", "0.0", "1", "-1", "0.1", "0.3", "123456789012345", "1234567890123456",
            "0.000000000000000000001", "0.0000000000000000000001", "9007199254740993", "1e5", "1.5E-3", "-2.5e+10",
            "100000000000000000000000", "3.141592653589793", "0.30000000000000004", "999999999999999.9",
        ]
        for _ in 0..<100_000 {
            let whole = Int.random(in: 0...18, using: &generator)
            let fraction = Int.random(in: 0...24, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            let head = Self.digits(max(whole, 1), &generator)
            text += head.count > 1 && head.first == "0" ? "1" + head.dropFirst() : head
            if fraction > 0 { text += "." + Self.digits(fraction, &generator) }
            if Int.random(in: 0..<8, using: &generator) == 0 {
                text += "e" + String(Int.random(in: -30...30, using: &generator))
            }
            texts.append(text)
        }
        let parsed = try JSONValue.parse("[" + texts.joined(separator: ",") + "]")
        guard case .array(let values) = parsed else {
            Issue.record("not an array: \(parsed)")
            return
        }
        #expect(values.count == texts.count)
        var wrong: [String] = []
        for (text, value) in zip(texts, values) {
            guard case .number(let number) = value, let expected = Double(text) else {
                wrong.append(text)
                continue
            }
            if number.bitPattern != expected.bitPattern { wrong.append("\(text): \(number) != \(expected)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}
