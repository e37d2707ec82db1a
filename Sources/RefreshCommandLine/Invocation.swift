import RefreshCore
import RefreshSupport

/// What a command line of `refreshpreview` asks for, with its options parsed and checked: no file
/// is read and nothing is written until the program acts on it.
package enum Invocation: Sendable {
    /// Help: the overview (`nil`) or a subcommand's.
    case help(topic: Subcommand?)
    /// The preview itself (no subcommand).
    case preview(PreviewOptions)
    /// `replay`.
    case replay(ReplayOptions)
    /// `skins`.
    case skins(SkinsOptions)
    /// `lint`.
    case lint(LintOptions)
    /// `text`.
    case text(TextOptions)
    /// `last-updated`.
    case lastUpdated(LastUpdatedOptions)
    /// `new`.
    case new(NewOptions)
    /// `gallery`.
    case gallery(GalleryOptions)

    /// The program's name, as usage lines and errors show it.
    package static let program = "refreshpreview"

    /// The usage line of the preview (no subcommand), from its declarations.
    package static var previewUsage: String {
        OptionDeclaration.usage(program, PreviewOptions.options)
    }

    /// Parses the arguments after the program's name.
    ///
    /// - Throws: ``UsageError`` for any mistake; its `command` names the subcommand whose help
    ///   to point at.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var rest = arguments
        let name = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if name != nil { rest.removeFirst() }
        guard let name else {
            if ArgumentList.wantsHelp(rest) { return .help(topic: nil) }
            let list = try ArgumentList(rest, options: PreviewOptions.options)
            return .preview(try PreviewOptions.parse(list))
        }
        if name == "help" {
            if ArgumentList.wantsHelp(rest) { return .help(topic: nil) }
            let list = try ArgumentList(rest, options: [])
            guard let topic = try list.positionals(max: 1).first else { return .help(topic: nil) }
            guard let subcommand = Subcommand(rawValue: topic) else {
                let topicText = ControlCharacters.escaped(topic)
                throw UsageError(
                    "no help for '\(topicText)'; the subcommands are \(Subcommand.names)\(Subcommand.hint(topic))"
                )
            }
            return .help(topic: subcommand)
        }
        guard let subcommand = Subcommand(rawValue: name) else {
            let nameText = ControlCharacters.escaped(name)
            throw UsageError(
                "unknown subcommand '\(nameText)'\(Subcommand.hint(name)); the subcommands are \(Subcommand.names)"
            )
        }
        if ArgumentList.wantsHelp(rest) { return .help(topic: subcommand) }
        do throws(UsageError) {
            let list = try ArgumentList(rest, options: subcommand.options)
            return try subcommand.parse(list)
        } catch {
            throw UsageError(error.message, command: name)
        }
    }
}
