import RefreshCore

/// A part's string overrides: ICU MessageFormat patterns per locale and key.
///
/// Lookups fall back from the most specific locale to its language (`de-AT` → `de`); a key with
/// no override is left to the catalogs.
public struct SkinStrings: Sendable, Hashable {
    /// Patterns by locale identifier (as written, e.g. `de`, `pt-BR`) and key.
    public var patterns: [String: [MessageKey: String]]
    /// Where each pattern was written, by locale and key, for errors at display time; patterns
    /// made in code have none.
    public var origins: [String: [MessageKey: Origin]]

    /// The place in a descriptor where a pattern was written.
    public struct Origin: Sendable, Hashable, CustomStringConvertible {
        /// The descriptor's path, as used in diagnostics.
        public var file: String
        /// The line of the `<string>` element, from 1.
        public var line: Int
        /// The column of the `<string>` element, from 1.
        public var column: Int

        /// Creates an origin.
        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }

        /// `file:line:column`.
        public var description: String { "\(file):\(line):\(column)" }
    }

    /// Creates overrides.
    public init(
        patterns: [String: [MessageKey: String]] = [:],
        origins: [String: [MessageKey: Origin]] = [:]
    ) {
        self.patterns = patterns
        self.origins = origins
    }

    /// Whether there are no overrides at all.
    public var isEmpty: Bool { patterns.values.allSatisfy(\.isEmpty) }

    /// The override for `key` in `locale` (BCP 47 or ICU form), falling back through its parents.
    public func pattern(for key: MessageKey, locale: String) -> String? {
        located(key, locale: locale)?.pattern
    }

    /// The override for `key` in `locale` with where it was written, falling back through the
    /// locale's parents.
    public func located(_ key: MessageKey, locale: String) -> (pattern: String, origin: Origin?)? {
        var candidate = Self.normalize(locale)
        let normalized = Dictionary(
            patterns.map { (Self.normalize($0.key), $0.key) },
            uniquingKeysWith: { first, _ in first }
        )
        while !candidate.isEmpty {
            if let written = normalized[candidate], let pattern = patterns[written]?[key] {
                return (pattern, origins[written]?[key])
            }
            guard let cut = candidate.lastIndex(of: "-") else { break }
            candidate = String(candidate[..<cut])
        }
        return nil
    }

    /// These overrides with `other`'s laid on top (per locale, per key).
    public func overlaid(with other: SkinStrings) -> SkinStrings {
        var merged = patterns
        var mergedOrigins = origins
        for (locale, keys) in other.patterns {
            merged[locale, default: [:]].merge(keys) { _, new in new }
            for key in keys.keys {
                mergedOrigins[locale, default: [:]][key] = other.origins[locale]?[key]
            }
        }
        return SkinStrings(patterns: merged, origins: mergedOrigins.filter { !$0.value.isEmpty })
    }

    static func normalize(_ locale: String) -> String {
        locale.replacing("_", with: "-").lowercased()
    }
}
