import RefreshCore
import RefreshLocalization

/// Whether a part's status texts fit on one line across the header, estimated without fonts.
///
/// The estimate: each character takes ``glyphWidth(for:)`` of the font size (half an em for
/// regular weights, 0.55 em for semibold and heavier: the average advance of a sans-serif such as
/// Helvetica or SF over running text), an East Asian wide or fullwidth character (CJK, kana,
/// Hangul, fullwidth forms, emoji) twice that, and combining marks and invisible format
/// characters nothing. The line is as wide as the header: ``headerWidth`` points, the phone width
/// the presentation draws (RefreshSVG's snapshot, EGORefreshTableHeaderView's label), with the
/// label centred across it.
///
/// Texts are every translation of the part's status keys in every catalog, and the skin's own
/// strings, formatted with counts 1, 2, 5 and 100 where a key takes a count. A skin's own text
/// that is too wide is reported at its `<string>`; a catalog text is reported only when the
/// skin's status font makes it too wide while it fits at the classic 13-point bold font (the
/// catalogs' own long texts are not the skin's doing).
public enum FitCheck {
    /// The header's width in points.
    public static let headerWidth = 320.0

    /// The counts a `count` argument is formatted with.
    static let sampleCounts: [Int64] = [1, 2, 5, 100]

    /// A status text estimated wider than the header.
    public struct Finding: Sendable, Hashable {
        /// The message's key.
        public var key: MessageKey
        /// The locale of the text (a catalog's, or as the skin wrote it).
        public var locale: String
        /// The text as shown.
        public var text: String
        /// The estimated width in points.
        public var width: Double
        /// Where the skin wrote it; `nil` for a catalog's text.
        public var origin: SkinStrings.Origin?
    }

    /// The share of the font size one character takes on average.
    public static func glyphWidth(for weight: SkinFontWeight) -> Double {
        [.semibold, .bold, .heavy, .black].contains(weight) ? 0.55 : 0.5
    }

    /// The estimated width of `text` in `font`, in points.
    public static func estimatedWidth(_ text: String, font: SkinFont) -> Double {
        var units = 0
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            default: units += isWide(scalar) ? 2 : 1
            }
        }
        return Double(units) * glyphWidth(for: font.weight) * font.size
    }

    /// Whether a character is East Asian wide or fullwidth (Unicode's East Asian Width W or F,
    /// by its main blocks).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// The status keys of an edge: what its first line shows.
    static func statusKeys(_ edge: RefreshEdge) -> [MessageKey] {
        MessageKey.allCases.filter { $0.edge == edge && $0 != .headerLastUpdated && $0 != .headerNeverUpdated }
    }

    /// The widest texts of `part` that do not fit, at most one per key (the skin's own strings
    /// only, when `catalogs` is `nil`).
    public static func findings(for part: SkinPart, catalogs: CatalogSet?) -> [Finding] {
        var findings: [Finding] = []
        for key in statusKeys(part.edge) {
            var widest: Finding?
            func consider(_ text: String, locale: String, origin: SkinStrings.Origin?) {
                let width = estimatedWidth(text, font: part.statusFont)
                guard width > headerWidth else { return }
                if origin == nil, estimatedWidth(text, font: .classicStatus) > headerWidth { return }
                if width > (widest?.width ?? 0) {
                    widest = Finding(key: key, locale: locale, text: text, width: width, origin: origin)
                }
            }
            var overridden: Set<String> = []
            for (locale, patterns) in part.strings.patterns {
                guard let pattern = patterns[key] else { continue }
                overridden.insert(SkinStrings.normalize(locale))
                for text in texts(of: pattern, key: key, locale: locale) {
                    consider(text, locale: locale, origin: part.strings.origins[locale]?[key])
                }
            }
            if let catalogs,
                part.statusFont.size * glyphWidth(for: part.statusFont.weight)
                    > SkinFont.classicStatus.size * glyphWidth(for: SkinFont.classicStatus.weight)
            {
                for locale in catalogs.locales where !overridden.contains(SkinStrings.normalize(locale.languageTag)) {
                    guard let pattern = catalogs.catalog(for: locale)?[key.rawValue] else { continue }
                    for text in texts(of: pattern, key: key, locale: locale.languageTag) {
                        consider(text, locale: locale.languageTag, origin: nil)
                    }
                }
            }
            if let widest { findings.append(widest) }
        }
        return findings
    }

    /// The texts a pattern shows: formatted with the sample counts when the key takes a count.
    static func texts(of pattern: String, key: MessageKey, locale: String) -> [String] {
        guard let identifier = try? LocaleIdentifier(locale),
            let formatter = try? MessageFormatter(pattern: pattern, locale: identifier)
        else { return [] }
        guard let count = key.arguments.first(where: { $0.kind == .count }) else {
            return (try? formatter.format([:])).map { [$0] } ?? []
        }
        return sampleCounts.compactMap { try? formatter.format([count.name: .integer($0)]) }
    }
}
