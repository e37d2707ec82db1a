import RefreshSkins
import RefreshStyle

/// CSS colour text in, a colour or an error out; a colour must read back the same from its own
/// `#RRGGBBAA` form.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let text = String(decoding: bytes, as: UTF8.self)
    guard case .success(let color) = CSSColor.parse(text) else { return 0 }
    let hex =
        "#"
        + [color.red, color.green, color.blue, color.alpha].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    guard case .success(let again) = CSSColor.parse(hex), again == color else {
        fatalError("'\(text)' parsed as \(color), but its form \(hex) does not read back the same")
    }
    return 0
}
