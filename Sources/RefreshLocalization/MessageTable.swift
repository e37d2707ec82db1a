import RefreshCore
import Synchronization

/// Numbers message tables so that thread caches can key on them without holding them.
private let messageTableCounter = Atomic<Int>(0)

/// The compiled messages of one catalog locale, resolved once per key and shared.
///
/// Each key of ``MessageKey/allCases`` has a set-once slot for its resolved formatter (which
/// catalog it came from, the compiled pattern). Finished texts are kept by each thread
/// (``ThreadCache``): a text without arguments, or with one integer argument from 0 to 255 (counts
/// of new items), is formatted once per thread, and a repeated call is a lookup in the thread's
/// own cache.
final class MessageTable: Sendable {
    /// One resolved catalog entry.
    final class Message: Sendable {
        let formatter: MessageFormatter
        let text: (LocaleIdentifier, Bool, Bool)
        /// The argument name when the pattern has exactly one, else `nil`.
        let singleArgument: String?

        /// The integer arguments whose texts threads keep.
        static let cachedCounts: ClosedRange<Int64> = 0...255

        init(formatter: MessageFormatter, used: LocaleIdentifier, isFallback: Bool, isRightToLeft: Bool) {
            self.formatter = formatter
            self.text = (used, isFallback, isRightToLeft)
            let names = Set(formatter.arguments.map(\.name))
            singleArgument = names.count == 1 ? names.first : nil
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
    }

    /// The position of each key's slot.
    private static let positions: [MessageKey: Int] = Dictionary(
        uniqueKeysWithValues: MessageKey.allCases.enumerated().map { ($0.element, $0.offset) }
    )

    let locale: LocaleIdentifier
    let isFallback: Bool
    /// The locale whose numbering system the numbers use, when not the catalog's own.
    let numbersLike: LocaleIdentifier?
    /// A number no other table of the process has, for thread caches.
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
    /// this thread's cache when it keeps it. Texts that are not kept (other arguments) are
    /// formatted.
    func text(_ key: MessageKey, _ name: String?, _ value: MessageArgument, in catalogs: CatalogSet)
        throws(LocalizationError) -> LocalizedText
    {
        var count = Int64.min
        if name != nil {
            guard case .integer(let integer) = value, Message.cachedCounts.contains(integer) else {
                return try message(key, in: catalogs).format(key, name, value)
            }
            count = integer
        }
        guard let position = Self.positions[key] else { return try message(key, in: catalogs).format(key, name, value) }
        let threadKey = ThreadCache.TextKey(table: id, position: position, count: count)
        let thread = ThreadCache.current
        if let known = thread.message(threadKey, name: name ?? "") { return known }
        let message = try message(key, in: catalogs)
        let text = try message.format(key, name, value)
        // Only a text without arguments, or with the message's one argument, is the same for every
        // call with this count.
        guard name == nil || name == message.singleArgument else { return text }
        return thread.keep(text, name: name ?? "", for: threadKey)
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

extension MessageTable.Message {
    /// The text for `name: value`, or without arguments when `name` is `nil`.
    fileprivate func format(_ key: MessageKey, _ name: String?, _ value: MessageArgument) throws(LocalizationError)
        -> LocalizedText
    {
        guard let name else { return localized(key, try formatter.format([:])) }
        return localized(key, try formatter.format([name: value]))
    }
}
