internal import CRefreshText

/// A list of fonts from fontconfig (CRefreshText's `rk_text_fonts`): which covers a character, and
/// the advance of a run of text shaped in one of them.
final class FontList: @unchecked Sendable {
    // @unchecked: the C list is made for use from many threads at once (its fonts are opened under
    // a lock and never changed after), and nothing else here changes.
    private let fonts: OpaquePointer
    /// How many fonts the list has.
    let count: Int

    private init(_ fonts: OpaquePointer) {
        self.fonts = fonts
        self.count = rk_text_fonts_count(fonts)
    }

    deinit { rk_text_fonts_close(fonts) }

    /// The fonts a browser draws a family list in before falling back, at a weight, and the first
    /// family named `exactly` that has no installed font, if any.
    static func named(_ families: [String], exactly: [Bool], bold: Bool) throws(FontError) -> (
        fonts: FontList, missing: Int?
    ) {
        var message = [CChar](repeating: 0, count: 512)
        var opened: OpaquePointer?
        var unmatched: Int32 = -1
        let flags = exactly.map { Int32($0 ? 1 : 0) }
        let status = withCStrings(families) { names in
            message.withUnsafeMutableBufferPointer { text in
                rk_text_fonts_open_named(
                    names.baseAddress,
                    flags,
                    names.count,
                    bold ? 1 : 0,
                    &opened,
                    &unmatched,
                    text.baseAddress,
                    text.count
                )
            }
        }
        guard status == 0, let opened else {
            throw FontError(message: "cannot find the fonts of \(families): \(text(message))")
        }
        return (FontList(opened), unmatched >= 0 ? Int(unmatched) : nil)
    }

    /// The fonts a browser falls back to, made once for the process.
    static func fallback() throws(FontError) -> FontList {
        try fallbackList.get()
    }

    private static let fallbackList = Result { () throws(FontError) -> FontList in
        var message = [CChar](repeating: 0, count: 512)
        var opened: OpaquePointer?
        let status = message.withUnsafeMutableBufferPointer { text in
            rk_text_fonts_open_fallback(&opened, text.baseAddress, text.count)
        }
        guard status == 0, let opened else {
            throw FontError(message: "cannot sort the installed fonts: \(text(message))")
        }
        return FontList(opened)
    }

    /// The index of the first font that covers the scalar, if any.
    func firstCovering(_ scalar: Unicode.Scalar) -> Int? {
        let found = rk_text_fonts_first_covering(fonts, scalar.value)
        return found >= 0 ? Int(found) : nil
    }

    /// Whether the font at `index` has a glyph for the scalar.
    func covers(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
        rk_text_fonts_covers(fonts, index, scalar.value) != 0
    }

    /// The advance in ems of `text[run]` shaped in the font at `index` and the script, or why the
    /// font cannot be opened.
    func advance(
        of text: UnsafeBufferPointer<UInt32>,
        _ run: Range<Int>,
        font index: Int,
        script: UInt32
    ) -> Result<Double, FontError> {
        var em = 0.0
        var message = [CChar](repeating: 0, count: 512)
        let status = message.withUnsafeMutableBufferPointer { buffer in
            rk_text_fonts_shape(
                fonts,
                index,
                text.baseAddress,
                text.count,
                run.lowerBound,
                run.count,
                script,
                &em,
                buffer.baseAddress,
                buffer.count
            )
        }
        return status == 0 ? .success(em) : .failure(FontError(message: Self.text(message)))
    }

    /// The script of a scalar, as an ISO 15924 tag number.
    static func script(of scalar: UInt32) -> UInt32 { rk_text_script(scalar) }

    /// Whether a script is one shared by many (spaces, digits, punctuation, marks, unassigned).
    static func isShared(_ script: UInt32) -> Bool {
        script == RK_TEXT_SCRIPT_COMMON || script == RK_TEXT_SCRIPT_INHERITED || script == RK_TEXT_SCRIPT_UNKNOWN
    }

    /// The shared script tag (`Zyyy`).
    static let commonScript = RK_TEXT_SCRIPT_COMMON

    // MARK: - C strings

    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with the strings as an array of C string pointers, valid during the call.
    private static func withCStrings<Result>(
        _ strings: [String],
        _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> Result
    ) -> Result {
        let copies = strings.map { string in
            let bytes = Array(string.utf8CString)
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            copy.initialize(from: bytes, count: bytes.count)
            return copy
        }
        defer { copies.forEach { $0.deallocate() } }
        let pointers = copies.map { UnsafePointer<CChar>?($0) }
        return pointers.withUnsafeBufferPointer(body)
    }
}
