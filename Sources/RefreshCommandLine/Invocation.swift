import RefreshCore
import RefreshSupport

/// What a command line of `refreshpreview` asks for, with its options parsed and checked: no file
/// is read and nothing is written until the program acts on it.
package enum Invocation: Sendable {
    /// Help: the overview (`nil`) or a subcommand's.
    case help(topic: String?)
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

    /// The subcommands' names, in the order the overview lists them.
    package static let subcommands = ["replay", "skins", "lint", "new", "text", "last-updated", "gallery"]

    /// Parses the arguments after the program's name.
    ///
    /// - Throws: ``UsageError`` for any mistake; its `command` names the subcommand whose help
    ///   to point at.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var rest = arguments
        let name = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if name != nil { rest.removeFirst() }
        var list = ArgumentList(rest)
        guard let name else {
            return ArgumentList.wantsHelp(rest) ? .help(topic: nil) : .preview(try PreviewOptions.parse(&list))
        }
        if name == "help" {
            if ArgumentList.wantsHelp(rest) { return .help(topic: nil) }
            guard let topic = try list.positionals(max: 1).first else { return .help(topic: nil) }
            guard subcommands.contains(topic) else {
                let topicText = ControlCharacters.escaped(topic)
                throw UsageError("no help for '\(topicText)'; the subcommands are \(names)\(hint(topic))")
            }
            return .help(topic: topic)
        }
        guard subcommands.contains(name) else {
            let nameText = ControlCharacters.escaped(name)
            throw UsageError("unknown subcommand '\(nameText)'\(hint(name)); the subcommands are \(names)")
        }
        if ArgumentList.wantsHelp(rest) { return .help(topic: name) }
        do throws(UsageError) {
            switch name {
            case "replay": return .replay(try ReplayOptions.parse(&list))
            case "skins": return .skins(try SkinsOptions.parse(&list))
            case "lint": return .lint(try LintOptions.parse(&list))
            case "text": return .text(try TextOptions.parse(&list))
            case "new": return .new(try NewOptions.parse(&list))
            case "gallery": return .gallery(try GalleryOptions.parse(&list))
            default: return .lastUpdated(try LastUpdatedOptions.parse(&list))
            }
        } catch {
            throw UsageError(error.message, command: name)
        }
    }

    /// The subcommand's name, or `nil` for the preview and help.
    package var subcommand: String? {
        switch self {
        case .help, .preview: nil
        case .replay: "replay"
        case .skins: "skins"
        case .lint: "lint"
        case .text: "text"
        case .lastUpdated: "last-updated"
        case .new: "new"
        case .gallery: "gallery"
        }
    }

    static var names: String { subcommands.joined(separator: ", ") }

    /// " (did you mean 'x'?)" for a misspelt subcommand.
    static func hint(_ name: String) -> String {
        NameSuggestion.hint(for: name, among: subcommands + ["help"])
    }
}
