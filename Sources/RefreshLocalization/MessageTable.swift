import Synchronization

/// The compiled messages of one catalog locale, and their finished texts, read without a lock.
///
/// Each key of ``CatalogKey/required`` has a set-once slot for its resolved formatter (which
/// catalog it came from, the compiled pattern). A message without arguments keeps its one text;
/// a message with exactly one argument keeps the texts for the integers 0…255 of that argument
/// (counts of new items), each in its own set-once slot. A repeated call is then a dictionary
/// lookup of the key, two atomic loads and no allocation; the text is ICU's own, formatted once.
final class MessageTable: Sendable {
    /// One resolved catalog entry.
    final class Message: @unchecked Sendable {  // immutable; the slots behind `counts` are atomic
        let formatter: MessageFormatter
        let text: (LocaleIdentifier, Bool, Bool)
        /// The argument name when the pattern has exactly one, else `nil`.
        let singleArgument: String?
        let plain = AtomicLazyReference<Entry>()
        private let counts: UnsafeMutablePointer<AtomicLazyReference<Entry>>?

        /// The integer arguments whose texts are kept.
        static let cachedCounts: ClosedRange<Int64> = 0...255

        init(formatter: MessageFormatter, used: LocaleIdentifier, isFallback: Bool, isRightToLeft: Bool) {
            self.formatter = formatter
            self.text = (used, isFallback, isRightToLeft)
            let names = Set(formatter.arguments.map(\.name))
            singleArgument = names.count == 1 ? names.first : nil
            if singleArgument != nil {
                let pointer = UnsafeMutablePointer<AtomicLazyReference<Entry>>.allocate(capacity: Self.cachedCounts.count)
                for index in 0..<Self.cachedCounts.count { (pointer + index).initialize(to: AtomicLazyReference()) }
                counts = pointer
            } else {
                counts = nil
            }
        }

        deinit {
            guard let counts else { return }
            counts.deinitialize(count: Self.cachedCounts.count)
            counts.deallocate()
        }

        func localized(_ key: CatalogKey, _ text: String) -> LocalizedText {
            LocalizedText(text: text, key: key, locale: self.text.0, isFallback: self.text.1, isRightToLeft: self.text.2)
        }

        /// The text for `name: value`, formatted once per value in ``cachedCounts``.
        func format(_ key: CatalogKey, _ name: String, _ value: MessageArgument) throws(LocalizationError)
            -> LocalizedText
        {
            guard let counts, name == singleArgument, case .integer(let count) = value,
                Self.cachedCounts.contains(count)
            else {
                return localized(key, try formatter.format([name: value]))
            }
            let slot = Int(count - Self.cachedCounts.lowerBound)
            if let entry = counts[slot].load() { return entry.text }
            let text = localized(key, try formatter.format([name: value]))
            return counts[slot].storeIfNil(Entry(text)).text
        }

        /// The text of a message formatted without arguments, formatted once.
        func formatPlain(_ key: CatalogKey) throws(LocalizationError) -> LocalizedText {
            if let entry = plain.load() { return entry.text }
            let text = localized(key, try formatter.format([:]))
            return plain.storeIfNil(Entry(text)).text
        }
    }

    /// A finished text, boxed so that a slot can hold it.
    final class Entry: Sendable {
        let text: LocalizedText
        init(_ text: LocalizedText) { self.text = text }
    }

    /// The position of each required key's slot.
    private static let positions: [String: Int] = Dictionary(
        uniqueKeysWithValues: CatalogKey.required.enumerated().map { ($0.element.rawValue, $0.offset) }
    )

    let locale: LocaleIdentifier
    let isFallback: Bool
    private let slots: [MessageSlot]

    /// A set-once slot (a class, so that an immutable array can hold it).
    final class MessageSlot: Sendable {
        let message = AtomicLazyReference<Message>()
    }

    init(locale: LocaleIdentifier, isFallback: Bool) {
        self.locale = locale
        self.isFallback = isFallback
        slots = CatalogKey.required.map { _ in MessageSlot() }
    }

    /// The resolved message for `key`, resolving it on first use (through the catalog set's
    /// locked caches, once per key).
    func message(_ key: CatalogKey, in catalogs: CatalogSet) throws(LocalizationError) -> Message {
        let position = Self.positions[key.rawValue]
        if let position, let message = slots[position].message.load() { return message }
        let (formatter, used) = try catalogs.formatter(for: key, in: locale)
        let message = Message(
            formatter: formatter,
            used: used,
            isFallback: isFallback || used != locale,
            isRightToLeft: used.isRightToLeft
        )
        guard let position else { return message }
        return slots[position].message.storeIfNil(message)
    }
}
