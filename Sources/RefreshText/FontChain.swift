import RefreshSupport

/// The fonts a browser draws a font family list in at one weight (the named families', then the
/// fallback fonts), and the widths of texts set in them, in ems.
///
/// Which font draws what follows Chromium. The text is cut into segments of one script (spaces,
/// digits and punctuation join the script around them). In a segment, each grapheme cluster is
/// drawn in the first named font that has glyphs for all of it; failing that, in the first
/// fallback font already used in the segment that has them; failing that, in the fallback font
/// fontconfig picks for its first character (or, when that one lacks the rest of the cluster, the
/// first that has it all). What no font covers is drawn as the first named font's missing glyph.
/// Each run of one font in a segment is shaped by HarfBuzz in its script's direction.
final class FontChain: Sendable {
    private let named: FontList
    private let fallback: FontList
    /// Widths of texts already measured, in ems: shaping a status line takes 10–25 µs and a host
    /// measures the same texts frame after frame. The fonts never change, so neither do widths.
    private let widths = BoundedCache<String, Double>(capacity: 4096)

    /// The chains made so far, by family list and weight: finding the fonts takes milliseconds.
    private static let made = PThreadLock([Key: FontChain]())

    private struct Key: Hashable {
        var families: [String]
        var bold: Bool
    }

    /// The shared chain for the family list at a weight, made on first request.
    ///
    /// - Throws: ``FontError`` when a family that is not CSS-generic has no installed font, or
    ///   fontconfig, FreeType or HarfBuzz fail.
    static func shared(_ families: [String], bold: Bool) throws(FontError) -> FontChain {
        try made.withLock { (made) throws(FontError) in
            let key = Key(families: families, bold: bold)
            if let existing = made[key] { return existing }
            let exactly = families.map { !FontFamilyList.isGeneric($0) }
            let (named, missing) = try FontList.named(families, exactly: exactly, bold: bold)
            if let missing {
                throw FontError(
                    message: "the font family '\(ControlCharacters.escaped(families[missing]))' is not installed; "
                        + "name an installed family (`fc-list : family` lists them) or install it"
                )
            }
            guard named.count > 0 else {
                throw FontError(message: "no installed font matches \(ControlCharacters.escaped(families.description))")
            }
            let chain = FontChain(named: named, fallback: try FontList.fallback())
            // The first named font draws what no font covers, so it must open: open it now.
            if case .failure(let error) = chain.advance(of: [0x20], 0..<1, font: 0, script: FontList.commonScript) {
                throw FontError(
                    message: "cannot open the font of '\(ControlCharacters.escaped(families[0]))': \(error.message)"
                )
            }
            made[key] = chain
            return chain
        }
    }

    private init(named: FontList, fallback: FontList) {
        self.named = named
        self.fallback = fallback
    }

    /// The width of `text` set on one line, in ems.
    func emWidth(of text: String) -> Double {
        if text.isEmpty { return 0 }
        return widths.value(for: text) { measure(text) }
    }

    /// The scalars of the text that no named font has, default-ignorable ones aside, each once.
    func scalarsOutsideNamedFonts(in text: String) -> [Unicode.Scalar] {
        var seen: Set<Unicode.Scalar> = []
        return text.unicodeScalars.filter { scalar in
            !scalar.properties.isDefaultIgnorableCodePoint
                && !(0..<named.count).contains { named.covers($0, scalar) }
                && seen.insert(scalar).inserted
        }
    }

    // MARK: - Measuring

