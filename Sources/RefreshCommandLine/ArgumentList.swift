import RefreshCore
import RefreshSupport

/// The command line of one subcommand, taken apart option by option.
///
/// Each command asks for the options it knows; ``positionals(max:)`` then rejects whatever is left
/// that looks like an option, so a misspelt flag is an error rather than silently ignored.
package struct ArgumentList {
    private var tokens: [String]
    private var known: [String] = ["--help", "-h"]

    package init(_ tokens: some Sequence<String>) {
        self.tokens = Array(tokens)
    }

    /// Whether `--name` is present (removing it).
    package mutating func flag(_ name: String) -> Bool {
        known.append(name)
        let before = tokens.count
        tokens.removeAll { $0 == name }
        return tokens.count != before
    }

    /// The value of `--name VALUE` or `--name=VALUE` (removing it); the last one wins, or, with
    /// `last: false`, the first one is taken and the others are left.
    package mutating func value(_ name: String, last: Bool = true) throws(UsageError) -> String? {
        known.append(name)
        var found: String?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == "--" { break }
            if token == name {
                guard index + 1 < tokens.count, !tokens[index + 1].isEmpty else {
                    throw UsageError("\(name) needs a value")
                }
                found = tokens[index + 1]
                tokens.removeSubrange(index...index + 1)
                if !last { return found }
            } else if token.hasPrefix(name + "=") {
                found = String(token.dropFirst(name.count + 1))
                guard found?.isEmpty == false else { throw UsageError("\(name) needs a value (\(name)=VALUE)") }
                tokens.remove(at: index)
                if !last { return found }
            } else {
                index += 1
            }
        }
        return found
    }

    /// Every value of a repeatable `--name VALUE` option, in order (removing them).
    package mutating func values(_ name: String) throws(UsageError) -> [String] {
        var found: [String] = []
        while let value = try value(name, last: false) { found.append(value) }
        return found
    }

    /// The value of `--name`, which must be one of `choices`.
    package mutating func choice(_ name: String, from choices: [String]) throws(UsageError) -> String? {
        guard let value = try value(name) else { return nil }
        guard choices.contains(value) else {
            let hint = NameSuggestion.hint(for: value, among: choices)
            throw UsageError(
                "\(name) must be one of \(choices.joined(separator: ", ")), not '\(ControlCharacters.escaped(value))'\(hint)"
            )
        }
        return value
    }

    /// The value of `--name` as a number within `range`, written in decimal (`30`, `12.5`, `-3`):
    /// no hexadecimal, exponent, leading `+`, spaces, `inf` or `nan`.
    package mutating func number(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = try value(name) else { return nil }
        guard Self.isDecimal(text, fraction: true), let number = Double(text), number.isFinite, range.contains(number)
        else {
            throw UsageError(
                "\(name) takes a number from \(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound)), not '\(ControlCharacters.escaped(text))'"
            )
        }
        return number
    }

    /// The value of `--name` as a whole number within `range`, written in decimal digits (`56`,
    /// `-3`): no fraction, hexadecimal, exponent, leading `+` or spaces.
    package mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard Self.isDecimal(text, fraction: false), let number = Int(text), range.contains(number) else {
            throw UsageError(
                "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(ControlCharacters.escaped(text))'"
            )
        }
        return number
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
