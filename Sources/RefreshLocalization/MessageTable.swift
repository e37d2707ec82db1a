import RefreshCore
import Synchronization

/// Numbers message tables so that per-thread caches can key on them without holding them.
private let messageTableCounter = Atomic<Int>(0)

/// The compiled messages of one catalog locale, and their finished texts, read without a lock.
///
/// Each key of ``MessageKey/required`` has a set-once slot for its resolved formatter (which
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
                let pointer = UnsafeMutablePointer<AtomicLazyReference<Entry>>.allocate(
                    capacity: Self.cachedCounts.count
                )
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

        func localized(_ key: MessageKey, _ text: String) -> LocalizedText {
            LocalizedText(
                text: text,
                key: key,
                locale: self.text.0,
                isFallback: self.text.1,
                isRightToLeft: self.text.2
            )
        }

        /// The text for `name: value`, formatted once per value in ``cachedCounts``.
        func format(_ key: MessageKey, _ name: String, _ value: MessageArgument) throws(LocalizationError)
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
        func formatPlain(_ key: MessageKey) throws(LocalizationError) -> LocalizedText {
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
    private static let positions: [MessageKey: Int] = Dictionary(
        uniqueKeysWithValues: MessageKey.allCases.enumerated().map { ($0.element, $0.offset) }
    )

    let locale: LocaleIdentifier
    let isFallback: Bool
    /// The locale whose numbering system the numbers use, when not the catalog's own.
    let numbersLike: LocaleIdentifier?
    /// A number no other table of the process has, for per-thread caches.
    let id = messageTableCounter.wrappingAdd(1, ordering: .relaxed).newValue
    private let slots: [MessageSlot]

    /// A set-once slot (a class, so that an immutable array can hold it).
    final class MessageSlot: Sendable {
        let message = AtomicLazyReference<Message>()
    }

    init(locale: LocaleIdentifier, isFallback: Bool, numbersLike: LocaleIdentifier? = nil) {
        self.locale = locale
        self.isFallback = isFallback
        self.numbersLike = numbersLike
        slots = MessageKey.allCases.map { _ in MessageSlot() }
    }

    /// The text for `key` with `name: value` (or without arguments when `name` is `nil`), from
    /// this thread's copies first: a repeated call touches no shared reference count, so threads
    /// do not slow each other down. Texts that are not kept (other arguments) are formatted.
    func text(_ key: MessageKey, _ name: String?, _ value: MessageArgument, in catalogs: CatalogSet)
        throws(LocalizationError) -> LocalizedText
    {
        guard let position = Self.positions[key] else {
            let message = try message(key, in: catalogs)
            guard let name else { return try message.formatPlain(key) }
            return try message.format(key, name, value)
        }
        var count = Int64.min
        if name != nil {
            guard case .integer(let integer) = value, Message.cachedCounts.contains(integer) else {
                return try message(key, in: catalogs).format(key, name ?? "", value)
            }
            count = integer
        }
        let threadKey = PerThread.MessageTextKey(table: id, position: position, count: count)
        let thread = PerThread.current
        if let known = thread.messageTexts[threadKey], known.name == (name ?? "") { return known.text }
        let message = try message(key, in: catalogs)
        guard let name else { return thread.insertMessageText(try message.formatPlain(key), name: "", for: threadKey) }
        let text = try message.format(key, name, value)
        // Only a text the message keeps (its one argument) is the same for every call with this count.
        guard name == message.singleArgument else { return text }
        return thread.insertMessageText(text, name: name, for: threadKey)
    }

    /// The resolved message for `key`, resolving it on first use (through the catalog set's
    /// locked caches, once per key).
    func message(_ key: MessageKey, in catalogs: CatalogSet) throws(LocalizationError) -> Message {
        let position = Self.positions[key]
        if let position, let message = slots[position].message.load() { return message }
        let (formatter, used) = try catalogs.formatter(for: key, in: locale, numbersLike: numbersLike)
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
