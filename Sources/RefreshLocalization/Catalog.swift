/// One locale's messages, parsed from Apple `.strings` syntax. Values are ICU MessageFormat
/// patterns such as `"{count, plural, one {# new item} other {# new items}}"`.
public struct Catalog: Sendable, Hashable {
    /// The locale the messages are written for.
    public let locale: LocaleIdentifier
    /// Key to MessageFormat pattern.
    public let entries: [String: String]

    /// A catalog from ready-made entries.
    public init(locale: LocaleIdentifier, entries: [String: String]) {
        self.locale = locale
        self.entries = entries
    }

    /// Parses `.strings` text. `file` names the source in error messages.
    ///
    /// - Throws: ``LocalizationError/catalogSyntax(file:line:column:message:)`` with the position.
    public init(locale: LocaleIdentifier, parsing source: String, file: String = "<memory>") throws(LocalizationError) {
        var parser = StringsFileParser(source: source, file: file)
        var entries: [String: String] = [:]
        for entry in try parser.parse() { entries[entry.key] = entry.value }
        self.init(locale: locale, entries: entries)
    }

    /// Parses `.strings` bytes: UTF-8 (with or without BOM) or UTF-16 with a BOM, as Xcode writes.
    ///
    /// - Throws: ``LocalizationError/unreadableCatalog(file:reason:)`` for bad encodings, or a
    ///   syntax error with its position.
    public init(locale: LocaleIdentifier, bytes: [UInt8], file: String = "<memory>") throws(LocalizationError) {
        self = try Catalog(locale: locale, parsing: try Self.decode(bytes, file: file), file: file)
    }

    /// The pattern for `key`, if this catalog has it.
    public subscript(key: String) -> String? { entries[key] }

    /// The keys, sorted.
    public var keys: [String] { entries.keys.sorted() }

    static func decode(_ bytes: [UInt8], file: String) throws(LocalizationError) -> String {
        if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw .unreadableCatalog(file: file, reason: "UTF-16 text with an odd number of bytes")
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var offset = 2
            while offset + 1 < bytes.count {
                let a = UInt16(bytes[offset])
                let b = UInt16(bytes[offset + 1])
                units.append(littleEndian ? a | b << 8 : a << 8 | b)
                offset += 2
            }
            guard let text = String(validating: units, as: UTF16.self) else {
                throw .unreadableCatalog(file: file, reason: "invalid UTF-16")
            }
            return text
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .unreadableCatalog(file: file, reason: "the file is not valid UTF-8")
        }
        return text
    }
}
