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
    /// The values the option accepts, when it is a choice; checked by ``ArgumentList/choice(_:)``.
    package var choices: [String]?
    /// Whether the option may be given more than once (see ``ArgumentList/values(_:)``).
    package var isRepeatable: Bool
    /// Whether the command needs it (see ``ArgumentList/required(_:)``).
    package var isRequired = false
    /// What it does, for help: one or more lines, each under 72 columns after the indentation.
    package var help: String

    /// An option that takes a value.
    package static func value(
        _ name: String,
        _ valueName: String,
        choices: [String]? = nil,
        repeatable: Bool = false,
        required: Bool = false,
        help: String
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name,
            valueName: valueName,
            choices: choices,
            isRepeatable: repeatable,
            isRequired: required,
            help: help
        )
    }

    /// An option without a value: present or not.
    package static func flag(_ name: String, help: String) -> OptionDeclaration {
        OptionDeclaration(name: name, valueName: nil, choices: nil, isRepeatable: false, help: help)
    }

    /// `--help` (and `-h`), which every command takes and every help lists last.
    package static let help = OptionDeclaration.flag("--help", help: "Show this help.")

    /// `--name VALUE` or `--name`, as help shows it.
    package var label: String {
        valueName.map { "\(name) \($0)" } ?? name
    }

    /// The options as a usage line shows them: `--name VALUE` when required, `[--name VALUE]`
    /// when not, `[--name VALUE]...` when repeatable.
    package static func synopsis(_ options: [OptionDeclaration]) -> String {
        options.map { option in
            option.isRequired ? option.label : "[\(option.label)]\(option.isRepeatable ? "..." : "")"
        }.joined(separator: " ")
    }

    /// The column where the descriptions of options (and of arguments) start.
    package static let descriptionColumn = 24

    /// An `OPTIONS:` section listing `options` and then ``help``, one per entry, descriptions
    /// aligned at ``descriptionColumn``.
    package static func helpSection(_ options: [OptionDeclaration]) -> String {
        "OPTIONS:\n" + (options + [.help]).map { entry($0.label, $0.help) }.joined(separator: "\n")
    }

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
