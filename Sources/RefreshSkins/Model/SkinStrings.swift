/// A part's string overrides: ICU MessageFormat patterns per locale and key.
///
/// Lookups fall back from the most specific locale to its language (`de-AT` → `de`); a key with
/// no override is left to the catalogs.
public struct SkinStrings: Sendable, Hashable {
    /// Patterns by locale identifier (as written, e.g. `de`, `pt-BR`) and key.
    public var patterns: [String: [SkinMessageKey: String]]

    /// Creates overrides.
    public init(patterns: [String: [SkinMessageKey: String]] = [:]) {
        self.patterns = patterns
    }

    /// Whether there are no overrides at all.
    public var isEmpty: Bool { patterns.values.allSatisfy(\.isEmpty) }

    /// The override for `key` in `locale` (BCP 47 or ICU form), falling back through its parents.
    public func pattern(for key: SkinMessageKey, locale: String) -> String? {
        var candidate = Self.normalize(locale)
        let normalized = Dictionary(
            patterns.map { (Self.normalize($0.key), $0.value) },
            uniquingKeysWith: { first, _ in first }
        )
        while !candidate.isEmpty {
            if let pattern = normalized[candidate]?[key] { return pattern }
            guard let cut = candidate.lastIndex(of: "-") else { break }
            candidate = String(candidate[..<cut])
        }
        return nil
    }

    /// These overrides with `other`'s laid on top (per locale, per key).
    public func overlaid(with other: SkinStrings) -> SkinStrings {
        var merged = patterns
        for (locale, keys) in other.patterns {
            merged[locale, default: [:]].merge(keys) { _, new in new }
        }
        return SkinStrings(patterns: merged)
    }

    static func normalize(_ locale: String) -> String {
        locale.replacing("_", with: "-").lowercased()
    }
}
