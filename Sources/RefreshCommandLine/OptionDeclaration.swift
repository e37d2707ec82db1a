/// One option of a command, declared once: ``ArgumentList`` parses and checks it from this
/// declaration, and ``helpSection(_:)`` prints it in the command's help, so the two cannot drift
/// (as swift-argument-parser derives both from one property wrapper).
///
/// The rule for repeated options is the same in every program: an option declared
/// ``isRepeatable`` collects each value in order; any other option given twice is a usage error
/// (no value is silently dropped).
package struct OptionDeclaration: Sendable, Hashable {
    /// `--name`.
    package var name: String
    /// The value's placeholder in help (`NAME`, `DIR`); `nil` for a flag, which takes no value.
    package var valueName: String?
    /// The values the option accepts, when it is a choice (an enumeration's raw values); checked
    /// by ``ArgumentList/choice(_:as:)``, and shown as its ``valueName`` (`light|dark`).
    package var choices: [String]?
    /// Whether the value is a number, read by the one rule of ``ArgumentList/decimal(_:fraction:)``
    /// (help then says how numbers are written).
    package var isNumber = false
    /// Whether the option may be given more than once (see ``ArgumentList/values(_:)``).
    package var isRepeatable = false
    /// Whether the command needs it (see ``ArgumentList/required(_:)``).
    package var isRequired = false
    /// What it does, for help: one or more lines, each under 72 columns after the indentation.
    package var help: String
    /// For a name the command no longer takes: the error it gives, which says what to write
    /// instead. Help, usage lines and "did you mean" leave such a name out.
    package var retiredMessage: String?

    /// An option that takes a value.
    package static func value(
        _ name: String,
        _ valueName: String,
        repeatable: Bool = false,
        required: Bool = false,
        help: String
    ) -> OptionDeclaration {
        OptionDeclaration(name: name, valueName: valueName, isRepeatable: repeatable, isRequired: required, help: help)
    }

    /// An option whose value is a decimal number (see ``ArgumentList/decimal(_:fraction:)``).
    package static func number(_ name: String, _ valueName: String, help: String) -> OptionDeclaration {
        OptionDeclaration(name: name, valueName: valueName, isNumber: true, help: help)
    }

    /// An option whose value is one of the cases of `choices`, by raw value; help and usage show
    /// them as `case|case`, and a value that is none of them is an error that lists them.
    package static func choice<Choice: CaseIterable & RawRepresentable<String>>(
        _ name: String,
        _ choices: Choice.Type,
        help: String
    ) -> OptionDeclaration {
        let names = Choice.allCases.map(\.rawValue)
        return OptionDeclaration(name: name, valueName: names.joined(separator: "|"), choices: names, help: help)
    }

    /// An option without a value: present or not.
    package static func flag(_ name: String, help: String) -> OptionDeclaration {
        OptionDeclaration(name: name, help: help)
    }

    /// A name the command no longer takes (an old spelling, or a name that meant something else
    /// here than in the other commands): giving it is the usage error `message`.
    package static func retired(_ name: String, message: String) -> OptionDeclaration {
        OptionDeclaration(name: name, help: "", retiredMessage: message)
    }

    /// `--time-zone ZONE`, the same in every command that shows dates.
    package static let timeZone = value(
        "--time-zone",
        "ZONE",
        help: "IANA time zone for dates and calendar days (default: TZ, or UTC)."
    )

    /// `--locale LOCALE`, the same in the commands that print one text.
    package static let locale = value(
        "--locale",
        "LOCALE",
        help: """
            A BCP 47 tag (de-AT), a POSIX id (de_AT.UTF-8) or an Accept-Language
            list (de-AT,de;q=0.9,en;q=0.5). Default: LANGUAGE (de:en), then
            LC_ALL, LC_MESSAGES, LANG (LANGUAGE is ignored when that is C or
            POSIX).
            """
    )

    /// `--help` (and `-h`), which every command takes and every help lists last.
    package static let help = OptionDeclaration.flag("--help", help: "Show this help.")

    /// `--name VALUE` or `--name`, as help shows it.
    package var label: String {
        valueName.map { "\(name) \($0)" } ?? name
    }

    /// The options as a usage line shows them: `--name VALUE` when required, `[--name VALUE]`
    /// when not, `[--name VALUE]...` when repeatable.
    package static func synopsis(_ options: [OptionDeclaration]) -> String {
        synopsisWords(options).joined(separator: " ")
    }

    private static func synopsisWords(_ options: [OptionDeclaration]) -> [String] {
        options.filter { $0.retiredMessage == nil }.map { option in
            option.isRequired ? option.label : "[\(option.label)]\(option.isRepeatable ? "..." : "")"
        }
    }

    /// The column where the descriptions of options (and of arguments) start.
    package static let descriptionColumn = 24

    /// A usage line: `lead`, `command`, ``synopsis(_:)`` of `options` and then `arguments` (the
    /// positional arguments as help names them, `[FILE]`, `DIR`), wrapped before ``usageWidth``
    /// columns with later lines aligned after the command.
    package static func usage(
        _ command: String,
        _ options: [OptionDeclaration],
        arguments: String = "",
        lead: String = "USAGE: "
    ) -> String {
        let words = synopsisWords(options) + (arguments.isEmpty ? [] : [arguments])
        let indent = String(repeating: " ", count: lead.count + command.count + 1)
        var lines: [String] = []
        var line = lead + command
        for (index, word) in words.enumerated() {
            if index > 0 && line.count + 1 + word.count > usageWidth {
                lines.append(line)
                line = indent + word
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// The width usage lines are wrapped to.
    package static let usageWidth = 100

    /// An `OPTIONS:` section listing `options` and then ``help``, one per entry, descriptions
    /// aligned at ``descriptionColumn``; when an option takes a number, a last line says how
    /// numbers are written.
    package static func helpSection(_ options: [OptionDeclaration]) -> String {
        let entries = (options.filter { $0.retiredMessage == nil } + [.help]).map { entry($0.label, $0.help) }
        let note = options.contains(where: \.isNumber) ? ["\n" + numberNote] : []
        return "OPTIONS:\n" + (entries + note).joined(separator: "\n")
    }

    /// How numbers are written, the one rule of every number option.
    package static let numberNote =
        "  Numbers are written in decimal (30, 12.5, -3): no hexadecimal, exponent, leading +,\n  inf or nan."

    /// One entry of a help section: `  LABEL   description`, its further lines indented to the
    /// description's column (a label too long for its column puts the description below it).
    package static func entry(_ label: String, _ description: String) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        var lines = description.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
        let head = "  " + label
        if head.count < descriptionColumn, let first = lines.first {
            lines[0] =
                head + String(repeating: " ", count: descriptionColumn - head.count) + first.dropFirst(indent.count)
        } else {
            lines.insert(head, at: 0)
        }
        return lines.joined(separator: "\n")
    }
}
