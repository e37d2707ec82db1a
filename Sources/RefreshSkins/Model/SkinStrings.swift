import RefreshCore
import RefreshLocalization
import RefreshSupport

/// A part's string overrides: ICU MessageFormat patterns per locale and key.
///
/// The overrides a user sees are negotiated as the catalogs are: the written locale that is the
/// user's own or a parent of it first (`de-DE` strings for a `de-DE` user, `de` strings for a
/// `de-AT` user), else the nearest written locale of the same language by ICU's locale matcher
/// (`de-DE` strings for a `de-AT` user when there are no `de` ones); within it, a key falls back
/// to the parents (`de-DE` → `de`). A key with no override is left to the catalogs.
public struct SkinStrings: Sendable, Hashable {
    /// Patterns by locale identifier (as written, e.g. `de`, `pt-BR`) and key.
    public var patterns: [String: [MessageKey: String]] {
        didSet { negotiated = Negotiated() }
    }
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

    /// What lookups found out about ``patterns`` (made anew when they change): a presenter looks
    /// up every message in each language, and lint makes one for every language a skin writes.
    private var negotiated = Negotiated()

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

    /// The override for `key` for a user of `locale` (BCP 47 or ICU form), negotiated as the
    /// type's overview says.
    public func pattern(for key: MessageKey, locale: String) -> String? {
        located(key, locale: locale)?.pattern
    }

    /// The override for `key` for a user of `locale` with where it was written, negotiated as
    /// the type's overview says.
    public func located(_ key: MessageKey, locale: String) -> (pattern: String, origin: Origin?)? {
        // Most skins override nothing; a presenter asks for every message of both edges.
        if isEmpty { return nil }
        let normalized = negotiated.written(patterns)
        func lookUp(from tag: String) -> (pattern: String, origin: Origin?)? {
            var candidate = tag
            while !candidate.isEmpty {
                if let written = normalized[candidate], let pattern = patterns[written]?[key] {
                    return (pattern, origins[written]?[key])
                }
                guard let cut = candidate.lastIndex(of: "-") else { break }
                candidate = String(candidate[..<cut])
            }
            return nil
        }
        let requested = Self.normalize(locale)
        if let found = lookUp(from: requested) { return found }
        let nearest = negotiated.nearest(to: requested) { nearestOfSameLanguage(to: requested, among: normalized.keys) }
        return nearest.flatMap { lookUp(from: $0) }
    }

    /// Whether two sets of overrides say the same (the lookups they remember aside).
    public static func == (lhs: SkinStrings, rhs: SkinStrings) -> Bool {
        lhs.patterns == rhs.patterns && lhs.origins == rhs.origins
    }

    /// Hashes the patterns and their origins.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(patterns)
        hasher.combine(origins)
    }

    /// The written locales by their normalized form, and the nearest written locale found for
    /// each requested one, each worked out once for the patterns it was made for.
    private final class Negotiated: Sendable {
        private let known = PThreadLock<(written: [String: String]?, nearest: [String: String?])>((nil, [:]))

        func written(_ patterns: [String: [MessageKey: String]]) -> [String: String] {
            known.withLock { known in
                if let written = known.written { return written }
                let written = Dictionary(
                    patterns.map { (SkinStrings.normalize($0.key), $0.key) },
                    uniquingKeysWith: { first, _ in first }
                )
                known.written = written
                return written
            }
        }

        func nearest(to requested: String, _ find: () -> String?) -> String? {
            if let found = known.withLock({ $0.nearest[requested] }) { return found }
            let found = find()
            known.withLock { $0.nearest[requested] = .some(found) }
            return found
        }
    }

    /// The written locale (normalized) of `tag`'s language that ICU's matcher finds nearest to
    /// it, among those that are not `tag` or one of its parents.
    private func nearestOfSameLanguage(to tag: String, among written: Dictionary<String, String>.Keys) -> String? {
        let language = tag.prefix { $0 != "-" }
        let others = written.filter { other in
            other.prefix { $0 != "-" } == language && tag != other && !tag.hasPrefix(other + "-")
        }
        let available = others.sorted().compactMap { try? LocaleIdentifier($0) }
        guard let first = available.first, let requested = try? LocaleIdentifier(tag) else { return nil }
        return LocaleMatcher(available: available, fallback: first).bestMatch(for: requested)
            .map { Self.normalize($0.languageTag) }
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
        // Most tags are written lowercase with hyphens already: a presenter asks for every key.
        let plain = locale.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "_") && !(0x41...0x5A).contains($0) }
        return plain ? locale : locale.replacing("_", with: "-").lowercased()
    }
}
