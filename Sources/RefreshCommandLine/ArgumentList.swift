import RefreshCore
import RefreshSupport

/// The command line of one subcommand (or tool), parsed in one left-to-right pass against the
/// options it declares (the ``Option`` and ``Flag`` properties of its ``ParsableOptions``, which
/// read their values from here; its help and usage line print the same declarations).
///
/// The rules, the same in every program and for every option:
/// - `--name VALUE` and `--name=VALUE` both give a value. In the first form the value is never
///   a declared option name (`--skin --footer` is "--skin needs a value", whatever the order)
///   nor a word starting with `--`; such a value is given in the `=` form (`--svg=--weird`).
///   A word starting with a single `-` that is not declared (`-300`, `-`) is a value.
/// - `--` ends the options: every word after it is a positional argument (`-- --weird`).
/// - An option not declared is an error, with a "did you mean" among those that are; so is a
///   flag given a value (`--footer=yes`).
/// - An option that takes a value and is given twice is an error unless it is declared
///   repeatable; a flag given twice means the same as once.
/// - A number is written in decimal (``decimal(_:fraction:)``), for every number option.
package struct ArgumentList: Sendable {
    /// The values given to each option that takes one, in order, by name.
    private var values: [String: [String]] = [:]
    /// The flags given.
    private var flags: Set<String> = []
    /// The arguments that are not options, in order.
    private var arguments: [String] = []

    /// Parses `tokens` against `options` (and ``OptionDeclaration/help``, `-h`).
    ///
    /// - Throws: ``UsageError`` at the first mistake, left to right.
    package init(_ tokens: some Sequence<String>, options: [OptionDeclaration]) throws(UsageError) {
        var declared: [String: OptionDeclaration] = ["-h": .help]
        for option in options + [.help] { declared[option.name] = declared[option.name] ?? option }
        let tokens = Array(tokens)
        var index = 0
        var optionsEnded = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(token) {
                arguments.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let name = String(token.prefix { $0 != "=" })
            let inline = token.count > name.count ? String(token.dropFirst(name.count + 1)) : nil
            guard let option = declared[name] else {
                let current = options.filter { $0.retiredMessage == nil }.map(\.name)
                let hint = NameSuggestion.hint(for: name, among: current + ["--help"])
                throw UsageError("unknown option '\(ControlCharacters.escaped(name))'\(hint)")
            }
            if let message = option.retiredMessage { throw UsageError(message) }
            guard option.valueName != nil else {
                guard inline == nil else { throw UsageError("\(name) takes no value") }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inline {
                guard !inline.isEmpty else { throw UsageError("\(name) needs a value (\(name)=VALUE)") }
                value = inline
            } else {
                guard index < tokens.count, !tokens[index].isEmpty else { throw UsageError("\(name) needs a value") }
                let next = tokens[index]
                if declared[String(next.prefix { $0 != "=" })] != nil || next == "--" {
                    throw UsageError("\(name) needs a value")
                }
                if next.hasPrefix("--") {
                    let text = ControlCharacters.escaped(next)
                    throw UsageError("\(name) needs a value; to give '\(text)', write \(name)=\(text)")
                }
                value = next
                index += 1
            }
            guard values[name] == nil || option.isRepeatable else {
                throw UsageError("\(name) is given more than once; give it once")
            }
            values[name, default: []].append(value)
        }
    }

    /// Whether `token` is an option (or `--`) rather than an argument: it starts with `-` and is
    /// neither `-` alone (standard input) nor a decimal number (`-3`).
    private static func looksLikeOption(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-" && decimal(token, fraction: true) == nil
    }

    /// Whether the flag is given.
    func flag(_ option: OptionDeclaration) -> Bool {
        flags.contains(option.name)
    }

    /// The value of an option that is not repeatable, if given.
    func value(_ option: OptionDeclaration) -> String? {
        values[option.name]?.last
    }

    /// Every value of a repeatable option, in order.
    func values(_ option: OptionDeclaration) -> [String] {
        values[option.name] ?? []
    }

    /// The value of an option that must be given (declared ``OptionDeclaration/isRequired``).
    func required(_ option: OptionDeclaration) throws(UsageError) -> String {
        guard let value = value(option) else { throw UsageError("\(option.name) is required") }
        return value
    }

    /// The value of an option declared with ``OptionDeclaration/choice(_:_:help:)``, as the case
    /// of `type` it names; any other value is an error that lists the cases.
    func choice<Choice: RawRepresentable<String>>(_ option: OptionDeclaration, as type: Choice.Type)
        throws(UsageError) -> Choice?
    {
        guard let text = value(option) else { return nil }
        let choices = option.choices ?? []
        guard choices.contains(text), let choice = Choice(rawValue: text) else {
            let hint = NameSuggestion.hint(for: text, among: choices)
            throw UsageError(
                "\(option.name) must be one of \(choices.joined(separator: ", ")), not '\(ControlCharacters.escaped(text))'\(hint)"
            )
        }
        return choice
    }

    /// The value of the option as a number within `range`, by ``decimal(_:fraction:)``.
    func number(_ option: OptionDeclaration, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Self.decimal(text, fraction: true), range.contains(number) else {
            throw UsageError(
                "\(option.name) takes a number from \(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound)), not '\(ControlCharacters.escaped(text))'"
            )
        }
        return number
    }

    /// The value of the option as a whole number within `range`, by ``decimal(_:fraction:)``
    /// without a fraction.
    func integer(_ option: OptionDeclaration, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        return try Self.integer(text, in: range, name: option.name)
    }

    /// `text` as a whole number within `range`, by ``decimal(_:fraction:)`` without a fraction;
    /// otherwise an error that says `name` takes a whole number in the range (a number too long
    /// to read included).
    package static func integer(_ text: String, in range: ClosedRange<Int>, name: String) throws(UsageError) -> Int {
        guard let number = decimal(text, fraction: false).flatMap({ Int(exactly: $0) }), range.contains(number) else {
            throw UsageError(
                "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(ControlCharacters.escaped(text))'"
            )
        }
        return number
    }

    /// Whether the arguments ask for help (`--help` or `-h`, before any `--`).
    package static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// The one rule for numbers on the command line: an optional `-`, decimal digits and (with
    /// `fraction`) an optional `.` followed by digits (`30`, `12.5`, `-3`); no hexadecimal,
    /// exponent, leading `+`, spaces, `inf` or `nan`. `nil` when `text` is not such a number (or
    /// is too large to be finite).
    package static func decimal(_ text: String, fraction: Bool) -> Double? {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        guard !whole.isEmpty else { return nil }
        let rest = bytes.dropFirst(whole.count)
        if !rest.isEmpty {
            guard fraction, rest.first == UInt8(ascii: "."), rest.count > 1, rest.dropFirst().allSatisfy(isDigit)
            else { return nil }
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The arguments that are not options, at most `max` of them. `-` alone is an argument
    /// (standard input), and so is everything after `--`.
    package func positionals(max: Int) throws(UsageError) -> [String] {
        guard arguments.count <= max else {
            throw UsageError("unexpected argument '\(ControlCharacters.escaped(arguments[max]))'")
        }
        return arguments
    }
}
