import RefreshCore
import RefreshStyle

/// One character cell of a terminal: a character with its colours.
///
/// A cell is a plain value (no reference counting), so canvases of thousands of cells are
/// copied and compared as bytes. Its characters are kept as their UTF-8 bytes in the cell, up to
/// 15 bytes each: every letter, CJK character, flag and most emoji sequences fit. A longer
/// grapheme cluster (a long emoji sequence, a letter stacked with combining marks from hostile
/// text) keeps its leading whole Unicode scalars that fit, which are still one character:
/// `"e"` followed by 40 combining accents keeps `"e"` and the first 7 accents, and a family of
/// four people joined by zero-width joiners keeps its first two and the joiner between them (not
/// the one after them, which would join the next cell's character on a terminal). The
/// columns a character takes on the terminal are decided by ``Canvas`` before it is stored.
///
/// Cells compare their characters byte for byte: characters that differ only in their Unicode
/// normalization (a precomposed `é` and `e` with a combining accent) make different cells, as
/// they send different bytes to the terminal.
public struct Cell: Sendable, Hashable {
    /// The UTF-8 of ``character``.
    var glyph: InlineCharacter
    /// The foreground colour, or `nil` for the terminal's own.
    public var foreground: RGBAColor?
    /// The background colour, or `nil` for the terminal's own.
    public var background: RGBAColor?
    /// Whether the character is bold.
    public var bold: Bool
    /// This cell is the right half of a wide character drawn in the cell before it.
    public var isContinuation: Bool
    /// The UTF-8 of ``plain``; empty for `nil`.
    var plainGlyph: InlineCharacter

    /// Creates a cell.
    public init(
        _ character: Character = " ",
        foreground: RGBAColor? = nil,
        background: RGBAColor? = nil,
        bold: Bool = false,
        isContinuation: Bool = false,
        plain: Character? = nil
    ) {
        self.init(
            glyph: InlineCharacter(character),
            foreground: foreground,
            background: background,
            bold: bold,
            isContinuation: isContinuation,
            plainGlyph: plain.map(InlineCharacter.init) ?? .empty
        )
    }

    /// Creates a cell from characters already stored.
    init(
        glyph: InlineCharacter,
        foreground: RGBAColor? = nil,
        background: RGBAColor? = nil,
        bold: Bool = false,
        isContinuation: Bool = false,
        plainGlyph: InlineCharacter = .empty
    ) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.isContinuation = isContinuation
        self.plainGlyph = plainGlyph
    }

    /// The character shown (one column wide; wide characters take a second, empty cell). A
    /// character of more than 15 UTF-8 bytes is stored shortened (see ``Cell``).
    public var character: Character {
        get { glyph.character }
        set { glyph = InlineCharacter(newValue) }
    }

    /// The character to show when no colour can be shown, if it differs from ``character``
    /// (a picture cell shows its ink as block characters then). Stored shortened as
    /// ``character`` is.
    public var plain: Character? {
        get { plainGlyph.isEmpty ? nil : plainGlyph.character }
        set { plainGlyph = newValue.map(InlineCharacter.init) ?? .empty }
    }
}

/// A character kept as up to 15 bytes of UTF-8 in two words, with its length: a trivial value.
/// Unused bytes are zero, so equal characters have equal words.
struct InlineCharacter: Sendable, Hashable {
    /// Bytes 0 to 7, the first in the lowest bits.
    private var low: UInt64
    /// Bytes 8 to 14, the first in the lowest bits; the length in the highest byte.
    private var high: UInt64

    /// The most bytes kept.
    static let capacity = 15

    /// No character (a cell's missing ``Cell/plain``).
    static let empty = InlineCharacter(low: 0, high: 0)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The UTF-8 of `character`, cut as ``init(utf8:)`` cuts it.
    init(_ character: Character) {
        self.init(utf8: character.utf8)
    }

    /// The UTF-8 of one cell's scalars (a character, or a cell of `terminalCharacters`), or of
    /// their leading whole scalars that fit in ``capacity`` bytes (at least the first: a scalar
    /// takes at most 4).
    init(utf8: some Sequence<UInt8>) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0
        // The index of the last scalar's first byte, where a character too long is cut.
        var scalarStart = 0
        for byte in utf8 {
            let isScalarStart = byte & 0xC0 != 0x80
            if count == Self.capacity {
                // One byte too many: drop the scalar that does not fit whole, and a joiner left
                // last (a terminal would join the next cell's character to it).
                if !isScalarStart { count = scalarStart }
                func byte(_ index: Int) -> UInt64 {
                    index < 8 ? low >> (8 * index) & 0xFF : high >> (8 * (index - 8)) & 0xFF
                }
                if count >= 3, byte(count - 3) == 0xE2, byte(count - 2) == 0x80, byte(count - 1) == 0x8D { count -= 3 }
                break
            }
            if isScalarStart { scalarStart = count }
            if count < 8 {
                low |= UInt64(byte) << (8 * count)
            } else {
                high |= UInt64(byte) << (8 * (count - 8))
            }
            count += 1
        }
        // Clear the bytes of a scalar cut off.
        if count < 8 {
            low &= (1 << (8 * count)) - 1
            high = 0
        } else {
            high &= (1 << (8 * (count - 8))) - 1
        }
        self.init(low: low, high: high | UInt64(count) << 56)
    }

    /// The number of bytes; 0 for ``empty``.
    var count: Int { Int(high >> 56) }

    var isEmpty: Bool { count == 0 }

    /// Calls `body` with the bytes.
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let count = self.count
        return try withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            try body(UnsafeRawBufferPointer(rebasing: bytes[..<count]))
        }
    }

    /// Appends the bytes to `output`.
    func append(to output: inout RowBytes) {
        var word = low
        for index in 0..<count {
            if index == 8 { word = high }
            output.append(UInt8(truncatingIfNeeded: word))
            word &>>= 8
        }
    }

    /// The character (a space for ``empty``).
    var character: Character {
        withUTF8 { String(decoding: $0, as: UTF8.self).first ?? " " }
    }
}