    private func measure(_ text: String) -> Double {
        let text = Self.streamSafe(text)
        let scalars = text.unicodeScalars.map(\.value)
        let scripts = Self.resolvedScripts(of: scalars)
        // The font of each scalar: named fonts first (0..<named.count), then fallback fonts.
        var fontOf: [Int] = []
        fontOf.reserveCapacity(scalars.count)
        var usedFallbacks: [Int] = []
        for character in text {
            let offset = fontOf.count
            if offset > 0, scripts[offset] != scripts[offset - 1] { usedFallbacks.removeAll() }
            let font = font(for: character, usedFallbacks: &usedFallbacks)
            fontOf.append(contentsOf: repeatElement(font, count: character.unicodeScalars.count))
        }
        var total = 0.0
        scalars.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                var end = start + 1
                while end < buffer.count, fontOf[end] == fontOf[start], scripts[end] == scripts[start] { end += 1 }
                total += advanceOrMissing(of: buffer, start..<end, font: fontOf[start], script: scripts[start])
                start = end
            }
        }
        return total
    }

    /// The font a grapheme cluster is drawn in (see the type's description).
    private func font(for character: Character, usedFallbacks: inout [Int]) -> Int {
        // Default-ignorable scalars (joiners, variation selectors) need no glyph: HarfBuzz hides them.
        let needed = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        guard let first = needed.first else { return 0 }
        if let index = (0..<named.count).first(where: { index in needed.allSatisfy { named.covers(index, $0) } }) {
            return index
        }
        if let index = usedFallbacks.first(where: { index in needed.allSatisfy { fallback.covers(index, $0) } }) {
            return named.count + index
        }
        guard let picked = fallback.firstCovering(first) else { return 0 }
        let whole =
            needed.allSatisfy { fallback.covers(picked, $0) }
            ? picked
            : (0..<fallback.count).first { index in needed.allSatisfy { fallback.covers(index, $0) } } ?? picked
        usedFallbacks.append(whole)
        return named.count + whole
    }

    /// The most non-starters (combining marks) in a row that are shaped: the Stream-Safe Text
    /// Format's bound (UAX #15), which no language's text passes.
    static let maximumNonStarters = 30

    /// `text` without the non-starters past ``maximumNonStarters`` in a row. HarfBuzz's work on a
    /// run of marks grows with the square of its length, and a mark stacked on a base adds no
    /// advance, so what is left out does not change the width.
    static func streamSafe(_ text: String) -> String {
        var run = 0
        let kept: String.UnicodeScalarView = text.unicodeScalars.filter { scalar in
            run = scalar.properties.canonicalCombiningClass != .notReordered ? run + 1 : 0
            return run <= maximumNonStarters
        }
        return String(kept)
    }

    /// The script of each scalar, with spaces, digits, punctuation and marks shared by scripts
    /// taking the script before them (at the start, the first script after them).
    static func resolvedScripts(of scalars: [UInt32]) -> [UInt32] {
        var scripts = scalars.map(FontList.script(of:))
        var current = scripts.first { !FontList.isShared($0) } ?? FontList.commonScript
        for index in scripts.indices {
            if FontList.isShared(scripts[index]) { scripts[index] = current } else { current = scripts[index] }
        }
        return scripts
    }

    /// The advance of a run in ems, in the font numbered as `font(for:usedFallbacks:)` numbers them.
    private func advance(
        of text: UnsafeBufferPointer<UInt32>,
        _ run: Range<Int>,
        font: Int,
        script: UInt32
    ) -> Result<Double, FontError> {
        font < named.count
            ? named.advance(of: text, run, font: font, script: script)
            : fallback.advance(of: text, run, font: font - named.count, script: script)
    }

    private func advance(of text: [UInt32], _ run: Range<Int>, font: Int, script: UInt32) -> Result<Double, FontError> {
        text.withUnsafeBufferPointer { advance(of: $0, run, font: font, script: script) }
    }

    /// The advance of a run; a fallback font that cannot be opened any more (its file removed
    /// since fontconfig listed it) draws as the first named font's missing glyphs would.
    private func advanceOrMissing(
        of text: UnsafeBufferPointer<UInt32>,
        _ run: Range<Int>,
        font: Int,
        script: UInt32
    ) -> Double {
        if case .success(let em) = advance(of: text, run, font: font, script: script) { return em }
        if case .success(let em) = advance(of: text, run, font: 0, script: script) { return em }
        return 0
    }
}
