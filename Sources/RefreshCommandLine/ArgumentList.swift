import RefreshCore
import RefreshSupport

/// The command line of one subcommand (or tool), taken apart option by option.
///
/// Each command asks for the options it declares (``OptionDeclaration``, which its help prints
/// too); ``positionals(max:)`` then rejects whatever is left that looks like an option, so a
/// misspelt flag is an error rather than silently ignored. Both `--name VALUE` and `--name=VALUE`
/// are accepted, and `--` ends the options. An option that takes a value and is given twice is
/// an error unless it is declared repeatable; a flag given twice means the same as once.
package struct ArgumentList {
    private var tokens: [String]
    private var known: [String] = ["--help", "-h"]

    package init(_ tokens: some Sequence<String>) {
        self.tokens = Array(tokens)
    }

    /// Whether the flag is present before any `--` (removing it).
    package mutating func flag(_ option: OptionDeclaration) -> Bool {
        known.append(option.name)
        let end = tokens.firstIndex(of: "--") ?? tokens.endIndex
        let found = tokens[..<end].contains(option.name)
        tokens = tokens[..<end].filter { $0 != option.name } + tokens[end...]
        return found
    }

    /// The value of an option that is not repeatable (removing it).
    ///
    /// - Throws: ``UsageError`` when it is given without a value or more than once.
    package mutating func value(_ option: OptionDeclaration) throws(UsageError) -> String? {
        let found = try take(option)
        guard found.count <= 1 || option.isRepeatable else {
            throw UsageError("\(option.name) is given more than once; give it once")
        }
        return found.last
    }

    /// Every value of a repeatable option, in order (removing them).
    package mutating func values(_ option: OptionDeclaration) throws(UsageError) -> [String] {
        try take(option)
    }

    /// The value of an option that must be given (declared ``OptionDeclaration/isRequired``).
    package mutating func required(_ option: OptionDeclaration) throws(UsageError) -> String {
        guard let value = try value(option) else { throw UsageError("\(option.name) is required") }
        return value
    }

    /// Removes every `--name VALUE` and `--name=VALUE` before `--`, returning the values in order.
    private mutating func take(_ option: OptionDeclaration) throws(UsageError) -> [String] {
        let name = option.name
        known.append(name)
        var found: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == "--" { break }
            if token == name {
                guard index + 1 < tokens.count, !tokens[index + 1].isEmpty else {
                    throw UsageError("\(name) needs a value")
                }
                found.append(tokens[index + 1])
                tokens.removeSubrange(index...index + 1)
            } else if token.hasPrefix(name + "=") {
                let value = String(token.dropFirst(name.count + 1))
                guard !value.isEmpty else { throw UsageError("\(name) needs a value (\(name)=VALUE)") }
                found.append(value)
                tokens.remove(at: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// The value of an option declared with ``OptionDeclaration/choices``, which must be one of
    /// them.
    package mutating func choice(_ option: OptionDeclaration) throws(UsageError) -> String? {
        guard let value = try value(option) else { return nil }
        let choices = option.choices ?? []
        guard choices.contains(value) else {
            let hint = NameSuggestion.hint(for: value, among: choices)
            throw UsageError(
                "\(option.name) must be one of \(choices.joined(separator: ", ")), not '\(ControlCharacters.escaped(value))'\(hint)"
            )
        }
        return value
    }

    /// The value of the option as a number within `range`, written in decimal (`30`, `12.5`,
    /// `-3`): no hexadecimal, exponent, leading `+`, spaces, `inf` or `nan`.
    package mutating func number(_ option: OptionDeclaration, in range: ClosedRange<Double>) throws(UsageError)
        -> Double?
    {
        guard let text = try value(option) else { return nil }
        guard Self.isDecimal(text, fraction: true), let number = Double(text), number.isFinite, range.contains(number)
        else {
            throw UsageError(
                "\(option.name) takes a number from \(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound)), not '\(ControlCharacters.escaped(text))'"
            )
        }
        return number
    }

    /// The value of the option as a whole number within `range`, written in decimal digits
    /// (`56`, `-3`): no fraction, hexadecimal, exponent, leading `+` or spaces.
    package mutating func integer(_ option: OptionDeclaration, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = try value(option) else { return nil }
        guard Self.isDecimal(text, fraction: false), let number = Int(text), range.contains(number) else {
            throw UsageError(
                "\(option.name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(ControlCharacters.escaped(text))'"
            )
        }
        return number
    }

    /// Whether the arguments ask for help (`--help` or `-h`, before any `--`).
    package static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// Whether `text` is an optional `-`, decimal digits and (with `fraction`) an optional `.`
    /// followed by digits: the only forms number options take.
    package static func isDecimal(_ text: String, fraction: Bool) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        guard !whole.isEmpty else { return false }
        let rest = bytes.dropFirst(whole.count)
        if rest.isEmpty { return true }
        guard fraction, rest.first == UInt8(ascii: "."), rest.count > 1 else { return false }
        return rest.dropFirst().allSatisfy(isDigit)
    }

    /// The arguments that are not options, at most `max` of them; any option not asked for is an
    /// error. `-` alone is a positional (standard input); `--` ends the options.
    package mutating func positionals(max: Int) throws(UsageError) -> [String] {
        var result: [String] = []
        var optionsEnded = false
        for token in tokens {
            if !optionsEnded && token == "--" {
                optionsEnded = true
            } else if !optionsEnded && token.hasPrefix("-") && token != "-" && Double(token) == nil {
                let name = String(token.prefix { $0 != "=" })
                let hint = NameSuggestion.hint(for: name, among: known)
                throw UsageError("unknown option '\(ControlCharacters.escaped(name))'\(hint)")
            } else {
                result.append(token)
            }
        }
        guard result.count <= max else {
            throw UsageError("unexpected argument '\(ControlCharacters.escaped(result[max]))'")
        }
        return result
    }
}
