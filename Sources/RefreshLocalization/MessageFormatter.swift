internal import CICUShim
import RefreshFoundation
import RefreshSupport

/// A compiled ICU MessageFormat pattern with named arguments: plurals, selects and numbers in
/// the locale's own rules. Safe to share across threads: ICU's formatter objects are not, so
/// each concurrent call borrows its own clone from a small pool.
public final class MessageFormatter: Sendable {
    /// The pattern, e.g. `{count, plural, one {# new item} other {# new items}}`.
    public let pattern: String
    /// The locale whose plural rules and number formats apply.
    public let locale: LocaleIdentifier
    /// The pattern's arguments in order of appearance (a name may appear more than once).
    public let arguments: [MessageArgumentInfo]

    private let prototype: Handle
    private let pool: PThreadLock<[Handle]>
    /// How many clones the pool keeps (the processor count is read from files: once a process,
    /// not once a pattern).
    private static let poolLimit = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)

    final class Handle: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { rk_icu_msgfmt_close(pointer) }
    }

    /// Compiles `pattern` for `locale`.
    ///
    /// - Throws: ``LocalizationError/patternSyntax(pattern:offset:context:icuStatus:)`` with the offset.
    public init(pattern: String, locale: LocaleIdentifier) throws(LocalizationError) {
        self.pattern = pattern
        self.locale = locale
        self.arguments = try Self.arguments(of: pattern)
        let units = Array(pattern.utf16)
        var status: Int32 = 0
        var parseError = rk_icu_parse_error()
        guard let pointer = rk_icu_msgfmt_open(locale.icuIdentifier, units, Int32(units.count), &parseError, &status),
            !ICU.failed(status)
        else {
            throw Self.syntaxError(pattern, parseError, status)
        }
        self.prototype = Handle(pointer)
        self.pool = PThreadLock([])
    }

    /// Formats with named arguments.
    ///
    /// - Throws: ``LocalizationError/formatFailed(pattern:icuStatus:)`` when an argument the
    ///   pattern names is missing or has the wrong type (text where a plural needs a number).
    public func format(_ values: [String: MessageArgument] = [:]) throws(LocalizationError) -> String {
        for argument in arguments {
            guard let value = values[argument.name] else {
                let name = ControlCharacters.escaped(argument.name)
                throw .formatFailed(pattern: pattern, icuStatus: "argument '\(name)' is missing")
            }
            if argument.isNumeric, case .string = value {
                let name = ControlCharacters.escaped(argument.name)
                throw .formatFailed(pattern: pattern, icuStatus: "argument '\(name)' must be a number")
            }
        }
        var names: [UInt16] = []
        var nameOffsets: [Int32] = []
        var nameLengths: [Int32] = []
        var kinds: [Int32] = []
        var doubles: [Double] = []
        var integers: [Int64] = []
        var strings: [UInt16] = []
        var stringOffsets: [Int32] = []
        var stringLengths: [Int32] = []
        for (name, value) in values {
            nameOffsets.append(Int32(names.count))
            let nameUnits = Array(name.utf16)
            names += nameUnits
            nameLengths.append(Int32(nameUnits.count))
            stringOffsets.append(Int32(strings.count))
            switch value {
            case .integer(let integer):
                kinds.append(Int32(RK_ICU_ARG_INT64))
                doubles.append(0)
                integers.append(integer)
                stringLengths.append(0)
            case .number(let number):
                kinds.append(Int32(RK_ICU_ARG_DOUBLE))
                doubles.append(number)
                integers.append(0)
                stringLengths.append(0)
            case .string(let text):
                kinds.append(Int32(RK_ICU_ARG_STRING))
                doubles.append(0)
                integers.append(0)
                let units = Array(text.utf16)
                strings += units
                stringLengths.append(Int32(units.count))
            }
        }
        if names.isEmpty { names.append(0) }
        if strings.isEmpty { strings.append(0) }
        let handle = try borrow()
        defer { giveBack(handle) }
        let count = Int32(kinds.count)
        let (text, status) = ICU.utf16(capacity: 256) { buffer, capacity, status in
            rk_icu_msgfmt_format(
                handle.pointer,
                count,
                names,
                nameOffsets,
                nameLengths,
                kinds,
                doubles,
                integers,
                strings,
                stringOffsets,
                stringLengths,
                buffer,
                capacity,
                &status
            )
        }
        guard !ICU.failed(status) else {
            throw .formatFailed(pattern: pattern, icuStatus: ICU.name(status))
        }
        return text
    }

    /// The argument names the pattern uses, without repeats, sorted.
    public var argumentNames: [String] { Array(Set(arguments.map(\.name))).sorted() }

    /// Parses `pattern` with ICU's `MessagePattern` and lists its arguments, without compiling a
    /// formatter. Nested arguments (inside plural branches) are listed too.
    ///
    /// - Throws: ``LocalizationError/patternSyntax(pattern:offset:context:icuStatus:)``.
    public static func arguments(of pattern: String) throws(LocalizationError) -> [MessageArgumentInfo] {
        let units = Array(pattern.utf16)
        var parseError = rk_icu_parse_error()
        var syntaxStatus: Int32 = 0
        let (text, status) = ICU.utf16(capacity: 256) { buffer, capacity, status in
            let length = rk_icu_msgpattern_describe(units, Int32(units.count), buffer, capacity, &parseError, &status)
            syntaxStatus = status
            return length
        }
        guard !ICU.failed(status) else {
            throw syntaxError(pattern, parseError, ICU.failed(syntaxStatus) ? syntaxStatus : status)
        }
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return MessageArgumentInfo(
                name: fields[0],
                kind: MessageArgumentInfo.Kind(rawValue: Int(fields[1]) ?? 0) ?? .none,
                typeName: fields.count > 2 ? fields[2] : "",
                selectors: fields.count > 3 ? fields[3].split(separator: " ").map(String.init) : []
            )
        }
    }

    /// The deepest brace nesting a pattern may have (20 levels: 10 nested arguments). Deeper
    /// patterns are refused before ICU parses them, with
    /// ``LocalizationError/patternTooDeep(pattern:offset:limit:)``.
    public static let maximumNesting = Int(RK_ICU_MAX_PATTERN_NESTING)

    private static func syntaxError(_ pattern: String, _ error: rk_icu_parse_error, _ status: Int32)
        -> LocalizationError
    {
        if Int(status) == RK_ICU_PATTERN_TOO_DEEP_ERROR {
            return .patternTooDeep(pattern: pattern, offset: Int(error.offset), limit: maximumNesting)
        }
        var parseError = error
        let before = withUnsafeBytes(of: &parseError.preContext) { Self.string($0) }
        let after = withUnsafeBytes(of: &parseError.postContext) { Self.string($0) }
        return .patternSyntax(
            pattern: pattern,
            offset: Int(parseError.offset),
            context: before + after,
            icuStatus: ICU.name(status)
        )
    }

    private static func string(_ raw: UnsafeRawBufferPointer) -> String {
        let units = raw.bindMemory(to: UInt16.self)
        let end = units.firstIndex(of: 0) ?? units.count
        return String(decoding: units[0..<end], as: UTF16.self)
    }

    private func borrow() throws(LocalizationError) -> Handle {
        if let handle = pool.withLock({ $0.popLast() }) { return handle }
        var status: Int32 = 0
        guard let pointer = rk_icu_msgfmt_clone(prototype.pointer, &status), !ICU.failed(status) else {
            throw .icu(operation: "cloning a MessageFormat", status: ICU.name(status))
        }
        return Handle(pointer)
    }

    private func giveBack(_ handle: Handle) {
        pool.withLock { pool in
            if pool.count < Self.poolLimit { pool.append(handle) }
        }
    }
}
